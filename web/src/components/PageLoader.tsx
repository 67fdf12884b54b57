import { useTranslation } from 'react-i18next';

/**
 * Shown while a screen's code or its first data loads. The spinner is PrimeReact's
 * ProgressSpinner as it draws itself (see Button.tsx for why it is not used here).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <div
        className="p-progress-spinner"
        role="progressbar"
        aria-busy="true"
        aria-label={text}
        data-pc-name="progressspinner"
        data-pc-section="root"
        style={{ width: '3rem', height: '3rem' }}
      >
        <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" data-pc-section="spinner" style={{ animationDuration: '2s' }}>
          <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="4" strokeMiterlimit="10" data-pc-section="circle" />
        </svg>
      </div>
      <span className="muted">{text}</span>
    </div>
  );
}
