import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelAccountView } from './types.ts';

/** An Instagram account is known by its @username; the server may send it with or without the @. */
export function instagramHandle(username: string): string {
  return username.startsWith('@') ? username : `@${username}`;
}

/**
 * How a selector names a channel account: "Acme Shop (Facebook page)", "@acme (Instagram)".
 * A page and its Instagram account often share a name, so the kind is always said.
 */
export function useChannelAccountLabel(): (account: ChannelAccountView) => string {
  const { t } = useTranslation('messenger');
  return useCallback(
    (account: ChannelAccountView) =>
      account.kind === 'instagram'
        ? t('channelAccounts.instagramLabel', { name: instagramHandle(account.name) })
        : t('channelAccounts.pageLabel', { name: account.name }),
    [t],
  );
}
