import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ScreenHeader } from '../../../../sdk/src/web/ScreenHeader.tsx';
import { ServerDataTable, type ServerDataTableHandle } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { useHostServices } from '../../plugins/hostServices';
import { HostContext } from '../../plugins/sdk';
import { CustomVariableDialog } from './CustomVariableDialog.tsx';
import { customVariableColumns } from './customVariableColumns.tsx';
import { customVariablePaths, customVariablesApi, customVariablesSlug, type CustomVariableView } from './customVariablesApi.ts';

/**
 * /utilities/custom-variables (spec 2, 3 and 5; menu Audience > Custom Variables): the account's
 * custom variables, user-specific or global, with their fallbacks. Flows set and read them.
 * The SDK's building blocks read the shell's services from `HostContext`, which this core
 * screen provides itself.
 */
export default function CustomVariablesScreen() {
  const host = useHostServices();
  if (!host) return null;
  return (
    <HostContext.Provider value={host}>
      <CustomVariables />
    </HostContext.Provider>
  );
}

type Editing = { variable: CustomVariableView | null } | null;

function CustomVariables() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const api = useMemo(() => customVariablesApi((method, path, body) => host.request(method, path, body)), [host]);
  const table = useRef<ServerDataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const canCreate = host.can(customVariablesSlug, 'create');
  const canEdit = host.can(customVariablesSlug, 'edit');
  const canDelete = host.can(customVariablesSlug, 'delete');

  const remove = useCallback(
    async (variable: CustomVariableView) => {
      const confirmed = await host.confirm({
        header: t('customVariables.confirmDeleteHeader'),
        message: t('customVariables.confirmDelete', { name: variable.name }),
        acceptLabel: t('customVariables.yesDelete'),
        rejectLabel: t('customVariables.form.cancel'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await api.remove(variable.id);
        host.toast({ severity: 'success', summary: t('customVariables.deleted', { name: variable.name }) });
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')), life: 10_000 });
      }
      table.current?.reload();
    },
    [api, host, t],
  );

  const columns = useMemo(
    () =>
      customVariableColumns(t, i18n.language, {
        ...(canEdit ? { edit: (variable: CustomVariableView) => setEditing({ variable }) } : {}),
        ...(canDelete ? { remove: (variable: CustomVariableView) => void remove(variable) } : {}),
      }),
    [canDelete, canEdit, i18n.language, remove, t],
  );

  const create = () => setEditing({ variable: null });
  const createButton = canCreate ? <Button type="button" label={t('customVariables.new')} icon="pi pi-plus" onClick={create} /> : null;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('layout.nav.customVariables')} subtitle={t('customVariables.subtitle')} actions={createButton} />
      <ServerDataTable<CustomVariableView>
        ref={table}
        path={customVariablePaths.list}
        label={t('customVariables.tableLabel')}
        columns={columns}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'name', order: 'asc' }}
        search={{ label: t('customVariables.searchLabel'), placeholder: t('customVariables.searchPlaceholder') }}
        empty={{
          message: t('customVariables.empty'),
          icon: 'pi pi-database',
          action: canCreate ? { label: t('customVariables.new'), onClick: create } : undefined,
        }}
        noResults={t('customVariables.noResults')}
      />
      {editing ? (
        <CustomVariableDialog
          variable={editing.variable}
          api={api}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            table.current?.reload();
          }}
        />
      ) : null}
    </section>
  );
}
