import { useTranslation } from 'react-i18next';

/** The product name with its mark; a brand's own logo will replace it later. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <span className="auth-brand">
      <i className="pi pi-comments" aria-hidden="true" />
      {t('app.name')}
    </span>
  );
}
