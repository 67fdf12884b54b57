import { FormField } from '../FormField.tsx';
import { SelectField } from '../SelectField.tsx';
import type { FieldBinding } from '../useZodForm.ts';
import type { FlowChannelAccounts } from './channelAccounts.ts';
import { useFlowText } from './flowText.ts';

interface ChannelAccountFieldProps {
  accounts: FlowChannelAccounts;
  field: FieldBinding<string>;
}

/** The select of the channel's accounts in the flow dialogs (new flow, move, clone). */
export function ChannelAccountField({ accounts, field }: ChannelAccountFieldProps) {
  const text = useFlowText();
  return (
    <FormField label={accounts.label} field={field}>
      <SelectField
        {...field.input}
        fill
        className={field.invalid ? 'p-invalid' : undefined}
        disabled={accounts.items === null}
        emptyLabel={text('list.chooseAccount')}
        options={(accounts.items ?? []).map((account) => ({ value: account.id, label: account.name }))}
      />
    </FormField>
  );
}
