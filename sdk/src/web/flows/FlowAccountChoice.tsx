import type { FlowSummary } from '../../flows/flowApi.ts';
import { useHost } from '../host.ts';
import { accountName, type FlowChannelAccounts } from './channelAccounts.ts';
import { FlowAccountDialog } from './FlowAccountDialog.tsx';
import { flowPaths } from './flowPaths.ts';
import { useFlowText } from './flowText.ts';

interface FlowAccountChoiceProps {
  dialog: { kind: 'move' | 'clone'; flow: FlowSummary };
  accounts: FlowChannelAccounts;
  onClose(): void;
  /** After the server took it: the list reloads. */
  onDone(): void;
}

/**
 * "Move to…" and "Clone to…" of the flow list: a flow goes to, or its copy is made on, the
 * account chosen. A flow on no account yet (made before its account) gets one by a move.
 */
export function FlowAccountChoice({ dialog, accounts, onClose, onDone }: FlowAccountChoiceProps) {
  const host = useHost();
  const text = useFlowText();
  const { flow } = dialog;
  const moving = dialog.kind === 'move';
  const submit = async (channelAccountId: string) => {
    const target = accountName(accounts.items ?? [], channelAccountId) ?? channelAccountId;
    if (moving) {
      await host.request<FlowSummary>('POST', flowPaths.move(flow.id), { channelAccountId });
      host.toast({ severity: 'success', summary: text('list.moved', { name: flow.name, account: target }) });
    } else {
      const copy = await host.request<FlowSummary>('POST', flowPaths.clone(flow.id), { channelAccountId });
      host.toast({ severity: 'success', summary: text('list.clonedTo', { name: copy.name, account: target }) });
      void host.features.refresh();
    }
    onClose();
    onDone();
  };
  // A move offers the other accounts (the only other one chosen already); a clone starts on the flow's own.
  const choices = moving ? { ...accounts, items: (accounts.items ?? []).filter((account) => account.id !== flow.channelAccountId) } : accounts;
  return (
    <FlowAccountDialog
      accounts={choices}
      current={moving ? null : flow.channelAccountId}
      header={text(moving ? 'list.moveTitle' : 'list.cloneTitle', { name: flow.name })}
      intro={text(moving ? 'list.moveIntro' : 'list.cloneIntro')}
      submitLabel={text(moving ? 'list.moveSubmit' : 'list.cloneSubmit')}
      submitIcon={moving ? 'pi pi-arrow-right-arrow-left' : 'pi pi-clone'}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
