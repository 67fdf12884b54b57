import type { Context } from 'koa';
import Router from '@koa/router';
import { AppError, type AnyRoute, type RequestUser } from '@chatmill/sdk';
import type { DependencyContainer } from 'tsyringe';
import { koaHttpPort } from './koaHttpPort.ts';
import { readJsonBody } from './readJsonBody.ts';
import { validate } from './validate.ts';
import type { RouteRegistry } from './routeRegistry.ts';

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

/** Builds the Koa router for every registered route: validation, session check, handler. */
export function buildRouter(registry: RouteRegistry, bodyLimitBytes: number): Router {
  const router = new Router();
  for (const route of registry.all()) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, async (ctx: Context) => handle(ctx, route, bodyLimitBytes));
  }
  return router;
}

async function handle(ctx: Context, route: AnyRoute, bodyLimitBytes: number): Promise<void> {
  const state = ctx.state as RequestState;
  if (route.access === 'session') {
    if (state.session.kind === 'invalidated') {
      throw new AppError('SESSION_INVALIDATED', 'Your Login Session Was Invalidated. Please login again.');
    }
    if (state.session.kind === 'none') throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  }
  const active = state.session.kind === 'active' ? state.session : null;

  const params = route.params ? validate(route.params, ctx.params, 'params') : undefined;
  const query = route.query ? validate(route.query, ctx.query, 'query') : undefined;
  let body: unknown;
  if (bodyMethods.has(route.method)) {
    const { json } = await readJsonBody(ctx.req, bodyLimitBytes);
    if (route.body) body = validate(route.body, json ?? {}, 'body');
    else if (json !== undefined && !(isEmptyObject(json))) {
      throw new AppError('VALIDATION_FAILED', 'This request takes no body.', { fields: { '': 'This request takes no body.' } });
    }
  }

  const result = await route.handler({
    body,
    query,
    params,
    user: active?.user ?? null,
    sessionId: active?.sessionId ?? null,
    http: koaHttpPort(ctx),
    services: state.scope,
  });
  if (ctx.status === 302 || ctx.status === 301) return; // the handler redirected
  ctx.status = route.status ?? 200;
  if (ctx.status !== 204) ctx.body = route.response ? route.response.parse(result) : result;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}
