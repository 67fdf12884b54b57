import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { SelectField } from '@chatmill/sdk/web';
import type { GroupOption } from '../../types.ts';

export type TargetAction = 'addTag' | 'removeTag' | 'addToBook' | 'removeFromBook';

interface BulkTargetDialogProps {
  action: TargetAction;
  options: GroupOption[];
  busy: boolean;
  onApply(targetId: number): void;
  onClose(): void;
}

/** Asks which tag or book a bulk action is about. */
export function BulkTargetDialog({ action, options, busy, onApply, onClose }: BulkTargetDialogProps) {
  const { t } = useTranslation('contacts');
  const selectId = useId();
  const [value, setValue] = useState('');
  const isTag = action === 'addTag' || action === 'removeTag';
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
      <Button type="button" label={t('common.cancel')} outlined onClick={onClose} disabled={busy} />
      <Button type="button" label={t('bulk.apply')} icon="pi pi-check" disabled={!value} loading={busy} onClick={() => onApply(Number(value))} />
    </div>
  );
  return (
    <Dialog header={t(`bulk.${action}`)} visible onHide={onClose} footer={footer} style={{ width: 'min(28rem, 95vw)' }} modal draggable={false}>
      {options.length === 0 ? (
        <Message severity="info" text={t(isTag ? 'bulk.noTags' : 'bulk.noBooks')} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '0.375rem' }}>
          <label htmlFor={selectId} style={{ fontWeight: 500 }}>
            {t(isTag ? 'bulk.tag' : 'bulk.book')}
          </label>
          <SelectField
            id={selectId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            options={options.map((o) => ({ value: String(o.id), label: o.label }))}
            emptyLabel={t('bulk.choose')}
            autoFocus
          />
        </div>
      )}
    </Dialog>
  );
}
