import 'reflect-metadata';
import { audienceRoutes } from './audience/audienceRoutes.ts';
import { audience } from './audience/audience.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { accessLevelRoutes } from './access/accessLevelRoutes.ts';
import { adminRoutes } from './admin/adminRoutes.ts';
import { accountRoutes } from './account/accountRoutes.ts';
import { ApiTokenCache } from './account/apiTokenCache.ts';
import { authRoutes } from './auth/authRoutes.ts';
import { OAuthProviders } from './auth/oauth/oauthProviders.ts';
import { definePruneSignInRecordsJob } from './auth/pruneSignInRecords.ts';
import { proxyHopsOf } from './http/clientAddress.ts';
import { oauthRoutes } from './auth/oauthRoutes.ts';
import { SessionCache } from './auth/sessionCache.ts';
import type { ChangeFeed } from './cache/changeFeed.ts';
import { PendingChanges } from './cache/pendingChanges.ts';
import { PgliteChangeFeed } from './cache/pgliteChangeFeed.ts';
import { PostgresChangeFeed } from './cache/postgresChangeFeed.ts';
import { BrandDirectory } from './brands/brandDirectory.ts';
import { seedBrandDefaults } from './brands/seedBrandDefaults.ts';
import { repoRoot } from './config/loadSettings.ts';
import type { Settings } from './config/schema.ts';
import { openDatabase, type Database } from './db/database.ts';
import type { Clock } from './flows/runtime/clock.ts';
import { FlowRuntime } from './flows/runtime/flowRuntime.ts';
import { FlowChannels, type ChannelHostOf } from './flows/flowChannels.ts';
import { flowStoreRoutes } from './flows/store/index.ts';
import { migrate } from './db/migrate.ts';
import { registerServices } from './di/registerServices.ts';
import { DATABASE, JOBS, LOGGER, MAILER, REALTIME, SETTINGS, SMS_SENDER } from './di/tokens.ts';
import { FileService } from './files/fileService.ts';
import { fileRoutes } from './files/fileRoutes.ts';
import { healthRoutes } from './health/healthRoutes.ts';
import { HomeService } from './home/homeService.ts';
import { homeRoutes } from './home/homeRoutes.ts';
import { createApp } from './http/createApp.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { RouteRegistry } from './http/routeRegistry.ts';
import { JobQueue } from './jobs/jobQueue.ts';
import { createLogger, type Logger } from './logger.ts';
import { LocalMailbox } from './mail/localMailbox.ts';
import { Mailer } from './mail/mailer.ts';
import { defineSendMailJob } from './mail/sendMailJob.ts';
import { createSmsSender } from './sms/createSmsSender.ts';
import { defineSendSmsJob } from './sms/sendSmsJob.ts';
import { LocalBus } from './realtime/localBus.ts';
import { PgNotifyBus } from './realtime/pgNotifyBus.ts';
import type { RealtimeBus } from './realtime/realtimeBus.ts';
import { SocketServer } from './realtime/socketServer.ts';
import { socketSession } from './realtime/socketSession.ts';
import { PluginSocketServer } from './realtime/pluginSockets.ts';
import { SqlSubscriberDirectory } from './flows/subscriberDirectory.ts';
import { subscriberDirectoryToken, type AudiencePort } from '@chatmill/sdk';
import { BrandPlugins } from './plugins/brandPlugins.ts';
import { PluginHost } from './plugins/pluginHost.ts';
import { BrandPluginSettings } from './plugins/brandPluginSettings.ts';
import { PluginHostInfos } from './plugins/pluginHostInfos.ts';
import { resolvePluginSettings } from './plugins/pluginSettings.ts';
import { PluginPorts } from './plugins/pluginPorts.ts';
import { resealColumns } from './vault/sealedColumns.ts';
import { allSealedColumns } from './vault/coreSealedColumns.ts';
import { IntegrationCredentials } from './integrations/integrationCredentials.ts';
import { IntegrationRegistry } from './integrations/integrationRegistry.ts';
import { integrationRoutes } from './integrations/integrationRoutes.ts';
import { integrationVaultOwner } from './integrations/integrationSecretColumn.ts';
import { IntegrationService } from './integrations/integrationService.ts';
import { IntegrationStore } from './integrations/integrationStore.ts';
import { pluginRoutes } from './plugins/pluginRoutes.ts';
import { packageRoutes } from './packages/packageRoutes.ts';
import { pricingRoutes } from './packages/pricingRoutes.ts';
import { teamRoutes } from './team/teamRoutes.ts';
import { customVariableRoutes } from './audience/customVariables/customVariableRoutes.ts';
import { UsageService } from './usage/usageService.ts';
import { usageRoutes } from './usage/usageRoutes.ts';
import { whitelabelRoutes } from './whitelabel/whitelabelRoutes.ts';

