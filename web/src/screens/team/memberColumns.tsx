import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ServerColumn } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { formatDay, formatMoment } from './format.ts';
import { MemberAvatar } from './MemberAvatar.tsx';
import type { MemberView } from './teamApi.ts';

export interface MemberActions {
  /** Absent: the user may not do it (the server would refuse). */
  edit?: (member: MemberView) => void;
  remove?: (member: MemberView) => void;
  resend?: (member: MemberView) => void;
}

interface ColumnOptions {
  t: TFunction;
  language: string;
  /** The signed-in user: nobody edits or deletes their own row here. */
  selfId: number;
  /** Rows whose delete waits for the undo window. */
  removing: ReadonlySet<number>;
  actions: MemberActions;
}

/** The owner's and one's own rows are not edited or deleted here (the server refuses it too). */
function isLocked(member: MemberView, selfId: number): boolean {
  return member.isOwner || member.id === selfId;
}

/** Team Members columns (spec 3, 3): sortable ones send the field the server sorts by. */
export function memberColumns({ t, language, selfId, removing, actions }: ColumnOptions): ServerColumn<MemberView>[] {
  const dash = t('teamMembers.none');
  const columns: ServerColumn<MemberView>[] = [
    {
      field: 'pictureUrl',
      header: t('teamMembers.columns.picture'),
      style: { width: '4.5rem' },
      body: (m) => <MemberAvatar name={m.name} pictureUrl={m.pictureUrl} label={t('teamMembers.pictureOf', { name: m.name })} />,
    },
    {
      field: 'name',
      header: t('teamMembers.columns.name'),
      sortable: true,
      body: (m) => (
        <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{m.isOwner ? `${m.name} ${t('notices.owner')}` : m.name}</span>
          {removing.has(m.id) ? <Tag value={t('teamMembers.removing')} severity="danger" /> : null}
        </span>
      ),
    },
    { field: 'email', header: t('teamMembers.columns.email'), sortable: true },
    {
      field: 'verified',
      header: t('teamMembers.columns.verified'),
      sortable: true,
      body: (m) => (
        <Tag value={m.verified ? t('teamMembers.status.verified') : t('teamMembers.status.notVerified')} severity={m.verified ? 'success' : 'warning'} />
      ),
    },
    {
      field: 'lastLoginAt',
      header: t('teamMembers.columns.lastLogin'),
      sortable: true,
      body: (m) => (m.lastLoginAt ? formatMoment(m.lastLoginAt, language) : t('teamMembers.never')),
    },
    {
      field: 'accessType',
      header: t('teamMembers.columns.accessType'),
      sortable: true,
      body: (m) => t(`teamMembers.accessTypes.${m.accessType}`),
    },
    { field: 'accessLevel', header: t('teamMembers.columns.accessLevel'), body: (m) => m.accessLevel?.name ?? dash },
    { field: 'customPackage', header: t('teamMembers.columns.customPackage'), body: (m) => m.customPackage?.name ?? dash },
    {
      field: 'accessExpiresAt',
      header: t('teamMembers.columns.expiresAt'),
      sortable: true,
      body: (m) => (m.accessExpiresAt ? formatDay(m.accessExpiresAt, language) : dash),
    },
  ];
  const { edit, remove, resend } = actions;
  if (edit || remove || resend) {
    columns.push({
      field: 'actions',
      header: t('teamMembers.columns.actions'),
      style: { width: '9rem', whiteSpace: 'nowrap' },
      body: (m) => {
        if (removing.has(m.id)) return null;
        const locked = isLocked(m, selfId);
        return (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            {resend && m.invitationPending ? (
              <Button
                type="button"
                icon="pi pi-envelope"
                text
                rounded
                aria-label={t('teamMembers.actions.resend', { name: m.name })}
                tooltip={t('teamMembers.actions.resendShort')}
                onClick={() => resend(m)}
              />
            ) : null}
            {edit && !locked ? (
              <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('teamMembers.actions.edit', { name: m.name })} onClick={() => edit(m)} />
            ) : null}
            {remove && !locked ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('teamMembers.actions.delete', { name: m.name })}
                onClick={() => remove(m)}
              />
            ) : null}
          </span>
        );
      },
    });
  }
  return columns;
}
