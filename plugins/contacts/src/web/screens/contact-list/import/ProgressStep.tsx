import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { maxImportErrorsKept } from '../../../../common/limits.ts';
import type { ImportView } from '../../../types.ts';
import { isFinished, useImportProgress } from './useImportProgress.ts';

interface ProgressStepProps {
  importId: number;
  /** Called once when the import has finished, so the list shows the new contacts. */
  onFinished(view: ImportView): void;
}

/** Step 3: a progress bar while the import runs, then what was imported and which rows failed. */
export function ProgressStep({ importId, onFinished }: ProgressStepProps) {
  const { t } = useTranslation('contacts');
  const { view, pollFailed } = useImportProgress(importId);
  const finished = isFinished(view);

  useEffect(() => {
    if (view && finished) onFinished(view);
    // Once per import: `finished` flips from false to true a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const total = view?.totalRows ?? 0;
  const processed = view?.processed ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : finished ? 100 : 0;
  const statusText = !view ? t('import.queued') : t(`import.${view.status}`);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
        <strong>{statusText}</strong>
        <span>{t('import.progressText', { processed, total })}</span>
      </div>
      <ProgressBar
        value={percent}
        mode={view ? 'determinate' : 'indeterminate'}
        aria-label={t('import.progress')}
        style={{ height: '0.75rem' }}
        showValue={false}
      />
      {pollFailed ? <Message severity="warn" text={t('import.pollFailed')} /> : null}
      {view?.status === 'failed' && view.message ? <Message severity="error" text={view.message} /> : null}
      {finished && view ? <ImportSummary view={view} /> : null}
    </div>
  );
}

function ImportSummary({ view }: { view: ImportView }) {
  const { t } = useTranslation('contacts');
  const cell = {
    padding: '0.25rem 0.5rem',
    borderBottom: '1px solid var(--surface-border, #e5e7eb)',
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '0.25rem 1rem', margin: 0 }}>
        <dt>{t('import.imported')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-testid="import-imported">
          {view.imported}
        </dd>
        <dt>{t('import.failedRows')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-testid="import-failed">
          {view.failed}
        </dd>
      </dl>
      {view.errors.length > 0 ? (
        <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.85rem' }}>
            <caption style={{ textAlign: 'start', fontWeight: 500, marginBottom: '0.25rem' }}>{t('import.problemsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ ...cell, width: '5rem' }}>
                  {t('import.line')}
                </th>
                <th scope="col" style={{ ...cell, width: '8rem' }}>
                  {t('import.outcome')}
                </th>
                <th scope="col" style={cell}>
                  {t('import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.errors.map((error) => (
                <tr key={`${error.line}-${error.message}`}>
                  <td style={cell}>{error.line}</td>
                  <td style={cell}>{error.imported ? t('import.rowImported') : t('import.rowFailed')}</td>
                  <td style={cell}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.failed > view.errors.filter((error) => !error.imported).length ? (
            <p style={{ color: 'var(--text-color-secondary)' }}>{t('import.moreErrors', { count: Math.min(view.errors.length, maxImportErrorsKept) })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
