import { integrationGroups, type IntegrationDefinition } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import type { Logger } from '../logger.ts';

/** An integration with the plugin that declares it. */
export interface RegisteredIntegration {
  pluginId: string;
  definition: IntegrationDefinition;
}

/** Who looks: the brand's plugins that are off, and whether it is a reseller's white label. */
export interface IntegrationAudience {
  disabledPlugins: ReadonlySet<string>;
  whitelabel: boolean;
}

/** A plugin id and its `integrations`, as the host loaded them. */
interface DeclaringPlugin {
  plugin: { id: string; integrations?: IntegrationDefinition[] | undefined };
}

/** Thrown at start when two plugins declare one integration id. */
export class DuplicateIntegrationError extends Error {
  constructor(id: string, first: string, second: string) {
    super(`Integration ${id} is declared by both plugin ${first} and plugin ${second}; integration ids are unique across plugins.`);
    this.name = 'DuplicateIntegrationError';
  }
}

/**
 * Every integration the loaded plugins declare (spec 1 §3.7), by id, with the operator's endpoint
 * overrides (INTEGRATION_ENDPOINTS). Built once at start: a duplicate id fails the start naming
 * both plugins, since the owners' stored credentials are keyed by it. A brand sees those of its
 * enabled plugins only, and a white label no AI group (spec).
 */
export class IntegrationRegistry {
  readonly #byId: ReadonlyMap<string, RegisteredIntegration>;
  readonly #overrides: ReadonlyMap<string, string>;

  private constructor(byId: Map<string, RegisteredIntegration>, overrides: Map<string, string>) {
    this.#byId = byId;
    this.#overrides = overrides;
  }

  static of(plugins: readonly DeclaringPlugin[], overrides: Settings['integrationEndpoints'], logger?: Logger): IntegrationRegistry {
    const byId = new Map<string, RegisteredIntegration>();
    for (const { plugin } of plugins) {
      for (const definition of plugin.integrations ?? []) {
        const existing = byId.get(definition.id);
        if (existing) throw new DuplicateIntegrationError(definition.id, existing.pluginId, plugin.id);
        byId.set(definition.id, { pluginId: plugin.id, definition });
      }
    }
    const urls = new Map<string, string>();
    for (const { integration, endpoint, url } of overrides) {
      const declared = byId.get(integration)?.definition.endpoints?.[endpoint];
      // An override of something no plugin declares is a typo or a removed plugin: said, not fatal.
      if (declared === undefined) logger?.warn('INTEGRATION_ENDPOINTS names an endpoint no installed integration declares', { integration, endpoint });
      urls.set(`${integration}.${endpoint}`, url.replace(/\/+$/, ''));
    }
    return new IntegrationRegistry(byId, urls);
  }

  /** Any plugin's integration by id, whoever looks (for the plugins' port). */
  get(id: string): RegisteredIntegration | undefined {
    return this.#byId.get(id);
  }

  /** The integration if this audience may see it: its plugin on for the brand, and not AI on a white label. */
  visible(id: string, audience: IntegrationAudience): RegisteredIntegration | undefined {
    const entry = this.#byId.get(id);
    return entry && shown(entry, audience) ? entry : undefined;
  }

  /** What the brand's screen lists, in the screen's group order, then in the plugins' order. */
  list(audience: IntegrationAudience): RegisteredIntegration[] {
    const entries = [...this.#byId.values()].filter((entry) => shown(entry, audience));
    return integrationGroups.flatMap((group) => entries.filter((entry) => entry.definition.group === group));
  }

  /** The base URL of an integration's endpoint: the operator's override, else the declared default. */
  endpoint(id: string, name: string): string {
    const override = this.#overrides.get(`${id}.${name}`);
    if (override) return override;
    const declared = this.#byId.get(id)?.definition.endpoints?.[name];
    if (declared === undefined) throw new Error(`Integration ${id} declares no endpoint ${name}.`);
    return declared.replace(/\/+$/, '');
  }
}

function shown({ pluginId, definition }: RegisteredIntegration, audience: IntegrationAudience): boolean {
  if (audience.disabledPlugins.has(pluginId)) return false;
  return !(audience.whitelabel && definition.group === 'ai');
}
