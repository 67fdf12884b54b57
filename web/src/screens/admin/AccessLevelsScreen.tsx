import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { ScreenHeader, ServerDataTable, useHost, useUndoableDelete, type ServerColumn, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AccessLevelDialog } from './access-levels/AccessLevelDialog';
import { accessLevelPaths, type AccessLevelRow, type LevelScope } from './access-levels/accessLevelTypes';
import { usePermissionSlugs } from './access-levels/usePermissionSlugs';
import { isAdmin } from './shared/isAdmin';
import { WithHost } from './shared/WithHost';

/** "/access-levels" — the account's access levels and the read-only defaults; admins also the brand's. */
export default function AccessLevelsScreen() {
  return (
    <WithHost>
      <AccessLevels />
    </WithHost>
  );
}

const slug = 'access-levels';
type Editing = { row: AccessLevelRow | null } | null;

function AccessLevels() {
  const { t } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  const switchId = useId();
  const table = useRef<ServerDataTableHandle>(null);
  const [scope, setScope] = useState<LevelScope>('account');
  const [editing, setEditing] = useState<Editing>(null);
  const { slugs, error: slugsError } = usePermissionSlugs(t('accessPackages.accessLevels.loadFailed'));
  useDocumentTitle(t('accessPackages.accessLevels.title'));
  const can = { create: host.can(slug, 'create'), edit: host.can(slug, 'edit'), delete: host.can(slug, 'delete') };

  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useUndoableDelete<AccessLevelRow>({
    confirm: (row) => ({
      header: t('accessPackages.accessLevels.confirmDeleteHeader'),
      message: t('accessPackages.accessLevels.confirmDelete', { name: row.name }),
      acceptLabel: t('accessPackages.common.yesDelete'),
      rejectLabel: t('accessPackages.common.cancel'),
    }),
    remove: (row) => host.request('DELETE', accessLevelPaths.one(row.id)),
    // Nobody had the level (the server refuses otherwise), so making it again restores it.
    restore: (row) =>
      host.request('POST', accessLevelPaths.list, { name: row.name, permissions: row.permissions, scope: row.scope === 'brand' ? 'brand' : 'account' }),
    deletedMessage: () => t('accessPackages.accessLevels.deleted'),
    restoredMessage: () => t('accessPackages.accessLevels.restored'),
    failedMessage: t('accessPackages.common.failed'),
    onChange: reload,
  });

  // Default levels keep their buttons, so the reason they cannot change is said, not guessed.
  const edit = useCallback(
    (row: AccessLevelRow) => {
      if (row.scope === 'default') host.toast({ severity: 'error', summary: t('accessPackages.accessLevels.cannotEdit') });
      else setEditing({ row });
    },
    [host, t],
  );
  const del = useCallback(
    (row: AccessLevelRow) => {
      if (row.scope === 'default') host.toast({ severity: 'error', summary: t('accessPackages.accessLevels.cannotDelete') });
      else void remove(row);
    },
    [host, remove, t],
  );

  const columns = useMemo<ServerColumn<AccessLevelRow>[]>(() => {
    const list: ServerColumn<AccessLevelRow>[] = [
      {
        field: 'name',
        header: t('accessPackages.accessLevels.columns.name'),
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
            {row.name}
            {row.scope === 'default' ? (
              <Tag severity="secondary" title={t('accessPackages.accessLevels.locked')}>
                {/* The icon font's glyph would otherwise end up in the cell's accessible name. */}
                <i className="pi pi-lock" aria-hidden="true" style={{ fontSize: '0.75rem', marginInlineEnd: '0.25rem' }} />
                {t('accessPackages.common.default')}
              </Tag>
            ) : null}
          </span>
        ),
      },
      { field: 'scope', header: t('accessPackages.accessLevels.columns.scope'), body: (row) => t(`accessPackages.accessLevels.scopes.${row.scope}`) },
      {
        field: 'permissions',
        header: t('accessPackages.accessLevels.columns.permissions'),
        body: (row) =>
          row.grantsAll ? t('accessPackages.accessLevels.allPermissions') : t('accessPackages.accessLevels.permissionCount', { count: row.permissions.length }),
      },
    ];
    if (can.edit || can.delete) {
      list.push({
        field: 'actions',
        header: t('accessPackages.common.actions'),
        style: { width: '7rem', whiteSpace: 'nowrap' },
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            {can.edit ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('accessPackages.common.edit', { name: row.name })}
                disabled={!slugs}
                onClick={() => edit(row)}
              />
            ) : null}
            {can.delete ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('accessPackages.common.delete', { name: row.name })}
                onClick={() => del(row)}
              />
            ) : null}
          </span>
        ),
      });
    }
    return list;
  }, [can.delete, can.edit, del, edit, slugs, t]);

  const create = () => setEditing({ row: null });
  const newButton = can.create ? (
    <Button type="button" label={t('accessPackages.accessLevels.new')} icon="pi pi-plus" onClick={create} disabled={!slugs} loading={!slugs && !slugsError} />
  ) : null;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader
        title={t('accessPackages.accessLevels.title')}
        subtitle={t(scope === 'brand' ? 'accessPackages.accessLevels.brandSubtitle' : 'accessPackages.accessLevels.subtitle')}
        actions={newButton}
      />
      {slugsError ? <Message severity="error" text={slugsError} /> : null}
      <ServerDataTable<AccessLevelRow>
        ref={table}
        path={accessLevelPaths.list}
        params={{ scope }}
        label={t('accessPackages.accessLevels.tableLabel')}
        columns={columns}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        search={{ label: t('accessPackages.accessLevels.searchLabel') }}
        toolbar={
          admin ? (
            <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
              <InputSwitch inputId={switchId} checked={scope === 'brand'} onChange={(event) => setScope(event.value ? 'brand' : 'account')} />
              <label htmlFor={switchId}>{t('accessPackages.accessLevels.brandSwitch')}</label>
            </span>
          ) : null
        }
        empty={{
          message: t('accessPackages.accessLevels.empty'),
          action: can.create && slugs ? { label: t('accessPackages.accessLevels.new'), onClick: create } : undefined,
        }}
      />
      {editing && slugs ? (
        <AccessLevelDialog
          row={editing.row}
          scope={scope}
          slugs={slugs}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
