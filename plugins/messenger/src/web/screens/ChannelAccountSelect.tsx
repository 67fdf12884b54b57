import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@chatmill/sdk/web';
import { useChannelAccountLabel } from '../channelAccountLabel.ts';
import type { ChannelAccountView } from '../types.ts';

interface ChannelAccountSelectProps {
  accounts: readonly ChannelAccountView[];
  /** A channel account id, or '' for all. */
  value: string;
  onChange(channelAccountId: string): void;
  /** The label of the "all" choice; without it, one account must be chosen. */
  allLabel?: string;
}

/** The spec's page selector: the connected pages and their Instagram accounts. */
export function ChannelAccountSelect({ accounts, value, onChange, allLabel }: ChannelAccountSelectProps) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const label = useChannelAccountLabel();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>{t('channelAccounts.label')}</label>
      <SelectField
        id={id}
        value={value}
        emptyLabel={allLabel}
        options={accounts.map((account) => ({ value: account.channelAccountId, label: label(account) }))}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
