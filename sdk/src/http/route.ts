import type { z } from 'zod';
import type { FlowRuntimePort } from '../flows/flowRuntimePort.ts';
import type { AudiencePort } from '../audience/audiencePort.ts';
import type { EntityManager } from '@mikro-orm/sql';
import type { ErrorCode } from './errors.ts';
import type { JobsPort } from '../jobs.ts';
import type { UsagePort } from '../usage.ts';
import type { AccessGrant } from '../access/accessGrant.ts';
import type { PermissionAction } from '../plugin/manifest.ts';
import type { HttpMethod } from './contract.ts';
import type { RouteVault } from '../vault/vaultPort.ts';
import type { OutgoingPort } from '../net/outgoingPort.ts';
import type { IntegrationsPort } from '../integrations/integrationDefinition.ts';
import type { FilesPort, ReceivedUpload, UploadRule } from '../files/uploadTypes.ts';
import type { PluginHostInfo } from '../plugin/pluginHostInfo.ts';

export type { HttpMethod } from './contract.ts';

/**
 * Who may call a route. `public` routes need no session (login, webhooks, storefront);
 * `session` routes answer UNAUTHENTICATED or SESSION_INVALIDATED without a live session.
 */
export type RouteAccess = 'public' | 'session';

/** What a handler can see of the signed-in user; `null` on public routes without a session. */
export interface RequestUser {
  id: number;
  accountId: number;
  brandId: number;
  email: string;
  name: string;
  userType: 'Admin' | 'Member';
  /** The owner of the account (team members are not). */
  isOwner: boolean;
  /** Owner, team member, or a reseller's client user. */
  accessType: 'owner' | 'team_member' | 'client_user';
  /** What the user may do, resolved from the access levels (see `allows`). */
  access: AccessGrant;
  /** The account's package (or the user's own) ran out; Admins never expire. */
  expired: boolean;
  /** Who brought the account (spec 1, 3.1 referred_by): the reseller, or 1 on the platform's brands; null for none. */
  referredBy: number | null;
  /** Signed in with a reseller's master password (spec 1, 3.1 is_proxy), not the user's own. */
  proxy: boolean;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict';
  path?: string;
}

/** The slice of HTTP a handler may touch, so handlers never depend on Koa. */
export interface HttpPort {
  readonly ip: string;
  readonly userAgent: string;
  /**
   * The origin the browser used, e.g. `http://localhost:3000`. It comes from the Host header,
   * which the client controls: never put it in a mail without checking it (see `linkOrigin`).
   */
  readonly origin: string;
  getCookie(name: string): string | undefined;
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string, path?: string): void;
  redirect(url: string): void;
  setHeader(name: string, value: string): void;
  /** The request's headers, names in lower case (webhook signatures, platform ids). */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The query string as sent (the first value of a repeated name), for platforms' handshakes; routes validate theirs with `query`. */
  readonly query: Readonly<Record<string, string | undefined>>;
}

