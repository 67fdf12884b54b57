import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import {
  customVariableFormSchema,
  customVariableScopes,
  type CustomVariableFormValues,
  type CustomVariableScope,
} from '../../../../sdk/src/audience/customVariableSchemas.ts';
import { FormDialog } from '../../../../sdk/src/web/FormDialog.tsx';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import type { CustomVariablesApi, CustomVariableView } from './customVariablesApi.ts';

export interface CustomVariableDialogProps {
  /** The variable to edit; null to create one. */
  variable: CustomVariableView | null;
  api: CustomVariablesApi;
  onClose(): void;
  onSaved(): void;
}

function initialValues(variable: CustomVariableView | null): CustomVariableFormValues {
  if (!variable) return { name: '', scope: 'user', value: '', fallback: '' };
  return { name: variable.name, scope: variable.scope, value: variable.value ?? '', fallback: variable.fallback ?? '' };
}

/**
 * Create a custom variable, or change an existing one's scope, global value and fallback. The
 * form checks with the server's own rules (the SDK's customVariableSchemas.ts) in the user's
 * language; what only the server knows (a name already taken) comes back at its field.
 */
export function CustomVariableDialog({ variable, api, onClose, onSaved }: CustomVariableDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const schema = useMemo(
    () =>
      customVariableFormSchema(variable ? 'edit' : 'create', {
        name: t('customVariables.validation.name'),
        value: t('customVariables.validation.value'),
        fallback: t('customVariables.validation.value'),
        scope: t('customVariables.validation.scope'),
        valueForUserScope: t('customVariables.validation.valueForUserScope'),
      }),
    [t, variable],
  );
  const form = useZodForm(schema, initialValues(variable));
  const name = form.field('name');
  const scope = form.field('scope');
  const value = form.field('value');
  const fallback = form.field('fallback');

  const save = form.submit(async (values) => {
    // A user variable's values are each subscriber's: only a global one sends a value.
    const globalValue = values.scope === 'global' ? { value: values.value } : {};
    if (variable) {
      const saved = await api.update(variable.id, { scope: values.scope, fallback: values.fallback, ...globalValue });
      host.toast({ severity: 'success', summary: t('customVariables.updated', { name: saved.name }) });
    } else {
      const saved = await api.create({ name: values.name, scope: values.scope, fallback: values.fallback, ...globalValue });
      host.toast({ severity: 'success', summary: t('customVariables.created', { name: saved.name }) });
    }
    onSaved();
  });

  const changeScope = (next: CustomVariableScope) => {
    form.setValue('scope', next);
    // The value field goes away for a user variable; what was typed there must not block saving.
    if (next === 'user') form.setValue('value', '');
  };
  const scopeOptions = customVariableScopes.map((option) => ({ value: option, label: t(`customVariables.scopes.${option}`) }));

  return (
    <FormDialog
      header={t(variable ? 'customVariables.form.editTitle' : 'customVariables.form.createTitle')}
      widthRem={32}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('customVariables.form.cancel')}
      submitLabel={t(variable ? 'customVariables.form.save' : 'customVariables.form.create')}
    >
      <FormField label={t('customVariables.form.name')} field={name} hint={t(variable ? 'customVariables.form.nameFixed' : 'customVariables.form.nameHint')}>
        <InputText {...name.input} invalid={name.invalid} disabled={variable !== null} autoFocus={variable === null} autoComplete="off" />
      </FormField>
      <FormField label={t('customVariables.form.scope')} field={scope} hint={t('customVariables.form.scopeHint')}>
        <SelectField fill {...scope.input} onChange={(event) => changeScope(event.target.value as CustomVariableScope)} options={scopeOptions} />
      </FormField>
      {scope.value === 'global' ? (
        <FormField label={t('customVariables.form.value')} field={value} hint={t('customVariables.form.valueHint')}>
          <InputText {...value.input} invalid={value.invalid} autoComplete="off" />
        </FormField>
      ) : null}
      <FormField label={t('customVariables.form.fallback')} field={fallback} hint={t('customVariables.form.fallbackHint')}>
        <InputText {...fallback.input} invalid={fallback.invalid} autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
