import type { EntityManager } from '@mikro-orm/sql';
import type {
  AudiencePort,
  FilesPort,
  FlowRuntimePort,
  HttpPort,
  IntegrationsPort,
  JobsPort,
  OutgoingPort,
  PluginVault,
  ReceivedUpload,
  RequestBrand,
  RequestUser,
  RouteContext,
  RouteVault,
  UsagePort,
} from '@chatmill/sdk';
import { routeVault } from '../vault/pluginVault.ts';
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
export type HandlerFields = Omit<RouteContext<unknown, unknown, unknown>, 'em' | 'http' | 'audience' | 'services' | 'vault'> & {
  services: RequestServices;
  ownerVault: PluginVault;
};

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
  readonly upload: ReceivedUpload | null;
  readonly files: FilesPort;
  readonly services: RequestServices;
  readonly outgoing: OutgoingPort;
  readonly integrations: IntegrationsPort;
  readonly #exchange: ApiExchange;
  readonly #ownerVault: PluginVault;
  #http: HttpPort | null = null;
  #vault: RouteVault | null = null;

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
    this.upload = fields.upload;
    this.files = fields.files;
    this.services = fields.services;
    this.outgoing = fields.outgoing;
    this.integrations = fields.integrations;
    this.#ownerVault = fields.ownerVault;
  }

  get vault(): RouteVault {
    return (this.#vault ??= routeVault(this.#ownerVault, this.user));
  }

  get em(): EntityManager {
    return this.services.em;
  }

  get http(): HttpPort {
    return (this.#http ??= exchangeHttpPort(this.#exchange));
  }
}
