import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectField } from '@chatmill/sdk/web';
import type { GroupOption, ImportField, ImportMapping, ImportPreview } from '../../../types.ts';
import { autoMap, importFields } from './autoMap.ts';

interface MappingStepProps {
  preview: ImportPreview;
  /** null: the user may not read books, so the import adds to none. */
  books: GroupOption[] | null;
  busy: boolean;
  error: string | null;
  onBack(): void;
  onStart(mapping: ImportMapping, bookId: number | undefined): void;
}

/** Step 2: which column holds which field (matched by name to start with), and an optional book. */
export function MappingStep({ preview, books, busy, error, onBack, onStart }: MappingStepProps) {
  const { t } = useTranslation('contacts');
  const baseId = useId();
  const labels = useMemo(() => Object.fromEntries(importFields.map((f) => [f, t(`fields.${f}`)])) as Record<ImportField, string>, [t]);
  const [mapping, setMapping] = useState<ImportMapping>(() => autoMap(preview.headers, labels));
  const [bookId, setBookId] = useState('');
  const [checked, setChecked] = useState(false);
  const headerOptions = preview.headers.map((h) => ({ value: h, label: h }));
  const missingKey = !mapping.email && !mapping.phone;

  const start = () => {
    setChecked(true);
    if (missingKey) return;
    onStart(mapping, bookId ? Number(bookId) : undefined);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div>
        <h3 style={{ margin: 0 }}>{t('import.mappingTitle')}</h3>
        <p style={{ margin: '0.25rem 0 0', color: 'var(--text-color-secondary)' }}>
          {t('import.rowCount', { count: preview.rowCount })}. {t('import.mappingHint')}
        </p>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(10rem, 1fr)', gap: '0.5rem 1rem', alignItems: 'center' }}>
        {importFields.map((field) => (
          <FieldRow
            key={field}
            id={`${baseId}-${field}`}
            label={labels[field]}
            value={mapping[field] ?? ''}
            options={headerOptions}
            skipLabel={t('import.skip')}
            onChange={(header) => setMapping((m) => ({ ...m, [field]: header || undefined }))}
          />
        ))}
        {books ? (
          <FieldRow
            id={`${baseId}-book`}
            label={t('import.book')}
            value={bookId}
            options={books.map((b) => ({ value: String(b.id), label: b.label }))}
            skipLabel={t('import.noBook')}
            onChange={setBookId}
          />
        ) : null}
      </div>
      {checked && missingKey ? (
        <div role="alert">
          <Message severity="warn" text={t('import.needEmailOrPhone')} style={{ width: '100%' }} />
        </div>
      ) : null}
      {error ? (
        <div role="alert">
          <Message severity="error" text={error} style={{ width: '100%' }} />
        </div>
      ) : null}
      <SampleTable preview={preview} caption={t('import.sample')} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
        <Button type="button" label={t('import.back')} icon="pi pi-arrow-left" outlined onClick={onBack} disabled={busy} />
        <Button type="button" label={t('import.start')} icon="pi pi-upload" onClick={start} loading={busy} />
      </div>
    </div>
  );
}

interface FieldRowProps {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  skipLabel: string;
  onChange(value: string): void;
}

function FieldRow({ id, label, value, options, skipLabel, onChange }: FieldRowProps) {
  return (
    <>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <SelectField id={id} value={value} onChange={(event) => onChange(event.target.value)} options={options} emptyLabel={skipLabel} />
    </>
  );
}

/** The first rows as the server read them, so the user sees which column is which. */
function SampleTable({ preview, caption }: { preview: ImportPreview; caption: string }) {
  if (preview.sampleRows.length === 0) return null;
  const cell = {
    padding: '0.25rem 0.5rem',
    borderBottom: '1px solid var(--surface-border, #e5e7eb)',
    textAlign: 'start' as const,
    whiteSpace: 'nowrap' as const,
  };
  return (
    <div style={{ overflowX: 'auto', maxHeight: '14rem' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: '0.85rem', width: '100%' }}>
        <caption style={{ textAlign: 'start', fontWeight: 500, marginBottom: '0.25rem' }}>{caption}</caption>
        <thead>
          <tr>
            {preview.headers.map((h, i) => (
              <th key={`${i}-${h}`} scope="col" style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.sampleRows.map((row, r) => (
            <tr key={r}>
              {preview.headers.map((_, c) => (
                <td key={c} style={cell}>
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
