import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { IntegrationFieldView } from '@chatmill/sdk/contracts';
import { errorMessage, isHostApiError } from '../../../../sdk/src/web/apiErrors.ts';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import { useZodForm, type ZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { formFields, initialFormValues, integrationFormSchema, serverFieldNames, valuesToSend } from './integrationForm.ts';
import type { IntegrationsApi, IntegrationTestResponse, IntegrationView } from './integrationsApi.ts';
import { fieldKeyAsLabel } from './useIntegrationText.ts';

export interface IntegrationDialogProps {
  integration: IntegrationView;
  api: IntegrationsApi;
  /** The declaring plugin's text for a key, or `fallback`. */
  text(key: string | null, fallback: string): string;
  canEdit: boolean;
  canDelete: boolean;
  onClose(): void;
  /** The integration as saved, or null once removed. */
  onChanged(next: IntegrationView | null): void;
}

type TestState = { status: 'idle' } | { status: 'running' } | { status: 'done'; result: IntegrationTestResponse } | { status: 'refused'; message: string };

/**
 * An integration's credentials form, built from its fields: secrets shown empty ("set — leave
 * empty to keep") with a way to clear them, Save, Test connection with the result shown here,
 * and Remove after a confirmation. The server's messages come back at their fields.
 */
export function IntegrationDialog({ integration, api, text, canEdit, canDelete, onClose, onChanged }: IntegrationDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const formId = useId();
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [test, setTest] = useState<TestState>({ status: 'idle' });
  const schema = useMemo(() => integrationFormSchema(integration, cleared, t('integrations.form.required')), [integration, cleared, t]);
  const form = useZodForm(schema, initialFormValues(integration), { serverFields: serverFieldNames(integration) });
  const stored = integration.state.updatedAt !== null;
  const busy = form.submitting || test.status === 'running';

  const save = form.submit(async (values) => {
    const saved = await api.save(integration.id, valuesToSend(integration, values, cleared));
    host.toast({ severity: 'success', summary: t('integrations.saved', { name: integration.name }) });
    onChanged(saved);
  });

  const runTest = async () => {
    setTest({ status: 'running' });
    form.setErrors({});
    // Unchanged: test what is stored, and the server keeps the result; otherwise try the values as typed.
    const changed = form.dirty || cleared.size > 0;
    try {
      const result = await api.test(integration.id, changed ? valuesToSend(integration, form.values, cleared) : undefined);
      setTest({ status: 'done', result });
      if (result.stored) onChanged({ ...integration, state: { ...integration.state, lastTest: { at: result.at, ok: result.ok, message: result.message } } });
    } catch (error) {
      if (isHostApiError(error) && Object.keys(error.fields).length) {
        const names = serverFieldNames(integration);
        form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [names[name] ?? name, message])));
      }
      setTest({ status: 'refused', message: errorMessage(error, t('errors.httpFailure')) });
    }
  };

  const remove = async () => {
    const confirmed = await host.confirm({
      header: t('integrations.confirmRemoveHeader', { name: integration.name }),
      message: t('integrations.confirmRemove', { name: integration.name }),
      acceptLabel: t('integrations.yesRemove'),
      rejectLabel: t('integrations.form.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.remove(integration.id);
      host.toast({ severity: 'success', summary: t('integrations.removed', { name: integration.name }) });
      onChanged(null);
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')), life: 10_000 });
    }
  };

  const footer = (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <div>
        {stored && canDelete ? (
          <Button type="button" label={t('integrations.form.remove')} icon="pi pi-trash" severity="danger" text onClick={() => void remove()} disabled={busy} />
        ) : null}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button type="button" label={t('integrations.form.cancel')} outlined onClick={onClose} disabled={form.submitting} />
        {integration.testable && canEdit ? (
          <Button
            type="button"
            label={t('integrations.form.test')}
            icon="pi pi-bolt"
            outlined
            loading={test.status === 'running'}
            disabled={form.submitting}
            onClick={() => void runTest()}
          />
        ) : null}
        {canEdit ? (
          <Button
            type="submit"
            form={formId}
            label={t('integrations.form.save')}
            icon="pi pi-check"
            loading={form.submitting}
            disabled={test.status === 'running'}
          />
        ) : null}
      </div>
    </div>
  );

  return (
    <Dialog
      header={t('integrations.form.title', { name: integration.name })}
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(34rem, 95vw)' }}
      modal
      draggable={false}
    >
      {/* First in the dialog, so the result shows without scrolling past a long form. */}
      <TestResult state={test} />
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        {form.formError ? <Message severity="error" text={form.formError} style={{ width: '100%', marginBottom: '1rem' }} /> : null}
        {formFields(integration).map((field, index) => (
          <IntegrationFieldInput
            key={field.key}
            field={field}
            form={form}
            label={text(field.label, fieldKeyAsLabel(field.key))}
            optionLabel={(label, value) => text(label, value)}
            hint={field.help ? text(field.help, '') : ''}
            secretSet={integration.state.secrets[field.key]?.set === true}
            cleared={cleared.has(field.key)}
            onClear={(clear) => setCleared((previous) => toggled(previous, field.key, clear))}
            disabled={!canEdit}
            autoFocus={index === 0}
          />
        ))}
      </form>
    </Dialog>
  );
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

interface FieldInputProps {
  field: IntegrationFieldView;
  form: ZodForm<Record<string, string>, unknown>;
  label: string;
  optionLabel(label: string, value: string): string;
  hint: string;
  secretSet: boolean;
  cleared: boolean;
  onClear(clear: boolean): void;
  disabled: boolean;
  autoFocus: boolean;
}

const inputTypes: Partial<Record<IntegrationFieldView['type'], string>> = { email: 'email', url: 'url', secret: 'password' };

function IntegrationFieldInput({ field, form, label, optionLabel, hint, secretSet, cleared, onClear, disabled, autoFocus }: FieldInputProps) {
  const { t } = useTranslation();
  const binding = form.field(field.key);
  const shownLabel = field.required ? label : `${label} ${t('integrations.form.optional')}`;
  if (field.type === 'select') {
    return (
      <FormField label={shownLabel} field={binding} hint={hint}>
        <SelectField
          fill
          {...binding.input}
          disabled={disabled}
          emptyLabel={t('integrations.form.choose')}
          options={field.options.map((option) => ({ value: option.value, label: optionLabel(option.label, option.value) }))}
        />
      </FormField>
    );
  }
  const secretHint = field.type === 'secret' && cleared ? t('integrations.form.secretCleared') : hint;
  return (
    <FormField label={shownLabel} field={binding} hint={secretHint}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <InputText
          {...binding.input}
          type={inputTypes[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          maxLength={field.maxLength}
          invalid={binding.invalid}
          disabled={disabled}
          autoFocus={autoFocus}
          autoComplete={field.type === 'secret' ? 'new-password' : 'off'}
          placeholder={field.type === 'secret' && secretSet && !cleared ? t('integrations.form.secretSet') : undefined}
          style={{ flex: 1 }}
        />
        {field.type === 'secret' && secretSet && !disabled ? (
          <Button
            type="button"
            label={cleared ? t('integrations.form.keepSecret') : t('integrations.form.clearSecret')}
            aria-label={`${cleared ? t('integrations.form.keepSecret') : t('integrations.form.clearSecret')}: ${label}`}
            text
            onClick={() => {
              onClear(!cleared);
              binding.setValue('');
            }}
          />
        ) : null}
      </div>
    </FormField>
  );
}

function TestResult({ state }: { state: TestState }) {
  const { t } = useTranslation();
  if (state.status === 'idle' || state.status === 'running') return <div role="status" aria-live="polite" />;
  const [severity, message] =
    state.status === 'refused'
      ? (['error', state.message] as const)
      : state.result.ok
        ? (['success', state.result.message ? t('integrations.test.okDetail', { detail: state.result.message }) : t('integrations.test.ok')] as const)
        : (['error', t('integrations.test.failed', { message: state.result.message ?? t('integrations.test.noReason') })] as const);
  return (
    <div role="status" aria-live="polite" style={{ marginBottom: '1rem' }}>
      <Message severity={severity} text={message} style={{ width: '100%' }} />
    </div>
  );
}
