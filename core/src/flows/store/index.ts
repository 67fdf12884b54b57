import type { AnyRoute } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { flowRoutes } from './flowRoutes.ts';
import { shareRoutes } from './shareRoutes.ts';
import { suitcaseRoutes } from './suitcaseRoutes.ts';
import { versionRoutes } from './versionRoutes.ts';

/**
 * The flow store's REST API (flows.md): flows and drafts, published versions, sharing and
 * suitcases. The runtime's /stats and /simulator routes are mounted by core/src/flows/runtime.
 */
export function flowStoreRoutes(channels: FlowChannels): AnyRoute[] {
  return [...flowRoutes(channels), ...versionRoutes(channels), ...shareRoutes(channels), ...suitcaseRoutes(channels)];
}
