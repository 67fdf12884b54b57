import { shownImage } from '@chatmill/sdk/web';

interface PictureProps {
  src: string | null;
  /** Edge length in rem. */
  size?: number;
  /** The icon shown when there is no picture (or Facebook sent none that may be loaded). */
  icon?: string;
}

/**
 * A page's, account's or Instagram account's picture. Decorative (empty alt): its name is always
 * written beside it. Loaded without a referrer, as Facebook's CDN addresses need none.
 */
export function Picture({ src, size = 2.5, icon = 'pi pi-image' }: PictureProps) {
  const address = shownImage(src);
  const box = { width: `${size}rem`, height: `${size}rem`, borderRadius: '50%', flex: 'none' } as const;
  if (!address) {
    return (
      <span aria-hidden="true" style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: 'var(--surface-ground)' }}>
        <i className={icon} style={{ color: 'var(--text-color-secondary)' }} />
      </span>
    );
  }
  return <img src={address} alt="" referrerPolicy="no-referrer" loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
}
