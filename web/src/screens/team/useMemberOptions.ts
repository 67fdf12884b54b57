import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import type { MemberOptions, TeamApi } from './teamApi.ts';

export type MemberOptionsState = { status: 'loading' } | { status: 'ready'; options: MemberOptions } | { status: 'failed'; message: string };

/** The access levels and packages the dialogs offer, loaded once per screen. */
export function useMemberOptions(api: TeamApi, failedMessage: string): MemberOptionsState {
  const [state, setState] = useState<MemberOptionsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.options().then(
      (options) => live && setState({ status: 'ready', options }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error, failedMessage) }),
    );
    return () => {
      live = false;
    };
  }, [api, failedMessage]);
  return state;
}
