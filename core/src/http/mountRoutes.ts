import type { Context } from 'koa';
import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type FlowRuntimePort, type JobsPort, type PermissionAction, type RequestBrand, type RequestUser, type UsagePort } from '@chatmill/sdk';
import type { DependencyContainer } from 'tsyringe';
import { CURRENT_BRAND, ENTITY_MANAGER } from '../di/tokens.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { can, isAdmin } from '../permissions/permissions.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { UsageService } from '../usage/usageService.ts';
import { audience } from '../audience/audience.ts';
import { koaHttpPort } from './koaHttpPort.ts';
import { readJsonBody, readRawBody } from './readJsonBody.ts';
import { validate } from './validate.ts';
import type { RegisteredRoute, RouteRegistry } from './routeRegistry.ts';

/** What the request's session resolved to; set by the session middleware before routing. */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'invalidated' }
  | { kind: 'active'; sessionId: string; user: RequestUser };

export interface RequestState {
  scope: DependencyContainer;
  session: SessionState;
  requestId: string;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouterDeps {
  bodyLimitBytes: number;
  brandPlugins: BrandPlugins;
  jobs: JobQueue;
  usage: UsageService;
  flows: FlowRuntimePort;
}

export const actionDenied = 'Sorry, your account does not have permission for this action.';
export const accountExpired = 'Your account has expired. Renew your package to go on.';

/**
 * Builds the Koa router for every registered route. In order: the plugin must be on for the
 * request's brand, the session must be live, an expired account may use only the core's
 * routes, the user must hold the route's permission, then params, query and body are
 * validated, a route that counts a feature reserves one use, and the handler runs (the use
 * is given back if it fails).
 */
export function buildRouter(registry: RouteRegistry, deps: RouterDeps): Router {
  const router = new Router();
  for (const entry of registry.entries()) {
    const method = entry.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](entry.route.path, async (ctx: Context) => handle(ctx, entry, deps));
  }
  return router;
}

async function handle(ctx: Context, { owner, route }: RegisteredRoute, deps: RouterDeps): Promise<void> {
  const state = ctx.state as RequestState;
  const em = state.scope.resolve<EntityManager>(ENTITY_MANAGER);
  const brand = state.scope.resolve<RequestBrand>(CURRENT_BRAND);
  if (owner !== 'core' && !(await deps.brandPlugins.isEnabled(em, brand.id, owner))) {
    throw new AppError('NOT_FOUND', `There is no route ${ctx.method} ${ctx.path}.`);
  }
  if (route.access === 'session') {
    if (state.session.kind === 'invalidated') {
      throw new AppError('SESSION_INVALIDATED', 'Your Login Session Was Invalidated. Please login again.');
    }
    if (state.session.kind === 'none') throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  }
  const active = state.session.kind === 'active' ? state.session : null;
  if (active?.user.expired && owner !== 'core') throw new AppError('PACKAGE_EXPIRED', accountExpired);
  if (route.permission && (!active || !permissionSlugs(route.permission.slug).some((slug) => allowed(owner, active.user, slug, route.permission!.action)))) {
    throw new AppError('FORBIDDEN', actionDenied);
  }

  const params = route.params ? validate(route.params, ctx.params, 'params') : undefined;
  const query = route.query ? validate(route.query, ctx.query, 'query') : undefined;
  let body: unknown;
  let rawBody: Buffer | null = null;
  if (route.rawBody) {
    rawBody = bodyMethods.has(route.method) ? await readRawBody(ctx.req, route.bodyLimitBytes ?? deps.bodyLimitBytes) : Buffer.alloc(0);
  } else if (bodyMethods.has(route.method)) {
    const { json } = await readJsonBody(ctx.req, route.bodyLimitBytes ?? deps.bodyLimitBytes);
    if (route.body) body = validate(route.body, json ?? {}, 'body');
    else if (json !== undefined && !(isEmptyObject(json))) {
      throw new AppError('VALIDATION_FAILED', 'This request takes no body.', { fields: { '': 'This request takes no body.' } });
    }
  }

  const usage = usageFor(deps.usage, em, active?.user ?? null);
  if (route.feature !== undefined) await usage.reserve(route.feature);
  let result: unknown;
  try {
    result = await route.handler({
      body,
      query,
      params,
      user: active?.user ?? null,
      sessionId: active?.sessionId ?? null,
      brand,
      em,
      jobs: jobsFor(owner, deps.jobs),
      usage,
      flows: deps.flows,
      audience,
      rawBody,
      http: koaHttpPort(ctx),
      services: state.scope,
    });
  } catch (error) {
    if (route.feature !== undefined) await usage.release(route.feature);
    throw error;
  }
  if (ctx.status === 302 || ctx.status === 301) return; // the handler redirected
  ctx.status = route.status ?? 200;
  if (ctx.status !== 204) ctx.body = route.response ? route.response.parse(result) : result;
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
function usageFor(service: UsageService, em: EntityManager, user: RequestUser | null): UsagePort {
  const signedIn = (): RequestUser => {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
    return user;
  };
  return {
    reserve: (featureId, amount = 1) => service.reserve(em, signedIn(), featureId, amount),
    release: (featureId, amount = 1) => service.release(em, signedIn().accountId, featureId, amount),
    remaining: (featureId) => service.remaining(em, signedIn(), featureId),
  };
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