export interface PlatformOptions {
  /** Serve HTTP and WebSockets (false for `npm run worker`). */
  serve: boolean;
  /** Run job handlers in this process. */
  work: boolean;
  logger?: Logger;
  /** Where to look for plugins (`plugins/` and `node_modules/`); the repository unless a test says otherwise. */
  pluginRoot?: string;
  /** Where the flow runtime reads the time (time gaps, take-overs, the 24-hour rule): the system clock unless a test moves it. */
  flowClock?: Clock;
  /** A dump of an empty in-memory PGlite to start from (see DatabaseOptions.pgliteTemplate). */
  pgliteTemplate?: Blob;
  /** Non-public addresses user-given URLs may reach anyway: only tests, for fakes on loopback. */
  allowOutgoingAddress?: (address: string) => boolean;
}

export interface Platform {
  readonly settings: Settings;
  readonly db: Database;
  readonly jobs: JobQueue;
  readonly realtime: RealtimeBus;
  readonly registry: RouteRegistry;
  readonly plugins: PluginHost;
  readonly usage: UsageService;
  /** The flow runtime: channel plugins hand it inbound events through `flows.port`. */
  readonly flows: FlowRuntime;
  /** The account's tags and custom variables, as routes and jobs get them. */
  readonly audience: AudiencePort;
  /** The vault (secrets at rest) and the outgoing client (user-given URLs). */
  readonly ports: PluginPorts;
  /** The brand of each host name, cached per process (bounded: requests name any host). */
  readonly brands: BrandDirectory;
  /** Uploaded files: the store (disk or S3), their rows and each account's count. */
  readonly files: FileService;
  readonly container: DependencyContainer;
  readonly logger: Logger;
  /** The address it listens on, e.g. http://127.0.0.1:3000; null when not serving. */
  readonly url: string | null;
  stop(): Promise<void>;
}

