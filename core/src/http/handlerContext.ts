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
  PluginSettingsValues,
  PublicUrlOwner,
  RouteVault,
  UsagePort,
} from '@chatmill/sdk';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { PluginHostInfos } from '../plugins/pluginHostInfos.ts';
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
export type HandlerFields = Omit<
  RouteContext<unknown, unknown, unknown>,
  'em' | 'http' | 'audience' | 'services' | 'vault' | 'brand' | 'settings' | 'publicUrl' | 'publicUrlOf' | 'settingsOf'
> & {
  brand: BrandInfo;
  services: RequestServices;
  ownerVault: PluginVault;
  owner: string;
  hostInfos: PluginHostInfos;
  /** The plugin's settings for the request's brand (PluginHostInfos.brandSettings). */
  settings: PluginSettingsValues;
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
  readonly #hostInfos: PluginHostInfos;
  readonly #brandInfo: BrandInfo;
  readonly #owner: string;
  readonly settings: PluginSettingsValues;
  #publicUrl: string | null = null;
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
    this.#hostInfos = fields.hostInfos;
    this.#brandInfo = fields.brand;
    this.#owner = fields.owner;
    this.settings = fields.settings;
  }

  /** The request's brand's origin: the request's own scheme and port when its host is trusted (see linkOrigin). */
  get publicUrl(): string {
    return (this.#publicUrl ??= this.#hostInfos.requestUrl(this.http.origin, this.#brandInfo));
  }

  publicUrlOf(owner: PublicUrlOwner): Promise<string> {
    return this.#hostInfos.publicUrlOf(owner);
  }

  settingsOf(owner: PublicUrlOwner): Promise<PluginSettingsValues> {
    return this.#hostInfos.settingsOf(this.#owner, owner);
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
