import type { EntityManager } from '@mikro-orm/sql';
import type { PluginHostInfo, PluginSettingsValues, PublicUrlOwner } from '@chatmill/sdk';
import { linkOrigin } from '../brands/linkOrigin.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { Settings } from '../config/schema.ts';
import type { BrandPluginSettings } from './brandPluginSettings.ts';

const platformBrandId = 1;

interface BrandRow {
  id: number;
  domain: string;
  owner_account_id: number | null;
  verified: boolean;
}

/**
 * What each plugin's contexts get from the host about where it runs (sdk `PluginHostInfo`): its
 * checked settings and the product's public origins. The origins come from `linkOrigin`, the
 * one place that decides which addresses are trusted, so a callback a plugin registers with a
 * platform never names a host a client typed.
 */
export class PluginHostInfos {
  readonly #settings: Settings;
  readonly #pluginSettings: ReadonlyMap<string, PluginSettingsValues>;
  readonly #em: () => EntityManager;
  #platform: Pick<BrandInfo, 'domain' | 'whitelabel'> | null = null;
  #brandSettings: BrandPluginSettings | null = null;

  constructor(settings: Settings, pluginSettings: ReadonlyMap<string, PluginSettingsValues>, em: () => EntityManager) {
    this.#settings = settings;
    this.#pluginSettings = pluginSettings;
    this.#em = em;
  }

  /** Once the platform brand exists (BrandDirectory.ensureDefault): its domain is the default origin without PUBLIC_URL. */
  knowPlatformBrand(brand: BrandInfo): void {
    this.#platform = brand;
  }

  /** Once the change feed is up (its cache needs it): the brands' own values of brand-level settings. */
  knowBrandSettings(brandSettings: BrandPluginSettings): void {
    this.#brandSettings = brandSettings;
  }

  /** The operator's settings of a plugin (config files and environment), as checked at start. */
  operatorSettings(owner: string): PluginSettingsValues {
    return this.#pluginSettings.get(owner) ?? emptySettings;
  }

  /** Whether a brand may set some of the plugin's settings (else every brand has the operator's, with no query). */
  hasBrandSettings(owner: string): boolean {
    return this.#brandSettings?.has(owner) ?? false;
  }

  /** A plugin's settings for a brand. `em` is asked for only when the plugin has brand-level settings. */
  async brandSettings(owner: string, brandId: number, em: () => EntityManager = this.#em): Promise<PluginSettingsValues> {
    if (!this.#brandSettings?.has(owner)) return this.operatorSettings(owner);
    return this.#brandSettings.valuesFor(em(), brandId, owner);
  }

  /** A plugin's settings for a brand, or for the brand of an account. */
  async settingsOf(pluginId: string, of: PublicUrlOwner): Promise<PluginSettingsValues> {
    if (!this.#brandSettings?.has(pluginId)) return this.operatorSettings(pluginId);
    if ('brandId' in of) return this.brandSettings(pluginId, of.brandId);
    const [row] = await this.#em().execute<{ brand_id: number }[]>(`select "brand_id" from "account" where "id" = :accountId`, { accountId: of.accountId });
    return row ? this.brandSettings(pluginId, row.brand_id) : this.operatorSettings(pluginId);
  }

  /** The operator's origin: PUBLIC_URL, else the platform brand's domain. */
  get defaultUrl(): string {
    if (!this.#platform) throw new Error('PluginHostInfos.knowPlatformBrand has not run: the platform brand is not known yet');
    return linkOrigin(null, this.#platform, this.#settings);
  }

  /** The origin of a request's brand, keeping a trusted request's scheme and port (see linkOrigin). */
  requestUrl(requestOrigin: string | null, brand: Pick<BrandInfo, 'domain' | 'whitelabel'>): string {
    return linkOrigin(requestOrigin, brand, this.#settings);
  }

  async publicUrlOf(owner: PublicUrlOwner): Promise<string> {
    const rows = await this.#em().execute<BrandRow[]>(
      `select b.id, b.domain, b.owner_account_id, b.verified from "brand" b where b.id = :platform or b.id = ${
        'brandId' in owner ? ':brandId' : '(select a.brand_id from "account" a where a.id = :accountId)'
      }`,
      { platform: platformBrandId, ...owner },
    );
    const platform = rows.find((row) => Number(row.id) === platformBrandId);
    const own = rows.find((row) => Number(row.id) !== platformBrandId);
    // A reseller's domain reaches this server only once verified (BrandDirectory): until then its users are on the platform's.
    const brand = own && (own.owner_account_id === null || own.verified) ? own : platform;
    if (!brand) return this.defaultUrl;
    return linkOrigin(null, { domain: brand.domain, whitelabel: brand.owner_account_id !== null }, this.#settings);
  }

  /** A context's part for a plugin: `settings` (the operator's unless given) and the origins, with `publicUrl` given. */
  infoFor(owner: string, publicUrl: string, settings: PluginSettingsValues = this.operatorSettings(owner)): PluginHostInfo {
    return { settings, publicUrl, publicUrlOf: (of) => this.publicUrlOf(of), settingsOf: (of) => this.settingsOf(owner, of) };
  }
}

const emptySettings: PluginSettingsValues = Object.freeze({});
