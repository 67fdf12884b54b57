import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { FlowStatus, FlowSummary } from '../../flows/flowApi.ts';
import type { FlowChannel } from '../../flows/flowChannel.ts';
import { errorMessage } from '../apiErrors.ts';
import { EmptyState } from '../EmptyState.tsx';
import { useHost } from '../host.ts';
import { SelectField } from '../SelectField.tsx';
import { ServerDataTable, type ServerColumn, type ServerDataTableHandle } from '../ServerDataTable.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { useUndoableDelete } from '../useUndoableDelete.ts';
import { accountName, type FlowChannelAccounts } from './channelAccounts.ts';
import { FlowAccountChoice } from './FlowAccountChoice.tsx';
import { FlowCreateDialog } from './FlowCreateDialog.tsx';
import { flowPaths } from './flowPaths.ts';
import { FlowShareDialog } from './FlowShareDialog.tsx';
import { FlowStatsDialog } from './FlowStatsDialog.tsx';
import { FlowStatusTag } from './FlowStatusTag.tsx';
import { useFlowText } from './flowText.ts';
import { openFlowEditor } from './openFlowEditor.ts';

export interface FlowListProps {
  channel: FlowChannel;
  /** Only this page's, number's, bot's or widget's flows; new flows are made for it. */
  channelAccountId?: string | null | undefined;
  /**
   * The channel's flow-builder permission slug (the plugin's `flowSlug`, e.g.
   * 'web-chat-widget/flow-builder'): create, edit and delete are offered by it. The server
   * checks the same slug on every call.
   */
  slug: string;
  /** The table's accessible name; "<channel> flows" unless given. */
  label?: string;
  /**
   * The channel's accounts. With them, a new flow is made on the account chosen, the list shows
   * each flow's account, offers "Move to…" and asks where a clone goes; with none yet, it leads
   * to adding one instead of making flows that run nowhere.
   */
  accounts?: FlowChannelAccounts | undefined;
}

const statuses: readonly FlowStatus[] = ['draft', 'published', 'shared'];
/** Spec 9: list loads are debounced. */
const SEARCH_DELAY_MS = 1000;

type FlowDialog =
  { kind: 'share'; flow: FlowSummary } | { kind: 'stats'; flow: FlowSummary } | { kind: 'move'; flow: FlowSummary } | { kind: 'clone'; flow: FlowSummary };
type Dialog = { kind: 'create' } | FlowDialog | null;

/**
 * A channel's flows, for the channel plugins' flow-builder screens: status (draft, published,
 * shared), the enable switch, create (then the editor opens in its popup), open, clone, share
 * by email, stats, delete with Undo, and with `accounts` each flow's account and "Move to…".
 */
