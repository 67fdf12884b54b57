import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ScreenHeader } from '../../../../sdk/src/web/ScreenHeader.tsx';
import { ServerDataTable, type ServerDataTableHandle } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { useUndoableDelete } from '../../../../sdk/src/web/useUndoableDelete.ts';
import { useHostServices } from '../../plugins/hostServices';
import { HostContext } from '../../plugins/sdk';
import { MemberDialog } from './MemberDialog.tsx';
import { memberColumns, type MemberActions } from './memberColumns.tsx';
import { teamApi, teamPaths, teamSlug, type MemberView } from './teamApi.ts';
import { useMemberOptions } from './useMemberOptions.ts';
import { usePendingRemovals } from './usePendingRemovals.ts';
import { invitationToast } from '../../components/invitationToast';

/**
 * /team-members (spec 3, 2 and 3): the account's owner, team members and client users. The
 * SDK's building blocks read the shell's services from `HostContext`, which the shell gives
 * plugin screens; this core screen provides it itself.
 */
export default function TeamMembersScreen() {
  const host = useHostServices();
  if (!host) return null;
  return (
    <HostContext.Provider value={host}>
      <TeamMembers />
    </HostContext.Provider>
  );
}

type Editing = { member: MemberView | null } | null;

function TeamMembers() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const api = useMemo(() => teamApi((method, path, body) => host.request(method, path, body)), [host]);
  const table = useRef<ServerDataTableHandle>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const options = useMemberOptions(api, t('teamMembers.optionsFailed'));
  const [editing, setEditing] = useState<Editing>(null);
  const canCreate = host.can(teamSlug, 'create');
  const canEdit = host.can(teamSlug, 'edit');
  const canDelete = host.can(teamSlug, 'delete');
  const failed = t('errors.httpFailure');

  const removals = usePendingRemovals(
    (id) => api.remove(id),
    teamPaths.member,
    (_id, error) => {
      if (error) host.toast({ severity: 'error', summary: errorMessage(error, failed) });
      reload();
    },
  );

  const deleteMember = useUndoableDelete<MemberView>({
    confirm: (member) => ({
      header: t('teamMembers.confirmDeleteHeader'),
      message: t('teamMembers.confirmDelete', { name: member.name, email: member.email }),
      acceptLabel: t('teamMembers.yesDelete'),
      rejectLabel: t('teamMembers.form.cancel'),
    }),
    remove: (member) => removals.schedule(member.id),
    restore: (member) => removals.cancel(member.id),
    deletedMessage: (member) => t('teamMembers.deleted', { name: member.name }),
    restoredMessage: (member) => t('teamMembers.restored', { name: member.name }),
    failedMessage: failed,
  });

  const resend = useCallback(
    async (member: MemberView) => {
      try {
        const invitation = await api.resend(member.id);
        host.toast(invitationToast(t, t('teamMembers.resent', { email: member.email }), invitation));
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, failed), life: 10_000 });
      }
    },
    [api, failed, host, t],
  );

  const ready = options.status === 'ready';
  const columns = useMemo(() => {
    const actions: MemberActions = {
      ...(canEdit && ready ? { edit: (member: MemberView) => setEditing({ member }) } : {}),
      ...(canDelete ? { remove: (member: MemberView) => void deleteMember(member) } : {}),
      ...(canCreate ? { resend: (member: MemberView) => void resend(member) } : {}),
    };
    return memberColumns({ t, language: i18n.language, selfId: host.user.id, removing: removals.pending, actions });
  }, [canCreate, canDelete, canEdit, deleteMember, host.user.id, i18n.language, ready, removals.pending, resend, t]);

  const invite = () => setEditing({ member: null });
  const inviteButton = canCreate ? <Button type="button" label={t('teamMembers.invite')} icon="pi pi-user-plus" onClick={invite} disabled={!ready} /> : null;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('layout.nav.teamMembers')} subtitle={t('teamMembers.subtitle')} actions={inviteButton} />
      {options.status === 'failed' ? <Message severity="error" text={options.message} /> : null}
      <ServerDataTable<MemberView>
        ref={table}
        path={teamPaths.list}
        label={t('teamMembers.tableLabel')}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'asc' }}
        search={{ label: t('teamMembers.searchLabel'), placeholder: t('teamMembers.searchPlaceholder') }}
        empty={{
          message: t('teamMembers.empty'),
          icon: 'pi pi-users',
          action: canCreate && ready ? { label: t('teamMembers.invite'), onClick: invite, icon: 'pi pi-user-plus' } : undefined,
        }}
        noResults={t('teamMembers.noResults')}
      />
      {editing && options.status === 'ready' ? (
        <MemberDialog
          member={editing.member}
          api={api}
          options={options.options}
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
