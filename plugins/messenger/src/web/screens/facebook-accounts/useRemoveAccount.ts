import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { contracts, useMessengerApi } from '../../api.ts';
import type { FacebookAccountView } from '../../types.ts';

/**
 * Removing a Facebook account, after a confirmation. Its connected pages move to Business
 * Account User on the server, so the whole list is loaded again afterwards (`onRemoved`).
 */
export function useRemoveAccount(onRemoved: () => void): { remove(account: FacebookAccountView): Promise<void>; removing: number | null } {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useCallback(
    async (account: FacebookAccountView) => {
      const id = account.id;
      if (id === null) return;
      const sure = await host.confirm({
        header: t('accounts.removeHeader'),
        message: t('accounts.removeConfirm', { name: account.name }),
        acceptLabel: t('accounts.removeAccept'),
        rejectLabel: t('common.cancel'),
        danger: true,
      });
      if (!sure) return;
      setRemoving(id);
      try {
        await api.call(contracts.removeFacebookAccount, { params: { id } });
        host.toast({ severity: 'success', summary: t('accounts.removed', { name: account.name }) });
        void host.features.refresh();
        onRemoved();
      } catch (failure) {
        host.toast({ severity: 'error', summary: errorMessage(failure, t('errors.generic')), life: 10_000 });
      } finally {
        setRemoving(null);
      }
    },
    [api, host, onRemoved, t],
  );
  return { remove, removing };
}
