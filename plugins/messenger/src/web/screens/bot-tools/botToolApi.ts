import { useCallback } from 'react';
import { useHost } from '@chatmill/sdk/web';
import { botToolRoutes } from '../../../common/botToolRoutes.ts';
import { pluginId } from '../../../common/ids.ts';
// Types only: the schemas' module would bring zod into the screens.
import type { BotToolFlow, BotToolView } from '../../../common/schemas/botTools.ts';
import type { ChannelAccountView } from '../../types.ts';

export type { BotToolFlow, BotToolView };

/** The tools by the name their routes carry (`getPersistentMenu`, `launchPersistentMenu`…). */
export type BotToolName = 'PersistentMenu' | 'WelcomeMessage' | 'IceBreakers' | 'GetStarted';
type Action = 'get' | 'save' | 'launch' | 'disable';

/** Where a channel account's tool lives: its page's record, and the platform (an Instagram account rides on its page). */
export function toolPath(route: { path: string }, account: ChannelAccountView): string {
  const query = account.kind === 'instagram' ? '?platform=instagram' : '';
  return `/api/${pluginId}${route.path.replace(':id', String(account.pageRowId))}${query}`;
}

/** The four calls of one tool, for one channel account. */
export function useBotToolCalls<D>(tool: BotToolName) {
  const host = useHost();
  return useCallback(
    (action: Action, account: ChannelAccountView, draft?: D): Promise<BotToolView<D>> => {
      const route = botToolRoutes[`${action}${tool}`];
      return host.request<BotToolView<D>>(route.method, toolPath(route, account), action === 'get' ? undefined : (draft ?? {}));
    },
    [host, tool],
  );
}

/** GET …/flows: the channel account's published flows with their postback ids. */
export function useFlowsCall() {
  const host = useHost();
  return useCallback(
    (account: ChannelAccountView) => host.request<{ items: BotToolFlow[] }>('GET', toolPath(botToolRoutes.botToolFlows, account)).then((list) => list.items),
    [host],
  );
}