/** Boots the product: database and migrations, jobs, realtime, routes, then the HTTP server. */
export async function startPlatform(settings: Settings, options: PlatformOptions): Promise<Platform> {
  const logger = options.logger ?? createLogger(settings.logLevel);
  const plugins = await PluginHost.load(options.pluginRoot ?? settings.pluginRoot ?? repoRoot, logger);
  // Integration ids key the owners' stored credentials: two plugins declaring one fail the start, before anything opens.
  const integrations = IntegrationRegistry.of(plugins.plugins, settings.integrationEndpoints, logger);
  // A plugin's settings are checked before anything opens: a wrong one stops the start, naming it.
  const pluginSettings = resolvePluginSettings(
    plugins.plugins.map((p) => p.plugin),
    settings,
  );
  const pending = new PendingChanges();
  const db = await openDatabase(settings, {
    logger,
    entities: plugins.entities(),
    onStatement: (sql) => pending.note(sql),
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  const applied = await migrate(db, plugins.migrations());
  if (applied.length) logger.info('applied migrations', { migrations: applied });
  const integrationStore = new IntegrationStore();
  const ports = PluginPorts.create(
    settings,
    logger,
    (owners) => new IntegrationCredentials(() => db.em(), owners.vaultOf(integrationVaultOwner), integrationStore, integrations),
    new PluginHostInfos(settings, pluginSettings, () => db.em()),
    options.allowOutgoingAddress,
  );
  // Secrets stored before the vault are sealed before anything reads them.
  const sealed = await resealColumns(db.em(), ports.vault, allSealedColumns(plugins), 'plaintext');
  if (sealed.sealed) logger.info('vault: sealed secrets stored in plain text', { values: sealed.sealed });

  // Before anything is cached: the database's word on every change to what caches hold.
  const changes: ChangeFeed =
    db.kind === 'postgres' ? await PostgresChangeFeed.connect(settings.databaseUrl!, logger) : await PgliteChangeFeed.listen(db.pglite!);
  const brands = new BrandDirectory(changes);
  const defaultBrand = await brands.ensureDefault(db.em(), settings);
  ports.hostInfos.knowPlatformBrand(defaultBrand);
  const brandSettings = new BrandPluginSettings(
    plugins.plugins.map((p) => p.plugin),
    pluginSettings,
    ports.vault,
    changes,
  );
  ports.hostInfos.knowBrandSettings(brandSettings);
  const brandPlugins = new BrandPlugins(changes);
  await brandPlugins.seed(db.em(), defaultBrand.id, settings.defaultBrand.disabledPlugins);
  await seedBrandDefaults(db.em(), defaultBrand.id, plugins.features);

  const mailer = new Mailer(settings, new LocalMailbox(() => db.em()));
  const sms = createSmsSender(settings);
  const jobs = new JobQueue(db, logger, settings.timeZone);
  defineSendMailJob(jobs, mailer);
  defineSendSmsJob(jobs, sms, logger);
  definePruneSignInRecordsJob(jobs, db);
  const usage = new UsageService(plugins.features, settings.timeZone);
  const files = await FileService.create(settings, db.em(), logger);
  // Before the runtime: its send jobs publish to channel plugins' sockets (the web chat widget) through the bus.
  const realtime: RealtimeBus = db.kind === 'postgres' ? await PgNotifyBus.connect(settings.databaseUrl!, logger) : new LocalBus();
  // What a channel plugin's callbacks get: its settings and vault, and the operator's public URL unless a request's brand's is given.
  const channelHost: ChannelHostOf = (pluginId, publicUrl = ports.hostInfos.defaultUrl) => ({
    ...ports.hostInfos.infoFor(pluginId, publicUrl),
    vault: ports.vaultOf(pluginId),
  });
  const flows = new FlowRuntime({
    db,
    jobs,
    plugins,
    realtime,
    changes,
    webhookGuard: ports.guard,
    channelHost,
    settleChanges: () => pending.settle(changes),
    logger,
    timeZone: settings.timeZone,
    ...(options.flowClock ? { clock: options.flowClock } : {}),
  });
  flows.defineJobs();
  plugins.defineJobs(jobs, db, usage, flows.port, ports);
  await plugins.register(ports);
  await jobs.start({ work: options.work });

  const container = rootContainer.createChildContainer();
  container.register(SETTINGS, { useValue: settings });
  container.register(DATABASE, { useValue: db });
  container.register(LOGGER, { useValue: logger });
  container.register(JOBS, { useValue: jobs });
  container.register(MAILER, { useValue: mailer });
  container.register(SMS_SENDER, { useValue: sms });
  container.register(REALTIME, { useValue: realtime });
  const sessions = new SessionCache(changes);
  container.register(SessionCache, { useValue: sessions });
  container.register(subscriberDirectoryToken, { useValue: new SqlSubscriberDirectory() });
  registerServices(container);

  container.register(UsageService, { useValue: usage });

  const oauth = new OAuthProviders(settings);
  const registry = new RouteRegistry();
  let openApi: Record<string, unknown> | null = null;
  const openApiDocument = () =>
    (openApi ??= buildOpenApiDocument(registry.all(), {
      title: `${settings.defaultBrand.name} API`,
      version: '0.1.0',
      sessionCookie: settings.session.cookieName,
    }));
  registry.add('core', healthRoutes(db, jobs, openApiDocument));
  registry.add('core', authRoutes(oauth));
  registry.add('core', oauthRoutes(oauth));
  registry.add('core', pluginRoutes(plugins, brandPlugins));
  registry.add('core', accessLevelRoutes(plugins));
  registry.add('core', packageRoutes(plugins));
  registry.add('core', teamRoutes());
  registry.add('core', customVariableRoutes());
  registry.add('core', audienceRoutes());
  registry.add('core', usageRoutes());
  registry.add('core', fileRoutes(files));
  registry.add('core', homeRoutes(new HomeService(plugins, brandPlugins, settings.timeZone, (pluginId) => ports.hostInfos.operatorSettings(pluginId))));
  registry.add('core', adminRoutes(plugins));
  registry.add('core', whitelabelRoutes({ settings, brands, brandPlugins, brandSettings, plugins }));
  registry.add('core', accountRoutes());
  registry.add('core', pricingRoutes(plugins.features));
  registry.add('core', flowStoreRoutes(new FlowChannels(plugins, brandPlugins, channelHost)));
  registry.add('core', flows.routes(new FlowChannels(plugins, brandPlugins, channelHost)));
  registry.add(
    'core',
    integrationRoutes(
      new IntegrationService({
        registry: integrations,
        store: integrationStore,
        credentials: ports.integrations,
        outgoing: ports.outgoing,
        urlProblem: (url) => ports.savedUrls.problem(url),
        logger,
      }),
      brandPlugins,
    ),
  );
  plugins.mountRoutes(registry);
  await plugins.start(ports);

  let server: Server | null = null;
  let sockets: SocketServer | null = null;
  let pluginSockets: PluginSocketServer | null = null;
  let url: string | null = null;
  if (options.serve) {
    const app = createApp({
      settings,
      db,
      changes,
      pending,
      apiTokens: new ApiTokenCache(changes),
      container,
      brands,
      registry,
      logger,
      brandPlugins,
      jobs,
      usage,
      flows: flows.port,
      ports,
      files,
      pluginWebDirs: plugins.webDirs(),
      webDistDir: settings.webDistDir ?? join(repoRoot, 'web', 'dist'),
    });
    // Idle keep-alive connections stay open longer than a proxy's or a client's own idle limit
    // (60 s is common): with Node's 5 s, a client that reuses a connection just as the server
    // drops it gets a reset (502s behind a load balancer, ECONNRESET in a busy test).
    server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, app);
    const publicSockets = plugins.plugins.flatMap(({ plugin }) => (plugin.sockets ?? []).map((route) => ({ pluginId: plugin.id, route })));
    pluginSockets = new PluginSocketServer(publicSockets, {
      db,
      bus: realtime,
      brands,
      brandPlugins,
      flows: flows.port,
      ports,
      logger,
      proxyHops: proxyHopsOf(settings),
    });
    const pluginUpgrades = pluginSockets;
    const authenticate = socketSession({ db, settings, sessions, changes, pending });
    sockets = new SocketServer(
      server,
      realtime,
      authenticate,
      logger,
      (req, socket, head) => pluginUpgrades.handleUpgrade(req, socket, head),
      proxyHopsOf(settings),
    );
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(settings.port, settings.host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    url = `http://${settings.host === '0.0.0.0' ? 'localhost' : settings.host}:${address.port}`;
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await sockets?.close();
      await pluginSockets?.close();
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await jobs.stop();
      await realtime.close();
      await changes.close();
      mailer.close();
      files.close();
      await db.close();
    })());

  return { settings, db, jobs, realtime, registry, plugins, usage, flows, audience, ports, brands, files, container, logger, url, stop };
}
