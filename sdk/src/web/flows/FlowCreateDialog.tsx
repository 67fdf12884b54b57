import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { z } from 'zod';
import type { FlowDetail } from '../../flows/flowApi.ts';
import type { FlowChannel } from '../../flows/flowChannel.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormField } from '../FormField.tsx';
import { useHost } from '../host.ts';
import { useZodForm } from '../useZodForm.ts';
import { ChannelAccountField } from './ChannelAccountField.tsx';
import { preselectedAccount, type FlowChannelAccounts } from './channelAccounts.ts';
import { flowPaths } from './flowPaths.ts';
import { useFlowText } from './flowText.ts';

interface FlowCreateDialogProps {
  channel: FlowChannel;
  /** The account the screen shows: the new flow's, or with `accounts` the one the select starts on. */
  channelAccountId?: string | null | undefined;
  /** The channel's accounts: the owner chooses the one the flow runs on (a flow on none runs nowhere). */
  accounts?: FlowChannelAccounts | undefined;
  onClose(): void;
  onCreated(flow: FlowDetail): void;
}

/**
 * A new flow: its name and, for a channel with accounts, the account it runs on; then the
 * editor opens on it. The server counts it against the channel's flow limit.
 */
export function FlowCreateDialog({ channel, channelAccountId, accounts, onClose, onCreated }: FlowCreateDialogProps) {
  const host = useHost();
  const text = useFlowText();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, text('list.nameRequired')).max(200, text('list.nameTooLong')),
        channelAccountId: accounts ? z.string().min(1, text('list.accountRequired')) : z.string(),
      }),
    [accounts, text],
  );
  const form = useZodForm(schema, {
    name: '',
    channelAccountId: accounts ? preselectedAccount(accounts.items ?? [], channelAccountId) : (channelAccountId ?? ''),
  });
  const name = form.field('name');
  const submit = form.submit(async (values) => {
    const flow = await host.request<FlowDetail>('POST', flowPaths.list, {
      name: values.name,
      channel,
      ...(values.channelAccountId ? { channelAccountId: values.channelAccountId } : {}),
    });
    onCreated(flow);
  });
  return (
    <FormDialog
      header={text('list.createTitle')}
      widthRem={28}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={text('cancel')}
      submitLabel={text('list.createSubmit')}
      submitIcon="pi pi-plus"
    >
      <FormField label={text('list.name')} field={name}>
        <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" maxLength={200} />
      </FormField>
      {accounts ? <ChannelAccountField accounts={accounts} field={form.field('channelAccountId')} /> : null}
    </FormDialog>
  );
}
