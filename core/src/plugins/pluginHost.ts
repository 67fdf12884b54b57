import { realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { audience } from '../audience/audience.ts';
import type { EntitySchema } from '@mikro-orm/core';
import { featureIdProblems, PluginManifestError, type FlowRuntimePort, type JobUsagePort, type PluginRegisterContext } from '@chatmill/sdk';
import type { OwnedSealedColumn } from '../vault/sealedColumns.ts';
import type { PluginPorts } from './pluginPorts.ts';
import type { Database } from '../db/database.ts';
import type { PluginMigrations } from '../db/migrate.ts';
import type { RouteRegistry } from '../http/routeRegistry.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../logger.ts';
import { discoverPlugins } from './discoverPlugins.ts';
import { FeatureCatalogue } from './featureCatalogue.ts';
import { coreFeatures } from '../usage/coreFeatures.ts';
import type { UsageService } from '../usage/usageService.ts';
import { loadPlugins, type LoadedPlugin, type PluginFailure } from './loadPlugins.ts';

/**
 * The plugins of this process: found, checked and ordered at start; their entities,
 * migrations, jobs, routes and web files handed to the parts of the core that use them.
 */
export class PluginHost {
  readonly plugins: readonly LoadedPlugin[];
  readonly failures: PluginFailure[];
  readonly features = new FeatureCatalogue();
  readonly #logger: Logger;

  private constructor(loaded: LoadedPlugin[], failures: PluginFailure[], logger: Logger) {
    this.#logger = logger;
    this.failures = failures;
    this.features.add('core', coreFeatures);
    const kept: LoadedPlugin[] = [];
    for (const entry of loaded) {
      const problems = featureIdProblems(entry.plugin.features, !entry.shipped);
      if (problems.length) this.#leaveOut(entry.plugin.id, problems.join('; '));
      else kept.push(entry);
    }
    // Usage counters and packages store the ids: which of two claimants kept one would hang on
    // the order plugins were found in, so a clash stops the start (FeatureIdClashError) instead.
    for (const entry of kept) this.features.add(entry.plugin.id, entry.plugin.features);
    this.plugins = kept;
  }

  static async load(root: string, logger: Logger): Promise<PluginHost> {
    const { loaded, failures } = await loadPlugins(discoverPlugins(root), logger);
    const host = new PluginHost(loaded, failures, logger);
    if (host.plugins.length) logger.info('plugins loaded', { plugins: host.plugins.map((p) => `${p.plugin.id}@${p.plugin.version}`) });
    return host;
  }

  get(id: string): LoadedPlugin | undefined {
    return this.plugins.find((p) => p.plugin.id === id);
  }

  entities(): EntitySchema[] {
    return this.plugins.flatMap((p) => p.plugin.entities ?? []);
  }

  migrations(): PluginMigrations[] {
    return this.plugins.map((p) => ({ pluginId: p.plugin.id, migrations: p.plugin.migrations ?? [] }));
  }

  defineJobs(jobs: JobQueue, db: Database, usage: UsageService, flows: FlowRuntimePort, ports: PluginPorts): void {
    const jobUsage: JobUsagePort = {
      reserveForAccount: (em, accountId, featureId, amount) => usage.reserveForAccount(em, accountId, featureId, amount),
      release: (em, accountId, featureId, amount) => usage.release(em, accountId, featureId, amount),
    };
    for (const { plugin } of this.plugins) {
      for (const job of plugin.jobs ?? []) {
        const handler = (data: unknown, meta: { id: string; name: string; retryCount: number }) =>
          job.handle(data, {
            ...meta,
            ...ports.hostInfos.infoFor(plugin.id, ports.hostInfos.defaultUrl),
            em: db.em(),
            usage: jobUsage,
            flows,
            audience,
            vault: ports.vaultOf(plugin.id),
            outgoing: ports.outgoing,
          });
        // definePlugin has checked the schedule's form; what pg-boss cannot read still fails the start, naming the job.
        if (job.schedule) jobs.defineScheduled(`${plugin.id}.${job.name}`, job.schedule, handler);
        else jobs.define(`${plugin.id}.${job.name}`, handler);
      }
    }
  }

  mountRoutes(registry: RouteRegistry): void {
    for (const { plugin } of this.plugins) registry.addPlugin(plugin.id, plugin.routes ?? []);
  }

  async register(ports: PluginPorts): Promise<void> {
    for (const { plugin } of this.plugins) await plugin.register?.(this.#context(plugin.id, ports));
  }

  async start(ports: PluginPorts): Promise<void> {
    for (const { plugin } of this.plugins) await plugin.start?.(this.#context(plugin.id, ports));
  }

  /** Every plugin's columns of sealed secrets, with the plugin whose vault seals them. */
  sealedColumns(): OwnedSealedColumn[] {
    return this.plugins.flatMap(({ plugin }) => (plugin.sealedColumns ?? []).map((column) => ({ ...column, owner: plugin.id })));
  }

  /** Folder of each plugin's built web half, served at `/plugins/<id>/`. */
  webDirs(): Map<string, string> {
    return new Map(this.plugins.filter((p) => p.plugin.web).map((p) => [p.plugin.id, dirname(join(p.dir, p.plugin.web!.entry))]));
  }

  #context(pluginId: string, ports: PluginPorts): PluginRegisterContext {
    const manifest = this.get(pluginId)!.plugin;
    return {
      ...ports.hostInfos.infoFor(pluginId, ports.hostInfos.defaultUrl),
      manifest,
      log: (message: string, fields?: Record<string, unknown>) => this.#logger.info(`[${pluginId}] ${message}`, fields),
      vault: ports.vaultOf(pluginId),
      outgoing: ports.outgoing,
      integrations: ports.integrations,
    };
  }

  #leaveOut(id: string, reason: string): void {
    const message = new PluginManifestError(id, [reason]).message;
    this.failures.push({ id, reason: message });
    this.#logger.error(`plugin not loaded: ${message}`, { plugin: id });
  }
}
