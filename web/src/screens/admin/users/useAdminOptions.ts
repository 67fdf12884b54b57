import { useEffect, useState } from 'react';
import { errorMessage } from '@chatmill/sdk/web';
import type { AdminUserOptions, UsersApi } from './usersApi';

export type OptionsState = { status: 'loading' } | { status: 'ready'; options: AdminUserOptions } | { status: 'failed'; message: string };

/** The brands and packages the admin sees, for the filters and the package dialog; loaded once per screen. */
export function useAdminOptions(api: UsersApi, failed: string): OptionsState {
  const [state, setState] = useState<OptionsState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    api.options().then(
      (options) => !cancelled && setState({ status: 'ready', options }),
      (error: unknown) => !cancelled && setState({ status: 'failed', message: errorMessage(error, failed) }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, failed]);
  return state;
}
