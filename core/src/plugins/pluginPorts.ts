import type { PluginVault } from '@chatmill/sdk';
import type { IntegrationCredentials } from '../integrations/integrationCredentials.ts';
import type { Settings } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { hostLookup } from '../net/hostResolver.ts';
import { OutgoingClient } from '../net/outgoingClient.ts';
import type { GuardOptions } from '../net/outgoingUrlGuard.ts';
import { SavedUrlCheck } from '../net/savedUrlCheck.ts';
import { loadKeyRing } from '../vault/keyRing.ts';
import { ownerVault } from '../vault/pluginVault.ts';
import { Vault } from '../vault/vault.ts';
import type { PluginHostInfos } from './pluginHostInfos.ts';

/**
 * The vault and the outgoing client as routes, jobs, sockets and plugins' `register` get them:
 * each owner (`core` or a plugin id) its own vault, so no plugin opens another's secrets.
 */
export class PluginPorts {
  readonly vault: Vault;
  readonly outgoing: OutgoingClient;
  readonly savedUrls: SavedUrlCheck;
  /** How the guard resolves and what it lets through, for the core's own callers (the flow webhook job). */
  readonly guard: GuardOptions;
  /** The owners' integration credentials: `ctx.integrations` of plugins, and the integrations screen's sealing and opening. */
  readonly integrations: IntegrationCredentials;
  /** Each plugin's settings and the product's public origins (sdk `PluginHostInfo`). */
  readonly hostInfos: PluginHostInfos;
  readonly #vaults = new Map<string, PluginVault>();

  constructor(
    vault: Vault,
    guard: GuardOptions & { lookup: NonNullable<GuardOptions['lookup']> },
    integrations: (ports: Pick<PluginPorts, 'vaultOf'>) => IntegrationCredentials,
    hostInfos: PluginHostInfos,
  ) {
    this.vault = vault;
    this.hostInfos = hostInfos;
    this.guard = guard;
    this.savedUrls = new SavedUrlCheck(guard);
    this.outgoing = new OutgoingClient(guard, this.savedUrls);
    this.integrations = integrations(this);
  }

  /**
   * The keys from the settings (or the data folder), and the settings' DNS servers for names in
   * user-given URLs. `allowAddress` is for tests whose fakes listen on loopback, never settings.
   */
  static create(
    settings: Settings,
    logger: Logger,
    integrations: (ports: Pick<PluginPorts, 'vaultOf'>) => IntegrationCredentials,
    hostInfos: PluginHostInfos,
    allowAddress?: (address: string) => boolean,
  ): PluginPorts {
    const vault = new Vault(loadKeyRing(settings.vault.keys, settings.dataDir, logger));
    return new PluginPorts(vault, { lookup: hostLookup(settings.dnsServers), ...(allowAddress ? { allowAddress } : {}) }, integrations, hostInfos);
  }

  vaultOf(owner: string): PluginVault {
    let vault = this.#vaults.get(owner);
    if (!vault) this.#vaults.set(owner, (vault = ownerVault(this.vault, owner)));
    return vault;
  }
}
