import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
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
import { ApiExchange, securityHeaders } from './apiExchange.ts';
import { answerError } from './answerError.ts';
import { proxyHopsOf } from './clientAddress.ts';
import { mountRoutes } from './mountRoutes.ts';
import { badHostMessage, requestHostValid } from './hostHeader.ts';
import { refusal } from './refusal.ts';
import { noStore, strictTransportSecurity } from './transportSecurity.ts';
import type { PluginPorts } from '../plugins/pluginPorts.ts';
import { requestScope } from './requestScope.ts';
import type { RouteRegistry } from './routeRegistry.ts';
import { serveWeb } from './serveWeb.ts';
import { mcpPath } from '../mcp/mcpEndpoint.ts';
import { platformMcp } from '../mcp/platformMcp.ts';
import type { FileService } from '../files/fileService.ts';
import { fileServer, filesPathPrefix } from '../files/serveFile.ts';

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
  /** The vault per owner and the outgoing client, for routes. */
  ports: PluginPorts;
  /** Uploads, and the files served from `/files/<id>`. */
  files: FileService;
  /** Static files of plugins' web halves, by plugin id. */
  pluginWebDirs: ReadonlyMap<string, string>;
}

/**
 * The server's request listener. API requests (`/api/...`) are answered on node:http directly
 * (ApiExchange): scope, route, errors, one write. Everything else, the dashboard's and the
 * plugins' static files, goes through Koa, whose conditional GETs and content negotiation
 * they use.
 */
export function createApp(parts: AppParts): RequestListener {
  const { logger, settings } = parts;
  const scope = requestScope({
    container: parts.container,
    db: parts.db,
    brands: parts.brands,
    settings,
    changes: parts.changes,
    pending: parts.pending,
    apiTokens: parts.apiTokens,
  });
  const route = mountRoutes(parts.registry, {
    bodyLimitBytes: settings.bodyLimitBytes,
    brandPlugins: parts.brandPlugins,
    jobs: parts.jobs,
    usage: parts.usage,
    flows: parts.flows,
    ports: parts.ports,
    files: parts.files,
  });
  const answer = async (exchange: ApiExchange): Promise<void> => {
    try {
      if (!requestHostValid(exchange.req, settings.trustProxy)) throw refusal('BAD_REQUEST', badHostMessage);
      if (exchange.path === mcpPath) await mcp(exchange);
      else await route(exchange, await scope(exchange));
    } catch (error) {
      answerError(exchange, error, logger);
    }
    if (exchange.session.kind !== 'none') exchange.set('cache-control', noStore);
    if (exchange.secure) exchange.set('strict-transport-security', strictTransportSecurity);
    exchange.send();
  };
  const api: RequestListener = (req, res) => {
    const exchange = new ApiExchange(req, res, proxyHopsOf(settings), randomUUID());
    answer(exchange).catch((error: unknown) => {
      // Only writing the answer can fail here: the request is lost, the process is not.
      logger.error('answer failed', { requestId: exchange.requestId, method: exchange.method, path: exchange.path, error });
      res.destroy();
    });
  };
  // Its tools' calls are API requests of their own, through `api`.
  const mcp = platformMcp(parts, api);
  const statics = staticFiles(parts).callback();
  const serveFile = fileServer(parts.files, parts.db, logger);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith(filesPathPrefix)) {
      return void serveFile(req, res).catch((error: unknown) => {
        logger.error('serving a file failed', { path: req.url, error });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Something went wrong on our side.');
        else res.destroy();
      });
    }
    if (!req.url?.startsWith('/api/')) return void statics(req, res);
    api(req, res);
  };
}

const clientGone = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

function staticFiles(parts: AppParts): Koa {
  // maxIpsCount: Koa's ctx.ip is then the address our outermost proxy saw, as clientAddress gives it.
  const app = new Koa({ proxy: parts.settings.trustProxy, maxIpsCount: parts.settings.proxyHops });
  // Koa answers a failure itself (a missing file as 404); what is not a client's doing is logged.
  // A browser that leaves the page while a file streams closes it early: nothing failed here.
  app.on('error', (error: { status?: number; expose?: boolean; code?: string }, ctx?: Koa.Context) => {
    if (error.status === 404 || error.expose || clientGone.has(error.code ?? '')) return;
    parts.logger.error('static file failed', { path: ctx?.path, error });
  });
  app.use(async (ctx, next) => {
    ctx.set(securityHeaders);
    ctx.set('X-Request-Id', randomUUID());
    if (ctx.secure) ctx.set('Strict-Transport-Security', strictTransportSecurity);
    if (!requestHostValid(ctx.req, parts.settings.trustProxy)) {
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = badHostMessage;
      return;
    }
    await next();
  });
  app.use(servePluginWeb(parts.pluginWebDirs));
  app.use(serveWeb(parts.webDistDir));
  return app;
}
