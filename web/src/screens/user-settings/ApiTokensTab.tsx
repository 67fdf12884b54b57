import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { EmptyState } from '../../../../sdk/src/web/EmptyState.tsx';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import { apiTokenScopes, type AccountApi, type ApiTokenView, type CreatedApiToken } from './accountApi.ts';
import { apiTokenFormSchema, emptyApiTokenForm } from './apiTokenForm.ts';
import { CreatedTokenDialog } from './CreatedTokenDialog.tsx';
import { formatMoment } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { useLoaded } from './useLoaded.ts';

/**
 * The API Access Token tab: create a token (its secret is shown once), see the live ones by
 * name, scope, prefix and use, and revoke one after a confirmation.
 */
export function ApiTokensTab({ api }: { api: AccountApi }) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const load = useCallback(() => api.tokens().then((list) => list.items), [api]);
  const { state, retry, set } = useLoaded(load, t('userSettings.api.loadFailed'));
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const schema = useMemo(() => apiTokenFormSchema(t), [t]);
  const form = useZodForm(schema, emptyApiTokenForm);
  const name = form.field('name');
  const scope = form.field('scope');
  const tokens = state.status === 'ready' ? state.value : [];

  const create = form.submit(async (values) => {
    const answer = await api.createToken(values);
    form.reset(emptyApiTokenForm);
    set([answer.token, ...tokens]);
    setCreated(answer);
  });

  const revoke = async (token: ApiTokenView) => {
    const sure = await host.confirm({
      header: t('userSettings.api.revokeHeader'),
      message: t('userSettings.api.revokeMessage', { name: token.name, prefix: token.prefix }),
      acceptLabel: t('userSettings.api.revokeAccept'),
      rejectLabel: t('userSettings.api.revokeReject'),
      danger: true,
    });
    if (!sure) return;
    try {
      await api.revokeToken(token.id);
      set(tokens.filter((item) => item.id !== token.id));
      host.toast({ severity: 'success', summary: t('userSettings.api.revoked', { name: token.name }) });
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')), life: 10_000 });
      retry();
    }
  };

  const scopeLabel = (value: ApiTokenView['scope']) => t(`userSettings.api.scopes.${value}`);
  const scopeOptions = apiTokenScopes.map((value) => ({ value, label: scopeLabel(value) }));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <p className="muted" style={{ margin: 0 }}>
        {t('userSettings.api.intro')}
      </p>
      <form
        onSubmit={create}
        noValidate
        aria-label={t('userSettings.api.createTitle')}
        style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <div style={{ flex: '1 1 16rem' }}>
          <FormField label={t('userSettings.api.name')} field={name} hint={t('userSettings.api.nameHint')}>
            <InputText {...name.input} invalid={name.invalid} autoComplete="off" maxLength={100} />
          </FormField>
        </div>
        <div style={{ flex: '0 1 14rem' }}>
          <FormField label={t('userSettings.api.scope')} field={scope} hint={t(`userSettings.api.scopeHints.${scope.value}`)}>
            <SelectField fill {...scope.input} options={scopeOptions} />
          </FormField>
        </div>
        <Button type="submit" icon="pi pi-key" label={t('userSettings.api.create')} loading={form.submitting} style={{ marginTop: '1.75rem' }} />
      </form>
      {form.formError ? <Message severity="error" text={form.formError} /> : null}
      {state.status !== 'ready' ? (
        <LoadState state={state} retry={retry} />
      ) : tokens.length === 0 ? (
        <EmptyState message={t('userSettings.api.empty')} icon="pi pi-key" />
      ) : (
        <DataTable value={tokens} dataKey="id" pt={{ table: { 'aria-label': t('userSettings.api.tableLabel') } }} size="small" stripedRows>
          <Column field="name" header={t('userSettings.api.name')} />
          <Column
            header={t('userSettings.api.scope')}
            body={(token: ApiTokenView) => <Tag severity={token.scope === 'read' ? 'info' : 'warning'} value={scopeLabel(token.scope)} />}
          />
          <Column header={t('userSettings.api.token')} body={(token: ApiTokenView) => <code>{token.prefix}…</code>} />
          <Column header={t('userSettings.api.created')} body={(token: ApiTokenView) => formatMoment(token.createdAt, i18n.language)} />
          <Column
            header={t('userSettings.api.lastUsed')}
            body={(token: ApiTokenView) => (token.lastUsedAt ? formatMoment(token.lastUsedAt, i18n.language) : t('userSettings.api.neverUsed'))}
          />
          <Column
            header={<span className="sr-only">{t('userSettings.api.actions')}</span>}
            body={(token: ApiTokenView) => (
              <Button
                type="button"
                size="small"
                severity="danger"
                text
                icon="pi pi-trash"
                label={t('userSettings.api.revoke')}
                aria-label={t('userSettings.api.revokeNamed', { name: token.name })}
                onClick={() => void revoke(token)}
              />
            )}
          />
        </DataTable>
      )}
      {created ? <CreatedTokenDialog created={created} onClose={() => setCreated(null)} /> : null}
    </div>
  );
}
