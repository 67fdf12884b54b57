import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { contracts, useContactsApi } from '../../../api.ts';
import { useServerMessage } from '../../../serverMessage.ts';
import type { ImportPreview } from '../../../types.ts';

interface FileStepProps {
  onPreview(csv: string, preview: ImportPreview): void;
}

/** Step 1: pick a CSV file; the browser reads it and the server reads its headers. */
export function FileStep({ onPreview }: FileStepProps) {
  const { t } = useTranslation('contacts');
  const api = useContactsApi();
  const serverMessage = useServerMessage();
  const inputId = useId();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const csv = await file.text();
      const preview = await api.call(contracts.previewImport, { body: { csv } });
      onPreview(csv, preview);
    } catch (failure) {
      // 'Your CSV is Missing Headers' among others; the same file may be picked again once fixed.
      setError(serverMessage(failure));
      event.target.value = '';
    } finally {
      setReading(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <label htmlFor={inputId} style={{ fontWeight: 500 }}>
        {t('import.file')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void onFile(event)}
        disabled={reading}
        aria-describedby={`${inputId}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <small id={`${inputId}-hint`} style={{ color: 'var(--text-color-secondary)' }}>
        {t('import.fileHint')}
      </small>
      {reading ? (
        <div role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} strokeWidth="6" aria-hidden="true" />
          <span>{t('import.reading')}</span>
        </div>
      ) : null}
      {error ? (
        <div role="alert">
          <Message severity="error" text={error} style={{ width: '100%' }} />
        </div>
      ) : null}
    </div>
  );
}
