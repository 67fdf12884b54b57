import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandStore } from '../brand/brandStore';

/** Sets the browser tab title to "<page> · <brand>": a whitelabel's site title or name, else the product's. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const app = useBrandStore((state) => (state.brand?.whitelabel ? (state.brand.siteTitle ?? state.brand.name) : null)) ?? t('app.name');
  const title = t('app.titleSuffix', { page, app });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
