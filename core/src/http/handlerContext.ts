import type { EntityManager } from '@mikro-orm/sql';
import type { AudiencePort, FlowRuntimePort, HttpPort, JobsPort, RequestBrand, RequestUser, RouteContext, UsagePort } from '@chatmill/sdk';
import { audience } from '../audience/audience.ts';
import type { ApiExchange } from './apiExchange.ts';
import { exchangeHttpPort } from './exchangeHttpPort.ts';
import type { RequestServices } from './requestServices.ts';

/**
 * What a route's handler gets. A class, not an object literal: the entity manager and the HTTP
 * port are made when the handler first reads them (most handlers use neither), and getters on
 * a prototype cost nothing per request where a literal's own getters did.
 */
/** Everything a handler gets but the parts made when first read. */
export type HandlerFields = Omit<RouteContext<unknown, unknown, unknown>, 'em' | 'http' | 'audience' | 'services'> & { services: RequestServices };

export class HandlerContext implements RouteContext<unknown, unknown, unknown> {
  readonly body: unknown;
  readonly query: unknown;
  readonly params: unknown;
  readonly user: RequestUser | null;
  readonly sessionId: string | null;
  readonly brand: RequestBrand;
  readonly jobs: JobsPort;
  readonly usage: UsagePort;
  readonly flows: FlowRuntimePort;
  readonly audience: AudiencePort = audience;
  readonly rawBody: Uint8Array | null;
  readonly services: RequestServices;
  readonly #exchange: ApiExchange;
  #http: HttpPort | null = null;

  constructor(exchange: ApiExchange, fields: HandlerFields) {
    this.#exchange = exchange;
    this.body = fields.body;
    this.query = fields.query;
    this.params = fields.params;
    this.user = fields.user;
    this.sessionId = fields.sessionId;
    this.brand = fields.brand;
    this.jobs = fields.jobs;
    this.usage = fields.usage;
    this.flows = fields.flows;
    this.rawBody = fields.rawBody;
    this.services = fields.services;
  }

  get em(): EntityManager {
    return this.services.em;
  }

  get http(): HttpPort {
    return (this.#http ??= exchangeHttpPort(this.#exchange));
  }
}
