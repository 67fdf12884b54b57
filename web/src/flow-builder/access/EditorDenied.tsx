import { useTranslation } from 'react-i18next';

/** Spec 1, 5.2 and 2, 5: what the popup shows when the account may not create and edit this channel's flows. */
export function EditorDenied() {
  const { t } = useTranslation();
  return (
    <main className="fb-blocked" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      <h1>{t('errors.actionDenied.summary')}</h1>
      <p>{t('errors.actionDenied.detail')}</p>
    </main>
  );
}
