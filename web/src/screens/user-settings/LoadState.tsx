import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { Loaded } from './useLoaded.ts';

/** What a tab shows before its data is there: a spinner, or the failure with a retry. */
export function LoadState({ state, retry }: { state: Exclude<Loaded<unknown>, { status: 'ready' }>; retry(): void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '2rem' }}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" aria-label={t('userSettings.loading')} />
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Message severity="error" text={state.message} />
      <Button type="button" outlined icon="pi pi-refresh" label={t('common.retry')} onClick={retry} />
    </div>
  );
}
