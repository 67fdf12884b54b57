import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { contracts, useMessengerApi } from '../../api.ts';

/**
 * "Connect Facebook account": the server makes Facebook's login address (with its one-time
 * state), and the whole page goes there. Facebook sends the browser back to the server, which
 * redirects to this screen with the result in the query (see useConnectNotice).
 */
export function useStartConnect(): { start(): Promise<void>; starting: boolean } {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      const { url } = await api.call(contracts.startConnect);
      // Stays loading: the page is being left.
      window.location.assign(url);
    } catch (failure) {
      setStarting(false);
      host.toast({ severity: 'error', summary: errorMessage(failure, t('errors.generic')), life: 10_000 });
    }
  }, [api, host, t]);
  return { start, starting };
}
