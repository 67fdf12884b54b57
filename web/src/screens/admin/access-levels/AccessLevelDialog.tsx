import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { FormField, useHost, useZodForm } from '@chatmill/sdk/web';
import { accessLevelFormSchema, accessLevelFormValues, grantedEntries } from './accessLevelForm';
import { accessLevelPaths, type AccessLevelRow, type LevelScope, type PermissionSlug } from './accessLevelTypes';
import { PermissionMatrix } from './PermissionMatrix';

interface AccessLevelDialogProps {
  /** The level to edit; null to create one in `scope`. */
  row: AccessLevelRow | null;
  scope: LevelScope;
  slugs: readonly PermissionSlug[];
  onClose(): void;
  onSaved(): void;
}

/** Create or edit an access level: its name and a permissions matrix (spec 3, 3 and 5). */
export function AccessLevelDialog({ row, scope, slugs, onClose, onSaved }: AccessLevelDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const formId = useId();
  const matrixHint = useId();
  const schema = useMemo(() => accessLevelFormSchema(t), [t]);
  const form = useZodForm(schema, accessLevelFormValues(row, slugs));
  const name = form.field('name');
  const permissions = form.field('permissions');

  const save = form.submit(async (values) => {
    const body = { name: values.name, permissions: grantedEntries(values.permissions) };
    if (row) await host.request('PUT', accessLevelPaths.one(row.id), body);
    else await host.request('POST', accessLevelPaths.list, { ...body, scope });
    host.toast({ severity: 'success', summary: t(row ? 'accessPackages.accessLevels.updated' : 'accessPackages.accessLevels.created') });
    onSaved();
  });

  const footer = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
      <Button type="button" label={t('accessPackages.common.cancel')} outlined onClick={onClose} disabled={form.submitting} />
      <Button type="submit" form={formId} label={t('accessPackages.common.save')} icon="pi pi-check" loading={form.submitting} />
    </div>
  );

  return (
    <Dialog
      header={t(row ? 'accessPackages.accessLevels.editTitle' : 'accessPackages.accessLevels.createTitle')}
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(44rem, 95vw)' }}
      modal
      draggable={false}
    >
      <form id={formId} onSubmit={save} noValidate>
        {form.formError ? <Message severity="error" text={form.formError} style={{ width: '100%', marginBottom: '1rem' }} /> : null}
        <FormField label={t('accessPackages.accessLevels.fields.name')} field={name}>
          <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
        </FormField>
        <h3 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{t('accessPackages.accessLevels.fields.permissions')}</h3>
        {permissions.error ? (
          <small id={matrixHint} className="p-error" role="alert" style={{ display: 'block', marginBottom: '0.5rem' }}>
            {permissions.error}
          </small>
        ) : null}
        <PermissionMatrix slugs={slugs} value={permissions.value} onChange={permissions.setValue} describedBy={permissions.error ? matrixHint : undefined} />
      </form>
    </Dialog>
  );
}
