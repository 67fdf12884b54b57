import type { OutgoingPort } from '../net/outgoingPort.ts';

/**
 * Integrations (spec 1 §3.7): third-party services an account connects once with its own
 * credentials (an SMTP server, a Stripe key pair, an OpenAI-compatible token), listed on the
 * integrations screen (`/integrations`) and used by the plugins that send mail, take payments or
 * call an AI. A plugin declares them (`integrations` of `definePlugin`); the host stores what the
 * owner enters per account, secret fields sealed in the vault and never answered back (the API
 * says only `{ set: true }`), and runs `test` when the owner asks, through the outgoing-URL guard.
 */

/** The screen's groups, in the order it shows them. `ai` is hidden on whitelabel brands (spec). */
export const integrationGroups = ['email', 'payments', 'ai', 'marketing', 'ecommerce', 'automation', 'hosting'] as const;
export type IntegrationGroup = (typeof integrationGroups)[number];

/** One credential field. `key` is the spec's field name and the key of the stored value. */
export interface IntegrationField {
  /** Letters, digits and `_`, e.g. `default_from_email`. */
  key: string;
  /** A key of the plugin's web catalogue, e.g. 'integrations.field.host'. */
  label: string;
  /**
   * `secret`: sealed in the vault, write-only (answered as `{ set }`, kept when an update leaves
   * it out). `select` takes one of `options`. `url`: checked by the guard when saved (no private,
   * loopback or metadata addresses). `number`: a whole number, stored as text.
   */
  type: 'text' | 'secret' | 'email' | 'url' | 'number' | 'select';
  /** For `select`: the stored values and their catalogue keys. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Must be given for the integration to be saved; true unless set to false. */
  required?: boolean;
  /** A catalogue key with a hint shown under the field (where to find the key, its form). */
  help?: string;
  /** Longest value taken; 4096 unless given. */
  maxLength?: number;
}

/** What a connection test found. `message` says what to do, in the owner's words (it is shown as is). */
export type IntegrationTestResult = { ok: true; detail?: string } | { ok: false; message: string };

export interface IntegrationTestContext {
  /** Every request of a test goes through here: guard, time limit, size limit, checked redirects. */
  readonly outgoing: OutgoingPort;
  /**
   * The base URL of one of the integration's `endpoints`: the operator's override when the
   * settings give one (INTEGRATION_ENDPOINTS, e.g. `stripe.api=https://stripe-proxy.internal`;
   * tests point them at local fakes), else the default declared.
   */
  endpoint(name: string): string;
}

/** How the screen offers an integration: a credentials form, a link elsewhere, or a listing only. */
export type IntegrationSetup =
  | { kind: 'form'; fields: readonly IntegrationField[] }
  /** `href`: a dashboard path (`/…`) or an https address, opened in a new tab when outside. */
  | { kind: 'link'; href: string; label: string }
  /** Listed without a setup form (spec: Shopify, Lazada, Zapier, Integromat). */
  | { kind: 'listed' };

export interface IntegrationDefinition {
  /** Unique across all plugins: lower case letters, digits and `-`, e.g. `smtp`, `stripe`. */
  id: string;
  /** The service's own name, shown as is (brand names are not translated), e.g. 'Amazon SES'. */
  name: string;
  group: IntegrationGroup;
  /** A catalogue key with one line on what connecting it gives the owner. */
  description: string;
  setup: IntegrationSetup;
  /** Named base URLs the test (and the plugins that use the integration) call, e.g. `{ api: 'https://api.stripe.com' }`. */
  endpoints?: Readonly<Record<string, string>>;
  /**
   * Checks the credentials against the service with one cheap authenticated call. `credentials`
   * holds every stored field, secrets opened for this call only. Throwing is a failed test too
   * (its message is logged, not shown); answer `{ ok: false, message }` for what the owner can fix.
   */
  test?(credentials: Readonly<Record<string, string>>, context: IntegrationTestContext): Promise<IntegrationTestResult>;
}

/** Declares an integration; checked when the plugin is loaded (see `definePlugin`). */
export function defineIntegration(definition: IntegrationDefinition): IntegrationDefinition {
  return definition;
}

/** What a plugin reads to use an integration an owner connected (on the register, start and route contexts). */
export interface IntegrationsPort {
  /**
   * The stored credentials of `integrationId` for `accountId`, secrets opened; null when the
   * account has not connected it. Call it for the request that needs them and keep nothing.
   */
  credentials(accountId: number, integrationId: string): Promise<Readonly<Record<string, string>> | null>;
  /** The base URL of an integration's endpoint, the operator's override when set (see IntegrationTestContext). */
  endpoint(integrationId: string, name: string): string;
}
