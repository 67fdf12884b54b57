import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or its first data loads. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-label={text} />
      <span className="muted">{text}</span>
    </div>
  );
}
