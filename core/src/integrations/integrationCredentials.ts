import type { IntegrationsPort, PluginVault } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { IntegrationRegistry } from './integrationRegistry.ts';
import { integrationSecretPurpose } from './integrationSecretColumn.ts';
import type { IntegrationStore, StoredConnection } from './integrationStore.ts';

/**
 * The stored credentials, opened: for the plugins (`ctx.integrations`) and for connection tests.
 * Secrets are opened here for the call that asked and kept nowhere.
 */
export class IntegrationCredentials implements IntegrationsPort {
  readonly #em: () => EntityManager;
  readonly #vault: PluginVault;
  readonly #store: IntegrationStore;
  readonly #registry: IntegrationRegistry;

  constructor(em: () => EntityManager, vault: PluginVault, store: IntegrationStore, registry: IntegrationRegistry) {
    this.#em = em;
    this.#vault = vault;
    this.#store = store;
    this.#registry = registry;
  }

  async credentials(accountId: number, integrationId: string): Promise<Readonly<Record<string, string>> | null> {
    if (!this.#registry.get(integrationId)) throw new Error(`No plugin declares the integration ${integrationId}.`);
    const stored = await this.#store.one(this.#em(), accountId, integrationId);
    return stored ? this.open(accountId, stored) : null;
  }

  endpoint(integrationId: string, name: string): string {
    return this.#registry.endpoint(integrationId, name);
  }

  /** A stored connection's values with its secrets opened. */
  open(accountId: number, stored: StoredConnection): Record<string, string> {
    const vault = this.#vault.forAccount(accountId);
    const opened = Object.fromEntries(
      Object.entries(stored.sealed).map(([field, sealed]) => [field, vault.open(integrationSecretPurpose(stored.integrationId, field), sealed)]),
    );
    return { ...stored.values, ...opened };
  }

  /** Seals a secret field's value for the account. */
  seal(accountId: number, integrationId: string, field: string, plaintext: string): string {
    return this.#vault.forAccount(accountId).seal(integrationSecretPurpose(integrationId, field), plaintext);
  }
}
