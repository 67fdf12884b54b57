import type { z } from 'zod';

/**
 * A route's contract: what goes over the wire, without the server's handler. Environment-neutral
 * (only zod types): the server half spreads it into `defineRoute`, and the web half calls it with
 * the typed client of `@chatmill/sdk/web` (`createApiClient`, `useApiClient`), so both sides share
 * one set of schemas and the web half needs no hand-written request or response types.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;
type OptionalSchema = Schema | undefined;

export interface RouteContract<
  P extends OptionalSchema = OptionalSchema,
  Q extends OptionalSchema = OptionalSchema,
  B extends OptionalSchema = OptionalSchema,
  R extends OptionalSchema = OptionalSchema,
> {
  readonly method: HttpMethod;
  /** Relative to `/api/<plugin id>`, with `:name` path parameters, e.g. `/contacts/:id`. */
  readonly path: string;
  /** Path parameters; each `:name` of `path` is a key. */
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The 2xx body; without it the client answers `unknown` (e.g. a file download). */
  readonly response?: R;
}

export type AnyRouteContract = RouteContract<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Identity helper that keeps the schemas' types on the contract. */
export function defineContract<
  P extends OptionalSchema = undefined,
  Q extends OptionalSchema = undefined,
  B extends OptionalSchema = undefined,
  R extends OptionalSchema = undefined,
>(contract: RouteContract<P, Q, B, R>): RouteContract<P, Q, B, R> {
  return contract;
}

type InputOf<S> = S extends Schema ? z.input<S> : undefined;
type KeysOf<C> = C extends RouteContract<infer P, infer Q, infer B, infer _R> ? { params: P; query: Q; body: B } : never;

/** One part of a call: absent without a schema, optional when every field of its input is. */
type Part<Name extends string, S> = S extends Schema
  ? {} extends InputOf<S>
    ? { [K in Name]?: InputOf<S> }
    : { [K in Name]: InputOf<S> }
  : { [K in Name]?: undefined };

/** What a call of the contract takes: `params`, `query` and `body` typed by the schemas' input. */
export type ContractInput<C extends AnyRouteContract> = Part<'params', KeysOf<C>['params']> &
  Part<'query', KeysOf<C>['query']> &
  Part<'body', KeysOf<C>['body']>;

/** What `url()` takes: `params` and `query` only. */
export type ContractUrlInput<C extends AnyRouteContract> = Part<'params', KeysOf<C>['params']> & Part<'query', KeysOf<C>['query']>;

/** The parsed 2xx body of the contract (`z.output` of `response`), or `unknown` without one. */
export type ContractResponse<C extends AnyRouteContract> =
  C extends RouteContract<infer _P, infer _Q, infer _B, infer R> ? (R extends Schema ? z.output<R> : unknown) : never;
