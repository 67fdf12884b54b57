import {
  AppError,
  collectPublicUrls,
  type FilesPort,
  type FlowRuntimePort,
  type JobsPort,
  type PermissionAction,
  type ReceivedUpload,
  type RequestUser,
  type UsagePort,
} from '@chatmill/sdk';
import type { FileService } from '../files/fileService.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { can, isAdmin } from '../permissions/permissions.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { UsageService } from '../usage/usageService.ts';
import type { ApiExchange } from './apiExchange.ts';
import { HandlerContext } from './handlerContext.ts';
import { readJsonBody, readRawBody } from './readJsonBody.ts';
import { refusal } from './refusal.ts';
import { refuseCrossOrigin } from './crossOriginCheck.ts';
import { validate } from './validate.ts';
import type { RequestServices } from './requestServices.ts';
import type { PluginPorts } from '../plugins/pluginPorts.ts';
import type { RouteRegistry } from './routeRegistry.ts';
import { implementedMethods, RouteTable, type RouteMatch } from './routeTable.ts';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouterDeps {
  bodyLimitBytes: number;
  brandPlugins: BrandPlugins;
  jobs: JobQueue;
  usage: UsageService;
  flows: FlowRuntimePort;
  /** Uploads of `upload` routes, and each request's files port. */
  files: FileService;
  /** The vault per owner, the outgoing client, and the save-time check of `publicHttpUrl` fields. */
  ports: PluginPorts;
}

export const actionDenied = 'Sorry, your account does not have permission for this action.';
export const accountExpired = 'Your account has expired. Renew your package to go on.';

/**
 * Answers every API request. In order: the plugin must be on for the request's brand, a
 * request that changes something must come from this origin (crossOriginCheck), the
 * session must be live, an expired account may use only the core's routes, the user must hold
 * the route's permission, then params, query and body are validated, a route that counts a
 * feature reserves one use, and the handler runs (the use is given back if it fails). A path
 * of routes that take other methods answers 405 with `Allow` (OPTIONS: 200), as does an
 * unknown method; a path of no route answers 404.
 */
