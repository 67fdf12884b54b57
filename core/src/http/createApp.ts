import Koa from 'koa';
import type { ApiTokenCache } from '../account/apiTokenCache.ts';
import type { DependencyContainer } from 'tsyringe';
import type { BrandDirectory } from '../brands/brandDirectory.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { PendingChanges } from '../cache/pendingChanges.ts';
import type { Settings } from '../config/schema.ts';
import type { Database } from '../db/database.ts';
import type { FlowRuntimePort } from '@chatmill/sdk';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../logger.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { UsageService } from '../usage/usageService.ts';
import { servePluginWeb } from './servePluginWeb.ts';
import { errorMiddleware } from './errorMiddleware.ts';
import { mountRoutes } from './mountRoutes.ts';
import { requestScope } from './requestScope.ts';
import type { RouteRegistry } from './routeRegistry.ts';
import { serveWeb } from './serveWeb.ts';

export interface AppParts {
  settings: Settings;
  db: Database;
  /** The database's changes to cached rows, and whether this process wrote some not heard yet (see requestScope). */
  changes: ChangeFeed;
  pending: PendingChanges;
  /** API tokens by their hash, kept right by `changes` like sessions. */
  apiTokens: ApiTokenCache;
  container: DependencyContainer;
  brands: BrandDirectory;
  registry: RouteRegistry;
  logger: Logger;
  webDistDir: string;
  brandPlugins: BrandPlugins;
  usage: UsageService;
  jobs: JobQueue;
  /** The flow runtime's inbound port, handed to every route. */
  flows: FlowRuntimePort;
  /** Static files of plugins' web halves, by plugin id. */
  pluginWebDirs: ReadonlyMap<string, string>;
}

export function createApp(parts: AppParts): Koa {
  const app = new Koa({ proxy: parts.settings.trustProxy });
  app.silent = true; // errors are logged by errorMiddleware, once, with the request id
  app.use(securityHeaders);
  app.use(errorMiddleware(parts.logger));
  app.use(requestScope({ container: parts.container, db: parts.db, brands: parts.brands, settings: parts.settings, changes: parts.changes, pending: parts.pending, apiTokens: parts.apiTokens }));
  app.use(mountRoutes(parts.registry, { bodyLimitBytes: parts.settings.bodyLimitBytes, brandPlugins: parts.brandPlugins, jobs: parts.jobs, usage: parts.usage, flows: parts.flows }));
  app.use(servePluginWeb(parts.pluginWebDirs));
  app.use(serveWeb(parts.webDistDir));
  return app;
}

async function securityHeaders(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  await next();
}
