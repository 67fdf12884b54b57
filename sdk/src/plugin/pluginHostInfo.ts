import type { PluginSettingsValues } from './pluginSettings.ts';

/** Whose public address: a brand's, or that of the brand an account belongs to. */
export type PublicUrlOwner = { brandId: number } | { accountId: number };

/**
 * What every context of a plugin (route, job, socket, `register`, `start`) gets from the host
 * about where it runs: its settings and the addresses the product is served at, for callbacks a
 * plugin registers with a platform (Telegram's `setWebhook`, an OAuth redirect).
 */
export interface PluginHostInfo<Settings = PluginSettingsValues> {
  /**
   * This plugin's settings, checked against its `settings` schema (sdk/README.md 6.5): in a
   * route or a socket, those of the request's brand (its own values of the `brand` settings over
   * the operator's); elsewhere the operator's.
   */
  readonly settings: Settings;
  /**
   * The origin the product is served at, without a trailing slash (`https://app.example.com`):
   * in a route or a socket, that of the request's brand (a reseller's brand has its own domain);
   * elsewhere the operator's (`PUBLIC_URL`, else the platform brand's domain).
   */
  readonly publicUrl: string;
  /** The origin of a brand, or of the brand an account belongs to; the platform's own for an unverified or unknown one. */
  publicUrlOf(owner: PublicUrlOwner): Promise<string>;
  /** The settings of a brand, or of the brand an account belongs to (a job acting for an account); `settings.for` types them. */
  settingsOf(owner: PublicUrlOwner): Promise<PluginSettingsValues>;
}