export function mountRoutes(registry: RouteRegistry, deps: RouterDeps) {
  const table = new RouteTable(registry.entries());
  const jobs = new Map<string, JobsPort>();
  const jobsOf = (owner: string): JobsPort => jobs.get(owner) ?? jobs.set(owner, jobsFor(owner, deps.jobs)).get(owner)!;
  return async (exchange: ApiExchange, services: RequestServices): Promise<void> => {
    const match = table.match(exchange.method, exchange.path);
    if (match) return handle(exchange, services, match, deps, jobsOf(match.entry.owner));
    const allowed = table.allowedMethods(exchange.path);
    if (allowed.length > 0 && exchange.method === 'OPTIONS') {
      exchange.status = 200;
      exchange.body = '';
      exchange.set('Allow', allowed.join(', '));
      return;
    }
    if (!implementedMethods.has(exchange.method) || allowed.length > 0) {
      throw refusal('METHOD_NOT_ALLOWED', `${exchange.path} does not take ${exchange.method}; it takes ${allowed.join(', ') || 'other methods'}.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw refusal('NOT_FOUND', `There is no route ${exchange.method} ${exchange.path}.`);
  };
}

async function handle(
  exchange: ApiExchange,
  services: RequestServices,
  { entry: { owner, route }, params: pathParams }: RouteMatch,
  deps: RouterDeps,
  jobs: JobsPort,
): Promise<void> {
  const { session } = exchange;
  const { brand } = services.identity;
  if (owner !== 'core' && !(deps.brandPlugins.knownEnabled(brand.id, owner) ?? (await deps.brandPlugins.isEnabled(services.em, brand.id, owner)))) {
    throw refusal('NOT_FOUND', `There is no route ${exchange.method} ${exchange.path}.`);
  }
  refuseCrossOrigin(exchange, route, services.identity.credential.kind === 'api-token');
  if (route.sessionOnly !== undefined && services.identity.credential.kind === 'api-token') throw refusal('FORBIDDEN', route.sessionOnly);
  if (route.access === 'session') {
    if (session.kind === 'invalidated') {
      throw refusal('SESSION_INVALIDATED', 'Your Login Session Was Invalidated. Please login again.');
    }
    if (session.kind === 'none') throw refusal('UNAUTHENTICATED', 'Log in to continue.');
  }
  const active = session.kind === 'active' ? session : null;
  if (active?.user.expired && owner !== 'core') throw refusal('PACKAGE_EXPIRED', accountExpired);
  if (route.permission && (!active || !permissionSlugs(route.permission.slug).some((slug) => allowed(owner, active.user, slug, route.permission!.action)))) {
    throw refusal('FORBIDDEN', actionDenied);
  }

  const params = route.params ? validate(route.params, pathParams, 'params') : undefined;
  const query = route.query ? validate(route.query, exchange.query, 'query') : undefined;
  let body: unknown;
  let rawBody: Buffer | null = null;
  if (route.upload) {
    // The file is read further down, once the use is counted: nothing is stored for a refused request.
  } else if (route.rawBody) {
    rawBody = bodyMethods.has(route.method) ? await readRawBody(exchange.req, route.bodyLimitBytes ?? deps.bodyLimitBytes) : Buffer.alloc(0);
  } else if (bodyMethods.has(route.method)) {
    const { json } = await readJsonBody(exchange.req, route.bodyLimitBytes ?? deps.bodyLimitBytes);
    if (route.body) {
      // Names in `publicHttpUrl` fields are resolved once the form is right: one in a private network is refused now, not when called.
      const { result, urls } = collectPublicUrls(() => validate(route.body, json ?? {}, 'body'));
      body = result;
      if (urls.length) await deps.ports.savedUrls.refuse(urls, body, 'body');
    } else if (json !== undefined && !isEmptyObject(json)) {
      throw new AppError('VALIDATION_FAILED', 'This request takes no body.', { fields: { '': 'This request takes no body.' } });
    }
  }

  const user = active?.user ?? null;
  const usage = usageFor(deps.usage, services, user);
  const files = filesFor(deps.files, services, user);
  if (route.feature !== undefined) await usage.reserve(route.feature);
  let result: unknown;
  let upload: ReceivedUpload | null = null;
  try {
    if (route.upload) {
      if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to upload a file.');
      upload = await deps.files.receive(services.em, exchange.req, user.accountId, route.upload);
    }
    result = await route.handler(
      new HandlerContext(exchange, {
        body,
        query,
        params,
        user,
        sessionId: active?.sessionId ?? null,
        brand,
        jobs,
        usage,
        flows: deps.flows,
        rawBody,
        upload,
        files,
        services,
        outgoing: deps.ports.outgoing,
        integrations: deps.ports.integrations,
        ownerVault: deps.ports.vaultOf(owner),
        owner,
        hostInfos: deps.ports.hostInfos,
        // Most plugins have no brand-level settings: theirs are at hand, without an entity manager or a query.
        settings: deps.ports.hostInfos.hasBrandSettings(owner)
          ? await deps.ports.hostInfos.brandSettings(owner, brand.id, () => services.em)
          : deps.ports.hostInfos.operatorSettings(owner),
      }),
    );
  } catch (error) {
    if (route.feature !== undefined) await usage.release(route.feature);
    // A handler that failed after the file was taken leaves nothing stored or counted.
    if (upload) await deps.files.remove(services.em, user!.accountId, upload.file.id);
    throw error;
  }
  if (exchange.status === 302) return; // the handler redirected
  exchange.status = route.status ?? 200;
  if (exchange.status !== 204) exchange.body = route.response ? route.response.parse(result) : result;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** A plugin's job names are its own: `export` from the contacts plugin is the queue `contacts.export`. */
function jobsFor(owner: string, jobs: JobQueue): JobsPort {
  return {
    enqueue: (em, name, data, options) => jobs.enqueue(em, owner === 'core' ? name : `${owner}.${name}`, data, options),
  };
}

/** The request's usage port: the signed-in user's account; without a session there is nothing to count. */
function usageFor(service: UsageService, services: RequestServices, user: RequestUser | null): UsagePort {
  const signedIn = (): RequestUser => {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
    return user;
  };
  return {
    reserve: (featureId, amount = 1) => service.reserve(services.em, signedIn(), featureId, amount),
    release: (featureId, amount = 1) => service.release(services.em, signedIn().accountId, featureId, amount),
    remaining: (featureId) => service.remaining(services.em, signedIn(), featureId),
  };
}

/** The request's files port: the signed-in account's files only. */
function filesFor(service: FileService, services: RequestServices, user: RequestUser | null): FilesPort {
  return service.port(services.em, () => {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
    return user.accountId;
  });
}

function permissionSlugs(slug: string | readonly string[]): readonly string[] {
  return typeof slug === 'string' ? [slug] : slug;
}

/**
 * The core's admin area declares the slug `admin`: the platform admin or an Admin, checked here
 * before the request is validated, like any permission (a non-admin's bad query is refused as
 * FORBIDDEN, not as a 400 that tells them about the route).
 */
export const ADMIN_SLUG = 'admin';

function allowed(owner: string, user: RequestUser, slug: string, action: PermissionAction): boolean {
  if (slug === ADMIN_SLUG && owner === 'core') return isAdmin(user);
  return can(user, slug, action);
}
