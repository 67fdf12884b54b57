import { useEffect, useState } from 'react';
import { useHost } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../../common/permissions.ts';
import { contracts, useMessengerApi } from '../../api.ts';

/**
 * Whether the operator has set up the Meta app, for the dashboard's warning. Only
 * GET /facebook-accounts says so, and it needs the Facebook accounts screen's permission: for a
 * user without it the answer is unknown (null) and no warning is shown. A failure is not worth
 * an error here either: the Facebook accounts screen shows it.
 */
export function useConfigured(): boolean | null {
  const host = useHost();
  const api = useMessengerApi();
  const allowed = host.can(permissionSlugs.facebookAccounts, 'read');
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    api.call(contracts.listFacebookAccounts).then(
      (list) => live && setConfigured(list.configured),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed, api]);
  return configured;
}
