import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { errorMessage, isHostApiError } from '../../../../sdk/src/web/apiErrors.ts';
import { FormDialog } from '../../../../sdk/src/web/FormDialog.tsx';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import type { BrandPlugin, BrandSettingField, SettingValue, WhitelabelApi } from './whitelabelApi';

interface BrandPluginSettingsDialogProps {
  plugin: BrandPlugin;
  api: WhitelabelApi;
  onClose(): void;
}

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; fields: BrandSettingField[] };
/** What the form holds per setting: the server's value, the stored secret kept, or the brand's own (numbers as typed). */
type DraftValue = { use: 'server' } | { use: 'kept' } | { use: 'own'; value: string | boolean };
type Draft = Record<string, DraftValue>;
const serverValue: DraftValue = { use: 'server' };

/**
 * A plugin's settings that the brand may set for itself (sdk/README.md 6.5: a reseller's own
 * platform app), over the server's values. A field left at the server's value sends nothing; a
 * secret is never shown: empty keeps the stored one.
 */
export function BrandPluginSettingsDialog({ plugin, api, onClose }: BrandPluginSettingsDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api.pluginSettings(plugin.id).then(
      ({ fields }) => {
        if (!live) return;
        setLoaded({ status: 'ready', fields });
        setDraft(draftOf(fields));
      },
      (error: unknown) => live && setLoaded({ status: 'error', message: errorMessage(error, t('whitelabel.pluginSettings.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, plugin.id, t]);

  const save = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (loaded.status !== 'ready') return;
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      await api.savePluginSettings(plugin.id, { values: changesOf(loaded.fields, draft) });
      host.toast({ severity: 'success', summary: t('whitelabel.pluginSettings.saved', { name: plugin.name }) });
      onClose();
    } catch (error) {
      if (isHostApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setFormError(errorMessage(error, t('errors.httpFailure')));
    } finally {
      setSaving(false);
    }
  };

  const set = (name: string, value: DraftValue) => setDraft((current) => ({ ...current, [name]: value }));
  let body: ReactNode;
  if (loaded.status === 'loading') body = <p role="status">{t('whitelabel.loading')}</p>;
  else if (loaded.status === 'error') body = <Message severity="error" text={loaded.message} />;
  else
    body = (
      <>
        <p style={{ marginTop: 0, marginBottom: '1rem' }}>{t('whitelabel.pluginSettings.intro')}</p>
        {loaded.fields.map((field) => (
          <SettingInput
            key={field.name}
            field={field}
            value={draft[field.name] ?? serverValue}
            error={errors[field.name]}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      </>
    );

  return (
    <FormDialog
      header={t('whitelabel.pluginSettings.title', { name: plugin.name })}
      widthRem={34}
      onClose={onClose}
      onSubmit={save}
      submitting={saving}
      formError={formError}
      cancelLabel={t('whitelabel.pluginSettings.cancel')}
      submitLabel={t('whitelabel.pluginSettings.save')}
    >
      {body}
    </FormDialog>
  );
}

interface SettingInputProps {
  field: BrandSettingField;
  value: DraftValue;
  error: string | undefined;
  onChange(value: DraftValue): void;
}

function SettingInput({ field, value, error, onChange }: SettingInputProps) {
  const { t } = useTranslation();
  const id = `brand-setting-${field.name}`;
  const secret = field.kind === 'secret';
  const server =
    field.serverValue === null
      ? t('whitelabel.pluginSettings.noServerValue')
      : t('whitelabel.pluginSettings.serverValue', { value: String(field.serverValue) });
  const hint = secret ? t(value.use === 'kept' ? 'whitelabel.pluginSettings.secretSet' : 'whitelabel.pluginSettings.secretUnset') : server;
  const label = field.description ? `${field.name}: ${field.description}` : field.name;
  const describedBy = `${id}-${error ? 'error' : 'hint'}`;
  const own = value.use === 'own' ? value.value : null;
  const backToServer = value.use !== 'server' ? <ServerValueButton onClick={() => onChange(serverValue)} /> : null;
  if (field.kind === 'boolean') {
    return (
      <FormField label={label} id={id} error={error} hint={hint}>
        <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Checkbox
            inputId={id}
            checked={own === true || (own === null && field.serverValue === true)}
            onChange={(event) => onChange({ use: 'own', value: Boolean(event.checked) })}
            aria-describedby={describedBy}
          />
          {backToServer}
        </span>
      </FormField>
    );
  }
  // Emptied, a field goes back to where it started: the server's value, or the stored secret.
  const emptied: DraftValue = secret && field.isSet ? { use: 'kept' } : serverValue;
  return (
    <FormField label={label} id={id} error={error} hint={hint}>
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <InputText
          id={id}
          value={typeof own === 'string' ? own : ''}
          onChange={(event) => onChange(event.target.value === '' ? emptied : { use: 'own', value: event.target.value })}
          type={secret ? 'password' : field.kind === 'number' ? 'number' : 'text'}
          placeholder={secret || field.serverValue === null ? '' : String(field.serverValue)}
          autoComplete={secret ? 'new-password' : 'off'}
          invalid={error !== undefined}
          aria-describedby={describedBy}
          style={{ flex: 1 }}
        />
        {backToServer}
      </span>
    </FormField>
  );
}

function ServerValueButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return <Button type="button" label={t('whitelabel.pluginSettings.useServer')} text size="small" onClick={onClick} />;
}

/** The form's start: the brand's own values (a stored secret kept); the server's where it sets none. */
function draftOf(fields: readonly BrandSettingField[]): Draft {
  return Object.fromEntries(
    fields.map((field): [string, DraftValue] => {
      if (!field.isSet) return [field.name, serverValue];
      if (field.kind === 'secret' || field.value === null) return [field.name, { use: 'kept' }];
      return [field.name, { use: 'own', value: typeof field.value === 'boolean' ? field.value : String(field.value) }];
    }),
  );
}

/** What to send: each changed value; null where the brand goes back to the server's; nothing for a secret kept. */
function changesOf(fields: readonly BrandSettingField[], draft: Draft): Record<string, SettingValue | null> {
  const changes: Record<string, SettingValue | null> = {};
  for (const field of fields) {
    const value = draft[field.name] ?? serverValue;
    if (value.use === 'server') {
      if (field.isSet) changes[field.name] = null;
    } else if (value.use === 'own') {
      const next = field.kind === 'number' && typeof value.value === 'string' ? Number(value.value) : value.value;
      if (next !== field.value) changes[field.name] = next;
    }
  }
  return changes;
}
