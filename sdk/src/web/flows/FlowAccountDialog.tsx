import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../FormDialog.tsx';
import { useZodForm } from '../useZodForm.ts';
import { ChannelAccountField } from './ChannelAccountField.tsx';
import { preselectedAccount, type FlowChannelAccounts } from './channelAccounts.ts';
import { useFlowText } from './flowText.ts';

interface FlowAccountDialogProps {
  accounts: FlowChannelAccounts;
  /** The account the select starts on (the flow's), if it is still there. */
  current: string | null;
  header: string;
  intro: string;
  submitLabel: string;
  submitIcon: string;
  onClose(): void;
  /** Sends the choice; a server refusal naming `channelAccountId` shows under the select. */
  onSubmit(channelAccountId: string): Promise<void>;
}

/** Chooses the account a flow goes to: "Move to…" and "Clone to…" of the flow list. */
export function FlowAccountDialog({ accounts, current, header, intro, submitLabel, submitIcon, onClose, onSubmit }: FlowAccountDialogProps) {
  const text = useFlowText();
  const schema = useMemo(() => z.object({ channelAccountId: z.string().min(1, text('list.accountRequired')) }), [text]);
  const form = useZodForm(schema, { channelAccountId: preselectedAccount(accounts.items ?? [], current) });
  const submit = form.submit((values) => onSubmit(values.channelAccountId));
  return (
    <FormDialog
      header={header}
      widthRem={28}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={text('cancel')}
      submitLabel={submitLabel}
      submitIcon={submitIcon}
    >
      <p style={{ marginTop: 0, color: 'var(--text-color-secondary)' }}>{intro}</p>
      <ChannelAccountField accounts={accounts} field={form.field('channelAccountId')} />
    </FormDialog>
  );
}
