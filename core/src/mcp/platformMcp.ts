import type { RequestListener } from 'node:http';
import { authenticateApiToken } from '../account/apiTokenAuth.ts';
import type { ApiTokenCache } from '../account/apiTokenCache.ts';
import type { BrandDirectory } from '../brands/brandDirectory.ts';
import type { Database } from '../db/database.ts';
import type { ApiExchange } from '../http/apiExchange.ts';
import type { RouteRegistry } from '../http/routeRegistry.ts';
import type { Logger } from '../logger.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import { sdkVersion } from '@chatmill/sdk';
import { mcpEndpoint } from './mcpEndpoint.ts';
import { mcpTools } from './mcpTools.ts';

export interface PlatformMcpParts {
  registry: RouteRegistry;
  brands: BrandDirectory;
  brandPlugins: BrandPlugins;
  apiTokens: ApiTokenCache;
  db: Database;
  logger: Logger;
  settings: { bodyLimitBytes: number };
}

/** The MCP endpoint of this server: the tools of its routes, called through `api`, its API listener. */
export function platformMcp(parts: PlatformMcpParts, api: RequestListener): (exchange: ApiExchange) => Promise<void> {
  return mcpEndpoint({
    tools: mcpTools(parts.registry),
    api,
    authenticate: async (token) => {
      await authenticateApiToken(parts.apiTokens, () => parts.db.em(), token, null);
    },
    visibleOwners: async (exchange) => {
      const em = parts.db.em();
      const brand = await parts.brands.forHost(em, exchange.hostname || 'localhost');
      const disabled = await parts.brandPlugins.disabledFor(em, brand.id);
      return (owner) => owner === 'core' || !disabled.has(owner);
    },
    bodyLimitBytes: parts.settings.bodyLimitBytes,
    logger: parts.logger,
    // The API the tools speak is the one plugins build on: its version is the SDK's.
    version: sdkVersion,
  });
}