export function FlowList({ channel, channelAccountId, slug, label, accounts }: FlowListProps) {
  const host = useHost();
  const text = useFlowText();
  const table = useRef<ServerDataTableHandle>(null);
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set());
  const canCreate = host.can(slug, 'create');
  const canEdit = host.can(slug, 'edit');
  const canDelete = host.can(slug, 'delete');
  // Spec 2, 5: opening the editor needs create and edit.
  const canOpen = canCreate && canEdit;
  const channelName = text(`channels.${channel}`);
  const reload = useCallback(() => table.current?.reload(), []);
  const accountItems = accounts?.items;
  // No account yet: new flows would run nowhere, so the list leads to adding one first.
  const noAccount = accountItems?.length === 0;
  // While the accounts load, nothing is said about where a flow runs and nothing is offered that depends on it.
  const accountsLoading = accounts !== undefined && accountItems === null;
  const missing = noAccount ? accounts?.missing : undefined;

  const fail = useCallback((error: unknown) => host.toast({ severity: 'error', summary: errorMessage(error, text('list.failed')) }), [host, text]);

  const toggle = useCallback(
    async (flow: FlowSummary, enabled: boolean) => {
      setSwitching((ids) => new Set(ids).add(flow.id));
      try {
        await host.request('PATCH', flowPaths.one(flow.id), { enabled });
        host.toast({ severity: 'success', summary: text(enabled ? 'list.enabled' : 'list.disabled', { name: flow.name }) });
      } catch (error) {
        fail(error);
      } finally {
        setSwitching((ids) => {
          const next = new Set(ids);
          next.delete(flow.id);
          return next;
        });
        reload();
      }
    },
    [fail, host, reload, text],
  );

  const clone = useCallback(
    async (flow: FlowSummary) => {
      // With accounts, the owner says where the copy goes.
      if (accounts) {
        setDialog({ kind: 'clone', flow });
        return;
      }
      try {
        const copy = await host.request<FlowSummary>('POST', flowPaths.clone(flow.id));
        host.toast({ severity: 'success', summary: text('list.cloned', { name: copy.name }) });
        reload();
      } catch (error) {
        fail(error);
      }
    },
    [accounts, fail, host, reload, text],
  );

  const remove = useUndoableDelete<FlowSummary>({
    confirm: (flow) => ({
      header: text('list.deleteHeader'),
      message: text('list.deleteConfirm', { name: flow.name }),
      acceptLabel: text('list.delete'),
      rejectLabel: text('cancel'),
    }),
    remove: (flow) => host.request('DELETE', flowPaths.one(flow.id)),
    restore: (flow) => host.request('POST', flowPaths.restore(flow.id)),
    deletedMessage: (flow) => text('list.deleted', { name: flow.name }),
    restoredMessage: (flow) => text('list.restored', { name: flow.name }),
    failedMessage: text('list.failed'),
    onChange: reload,
  });

  const columns = useMemo<ServerColumn<FlowSummary>[]>(
    () => [
      {
        field: 'name',
        header: text('list.name'),
        body: (flow) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
            {canOpen ? (
              <Button
                type="button"
                link
                label={flow.name}
                style={{ padding: 0 }}
                onClick={() => openFlowEditor(flow)}
                aria-label={text('list.openNamed', { name: flow.name })}
              />
            ) : (
              <span>{flow.name}</span>
            )}
            {flow.isClone ? <small style={{ color: 'var(--text-color-secondary)' }}>{text('list.clone')}</small> : null}
          </span>
        ),
      },
      ...(accounts
        ? [
            {
              field: 'channelAccountId',
              header: accounts.label,
              body: (flow: FlowSummary) => {
                if (accountItems === null || accountItems === undefined) return null;
                const name = accountName(accountItems, flow.channelAccountId);
                return name ?? <Tag severity="warning" value={text('list.noAccount')} title={text('list.noAccountHint')} />;
              },
            },
          ]
        : []),
      { field: 'status', header: text('list.status'), body: (flow) => <FlowStatusTag status={flow.status} /> },
      {
        field: 'enabled',
        header: text('list.enabledColumn'),
        body: (flow) => (
          <InputSwitch
            checked={flow.enabled}
            disabled={!canEdit || switching.has(flow.id)}
            onChange={(event) => void toggle(flow, Boolean(event.value))}
            aria-label={text('list.enableNamed', { name: flow.name })}
          />
        ),
      },
      { field: 'updatedAt', header: text('list.updated'), body: (flow) => new Date(flow.updatedAt).toLocaleString() },
      {
        field: 'actions',
        header: text('list.actions'),
        style: { whiteSpace: 'nowrap', width: accounts ? '15.5rem' : '13rem' },
        body: (flow) => (
          <span style={{ display: 'inline-flex', gap: '0.1rem' }}>
            {canOpen ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={text('list.openNamed', { name: flow.name })}
                onClick={() => openFlowEditor(flow)}
              />
            ) : null}
            {canEdit && accountItems?.some((account) => account.id !== flow.channelAccountId) ? (
              <Button
                type="button"
                icon="pi pi-arrow-right-arrow-left"
                text
                rounded
                aria-label={text('list.moveNamed', { name: flow.name })}
                tooltip={text('list.move')}
                onClick={() => setDialog({ kind: 'move', flow })}
              />
            ) : null}
            {canCreate && !noAccount && !accountsLoading ? (
              <Button
                type="button"
                icon="pi pi-clone"
                text
                rounded
                aria-label={text('list.cloneNamed', { name: flow.name })}
                onClick={() => void clone(flow)}
              />
            ) : null}
            {canEdit ? (
              <Button
                type="button"
                icon="pi pi-share-alt"
                text
                rounded
                aria-label={text('list.shareNamed', { name: flow.name })}
                onClick={() => setDialog({ kind: 'share', flow })}
              />
            ) : null}
            <Button
              type="button"
              icon="pi pi-chart-bar"
              text
              rounded
              aria-label={text('list.statsNamed', { name: flow.name })}
              onClick={() => setDialog({ kind: 'stats', flow })}
            />
            {canDelete ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={text('list.deleteNamed', { name: flow.name })}
                onClick={() => void remove(flow)}
              />
            ) : null}
          </span>
        ),
      },
    ],
    [accountItems, accounts, accountsLoading, canCreate, canDelete, canEdit, canOpen, clone, noAccount, remove, switching, text, toggle],
  );

  const create = () => setDialog({ kind: 'create' });
  const toolbar = (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', flex: '1 1 auto' }}>
      <label htmlFor={searchId} className="sr-only">
        {text('list.search')}
      </label>
      <InputText
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={text('list.search')}
        style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
      />
      <label htmlFor={statusId}>{text('list.status')}</label>
      <SelectField
        id={statusId}
        value={status}
        emptyLabel={text('list.anyStatus')}
        options={statuses.map((value) => ({ value, label: text(`status.${value}`) }))}
        onChange={(event) => setStatus(event.target.value)}
      />
      {canCreate && !noAccount ? (
        <Button type="button" icon="pi pi-plus" label={text('list.create')} onClick={create} disabled={accountsLoading} style={{ marginInlineStart: 'auto' }} />
      ) : null}
    </span>
  );

  return (
    <>
      {missing ? (
        // Above the list, not in its empty state: flows made before the first account are listed, and this says why they run nowhere.
        <div role="note" style={{ border: '1px dashed var(--surface-border)', borderRadius: 'var(--border-radius)' }}>
          <EmptyState message={missing.message} icon="pi pi-sitemap" action={missing.action} />
        </div>
      ) : null}
      <ServerDataTable<FlowSummary>
        ref={table}
        path={flowPaths.list}
        label={label ?? text('list.label', { channel: channelName })}
        columns={columns}
        params={{ channel, channelAccountId: channelAccountId ?? undefined, q, status }}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        toolbar={toolbar}
        empty={{
          message: text('list.empty', { channel: channelName }),
          icon: 'pi pi-sitemap',
          ...(canCreate && !noAccount && !accountsLoading ? { action: { label: text('list.create'), onClick: create } } : {}),
        }}
        // The channel is a scope, not a filter: only a search or a status makes an empty list "no results".
        noResults={q || status ? text('list.noResults') : text('list.empty', { channel: channelName })}
      />
      {dialog?.kind === 'create' ? (
        <FlowCreateDialog
          channel={channel}
          channelAccountId={channelAccountId}
          accounts={accounts}
          onClose={() => setDialog(null)}
          onCreated={(flow) => {
            setDialog(null);
            host.toast({ severity: 'success', summary: text('list.created', { name: flow.name }) });
            void host.features.refresh();
            reload();
            openFlowEditor(flow);
          }}
        />
      ) : null}
      {dialog?.kind === 'share' ? <FlowShareDialog flow={dialog.flow} onClose={() => setDialog(null)} /> : null}
      {accounts && (dialog?.kind === 'move' || dialog?.kind === 'clone') ? (
        <FlowAccountChoice dialog={dialog} accounts={accounts} onClose={() => setDialog(null)} onDone={reload} />
      ) : null}
      {dialog?.kind === 'stats' ? <FlowStatsDialog flow={dialog.flow} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
