import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FormField, useHost, useZodForm } from '@chatmill/sdk/web';
import { accessLevelFormSchema, accessLevelFormValues, grantedEntries } from './accessLevelForm';
import { accessLevelPaths, type AccessLevelRow, type LevelScope, type PermissionSlug } from './accessLevelTypes';
import { PermissionMatrix } from './PermissionMatrix';
import { FormDialog } from '../../../../../sdk/src/web/FormDialog.tsx';

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

  return (
    <FormDialog
      header={t(row ? 'accessPackages.accessLevels.editTitle' : 'accessPackages.accessLevels.createTitle')}
      widthRem={44}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('accessPackages.common.cancel')}
      submitLabel={t('accessPackages.common.save')}
    >
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
    </FormDialog>
  );
}
