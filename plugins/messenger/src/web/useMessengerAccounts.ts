import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHost, type FlowChannelAccounts } from '@chatmill/sdk/web';
import { accountsPath } from '../common/ids.ts';
import { permissionSlugs } from '../common/permissions.ts';
import { useChannelAccountLabel } from './channelAccountLabel.ts';
import type { ChannelAccountView } from './types.ts';

/**
 * The connected pages and Instagram accounts as the SDK's flow components offer them (a flow
 * runs on one), and, with none yet, `missing` leading to the Facebook accounts screen, where
 * pages are connected (if the user may open it).
 */
export function useMessengerAccounts(accounts: readonly ChannelAccountView[] | null): FlowChannelAccounts {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const navigate = useNavigate();
  const label = useChannelAccountLabel();
  const canOpen = host.can(permissionSlugs.facebookAccounts, 'read');
  return useMemo(
    () => ({
      items: accounts ? accounts.map((account) => ({ id: account.channelAccountId, name: label(account) })) : null,
      label: t('channelAccounts.label'),
      missing: {
        message: t('build.noPage'),
        action: canOpen ? { label: t('build.goToAccounts'), onClick: () => void navigate(accountsPath) } : undefined,
      },
    }),
    [accounts, canOpen, label, navigate, t],
  );
}
