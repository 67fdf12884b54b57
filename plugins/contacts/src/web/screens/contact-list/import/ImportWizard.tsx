import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { contracts, useContactsApi } from '../../../api.ts';
import { useServerMessage } from '../../../serverMessage.ts';
import type { GroupOption, ImportMapping, ImportPreview, ImportView } from '../../../types.ts';
import { FileStep } from './FileStep.tsx';
import { MappingStep } from './MappingStep.tsx';
import { ProgressStep } from './ProgressStep.tsx';

type Step = { name: 'file' } | { name: 'mapping'; csv: string; preview: ImportPreview } | { name: 'progress'; importId: number };

export interface ImportWizardProps {
  books: GroupOption[] | null;
  onClose(): void;
  /** The import finished: reload the list (and the pickers, in case its rows named tags). */
  onImported(view: ImportView): void;
}

/** The CSV import: file, column mapping, then progress and summary. Loaded when first opened. */
export default function ImportWizard({ books, onClose, onImported }: ImportWizardProps) {
  const { t } = useTranslation('contacts');
  const api = useContactsApi();
  const serverMessage = useServerMessage();
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (csv: string, mapping: ImportMapping, bookId: number | undefined) => {
    setBusy(true);
    setError(null);
    try {
      const { importId } = await api.call(contracts.startImport, { body: { csv, mapping, ...(bookId ? { bookId } : {}) } });
      setStep({ name: 'progress', importId });
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step.name === 'progress' ? (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="button" label={t('import.close')} onClick={onClose} />
      </div>
    ) : null;

  return (
    <Dialog header={t('import.title')} visible onHide={onClose} footer={footer} style={{ width: 'min(44rem, 95vw)' }} modal draggable={false}>
      {step.name === 'file' ? <FileStep onPreview={(csv, preview) => setStep({ name: 'mapping', csv, preview })} /> : null}
      {step.name === 'mapping' ? (
        <MappingStep
          preview={step.preview}
          books={books}
          busy={busy}
          error={error}
          onBack={() => {
            setError(null);
            setStep({ name: 'file' });
          }}
          onStart={(mapping, bookId) => void start(step.csv, mapping, bookId)}
        />
      ) : null}
      {step.name === 'progress' ? <ProgressStep importId={step.importId} onFinished={onImported} /> : null}
    </Dialog>
  );
}