/** Resolves services bound in the request's DI scope (tsyringe tokens: classes or symbols). */
export interface ServiceResolver {
  resolve<T>(token: (new (...args: any[]) => T) | symbol | string): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestBrand {
  id: number;
  name: string;
  shortName: string;
  domain: string;
}

/** `settings` and `publicUrl` (the request's brand's origin) come from `PluginHostInfo`. */
export interface RouteContext<Body, Query, Params> extends PluginHostInfo {
  body: Body;
  query: Query;
  params: Params;
  user: RequestUser | null;
  sessionId: string | null;
  brand: RequestBrand;
  /** This request's entity manager (a fork: its identity map lives and dies with the request). */
  em: EntityManager;
  jobs: JobsPort;
  /** Usage limits of the user's package; refuses with the spec's texts. Needs a session. */
  usage: UsagePort;
  /** Hands a channel's inbound events to the flow runtime. */
  flows: FlowRuntimePort;
  /** The account's tag catalogue and custom variables, shared with flows. */
  audience: AudiencePort;
  /** The exact bytes of the body on a `rawBody` route (for signatures); null on every other route. */
  rawBody: Uint8Array | null;
  /** Secrets sealed at rest, bound to this plugin and the signed-in user's account (`forAccount` for others). */
  vault: RouteVault;
  /** Requests to user-given URLs, through the outgoing-URL guard. */
  outgoing: OutgoingPort;
  /** The credentials owners stored for integrations (spec 1 §3.7), opened for this call only (see sdk/README.md 6.4). */
  integrations: IntegrationsPort;
  /** On an `upload` route: the file, already checked, stored and counted; null on every other route. */
  upload: ReceivedUpload | null;
  /** The signed-in account's files (links, deletes). Needs a session. */
  files: FilesPort;
  http: HttpPort;
  services: ServiceResolver;
}

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
> {
  method: HttpMethod;
  /** Koa-style path under `/api`, with `:name` parameters. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: RouteAccess;
  /**
   * The permission the user needs: a route slug and an action. Required on a plugin's
   * session routes; the host checks it before validation and answers FORBIDDEN. Several slugs
   * mean any one of them suffices: a read that several screens need (the list behind a
   * selector), so that a level allowed only one of those screens can still use it.
   */
  permission?: { slug: string | readonly string[]; action: PermissionAction };
  /** A feature id of the catalogue whose usage this route counts when it succeeds. */
  feature?: number;
  body?: B;
  query?: Q;
  params?: P;
  /** The 2xx body, for the OpenAPI document and the typed client. */
  response?: R;
  /**
   * The body is handed over as bytes (`ctx.rawBody`), whatever its content type, and not parsed:
   * for webhooks whose signatures cover the exact bytes. Such a route has no `body` schema.
   */
  rawBody?: boolean;
  /**
   * Pages of other sites may call this public route on purpose (a form on a customer's site, a
   * platform's browser redirect that posts back). Without it, a POST, PUT, PATCH or DELETE that a
   * browser sends from another origin (`Sec-Fetch-Site`, `Origin`) answers CROSS_ORIGIN, so that a
   * page on a sibling domain cannot act with a signed-in user's cookie. Only `access: 'public'`.
   */
  crossSite?: boolean;
  /**
   * Only a signed-in dashboard session may call this route: a request with an API token is
   * refused (403 FORBIDDEN) with this message before the handler runs, the OpenAPI document
   * offers only the session cookie, and it cannot be a `tool`. For routes that mint or manage
   * credentials or close the account, so a leaked token cannot make more tokens or outlive its
   * revocation. Only `access: 'session'`.
   */
  sessionOnly?: string;
  /** Largest body this route takes, in bytes; the server's BODY_LIMIT_BYTES unless given (e.g. for CSV uploads). */
  bodyLimitBytes?: number;
  /**
   * The route takes one file as multipart/form-data (the field `file`; other fields arrive as
   * `ctx.upload.fields`). The host streams it to the file store, never holding it whole: it
   * counts the bytes against the account's storage first, refuses a file over `maxBytes` (413)
   * or of another type than `types` by its content (415), and hands the handler the stored file.
   * If the handler fails, the file is deleted. Such a route has no `body` schema.
   */
  upload?: UploadRule;
  /** Success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Error codes this route may answer besides the generic ones, for the documentation. */
  errors?: readonly ErrorCode[];
  /**
   * Offers a session route to AI assistants as a tool of the MCP server (`/api/mcp`) under this
   * name (snake_case, unique across core and plugins). The tool is described by `summary` and
   * `description`, takes `params`, `query` and `body` as one object of arguments, and a call
   * runs this route as the API token's user: its permission, validation and errors are the route's.
   */
  tool?: string;
  handler(ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>): Promise<R extends Schema ? z.input<R> : unknown>;
}

export type AnyRoute = RouteDefinition<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Identity helper that keeps the schema types flowing into the handler. With a contract
 * (`defineContract`), spread it: `defineRoute({ ...contracts.getNote, tag, summary, access, handler })`.
 */
export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(route: RouteDefinition<B, Q, P, R>): RouteDefinition<B, Q, P, R> {
  return route;
}
