import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { InputText } from 'primereact/inputtext';
import { FormDialog, FormField, useHost, useZodForm } from '@chatmill/sdk/web';
import { maxNameLength } from '../../../common/limits.ts';
import { useContactsApi } from '../../api.ts';
import { useServerMessage } from '../../serverMessage.ts';
import { groupName, type GroupKind, type GroupRow } from './groupKinds.ts';

interface GroupDialogProps {
  kind: GroupKind;
  /** The book or tag to rename; null to create one. */
  group: GroupRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Create or rename a contact book or a tag. */
export function GroupDialog({ kind, group, onClose, onSaved }: GroupDialogProps) {
  const { t } = useTranslation('contacts');
  const host = useHost();
  const api = useContactsApi();
  const serverMessage = useServerMessage();
  const texts = `groups.${kind.key}` as const;
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().check(
          z.trim(),
          z.minLength(1, t('validation.nameRequired')),
          z.maxLength(maxNameLength, t('validation.tooLong', { max: maxNameLength })),
          z.refine((v) => !kind.forbidSeparators || !/[;|]/.test(v), t('validation.tagSeparators')),
        ),
      }),
    [kind.forbidSeparators, t],
  );
  const form = useZodForm(schema, { name: group ? groupName(group) : '' }, { serverFields: { [kind.nameField]: 'name' }, errorMessage: serverMessage });
  const name = form.field('name');

  const save = form.submit(async (values) => {
    // Books name the field `name`, tags `groupName`; one body fits both kinds' schemas.
    const body = { [kind.nameField]: values.name } as { name: string } & { groupName: string };
    if (group) await api.call(kind.contracts.rename, { params: { id: group.id }, body });
    else await api.call(kind.contracts.create, { body });
    host.toast({ severity: 'success', summary: t(`${texts}.${group ? 'renamed' : 'created'}`) });
    onSaved();
  });

  return (
    <FormDialog
      header={t(`${texts}.${group ? 'renameTitle' : 'createTitle'}`)}
      widthRem={28}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
    >
      <FormField label={t('fields.name')} field={name}>
        <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
