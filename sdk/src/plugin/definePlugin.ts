import type { EntitySchema } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Migration } from '@mikro-orm/migrations';
import type { AnyRoute } from '../http/route.ts';
import type { SocketRoute } from '../http/socket.ts';
import type { JobDefinition } from '../jobs.ts';
import { jobScheduleProblems } from '../jobSchedule.ts';
import type { ChannelPlugin } from '../channels/channelPlugin.ts';
import type { FlowNodeType } from '../flows/flowNodeType.ts';
import type { PluginVault, SealedColumn } from '../vault/vaultPort.ts';
import type { OutgoingPort } from '../net/outgoingPort.ts';
import type { PluginHomeStep } from '../home/homeStep.ts';
import type { IntegrationDefinition, IntegrationsPort } from '../integrations/integrationDefinition.ts';
import { integrationProblems } from '../integrations/integrationProblems.ts';
import { manifestSchema, type PluginManifest, type PluginManifestInput } from './manifest.ts';
import type { PluginHostInfo } from './pluginHostInfo.ts';
import { settingsProblems, type PluginSettingsValues } from './pluginSettings.ts';

/** Thrown when a manifest is wrong; the message names the plugin and every wrong field. */
export class PluginManifestError extends Error {
  readonly pluginId: string;

  constructor(pluginId: string, problems: string[]) {
    super(`Plugin ${pluginId}: ${problems.join('; ')}`);
    this.name = 'PluginManifestError';
    this.pluginId = pluginId;
  }
}

/**
 * What `register` gets: add things before the host mounts routes. `settings` is typed from the
 * plugin's `settings.schema`; `publicUrl` is the operator's (no request, so no brand).
 */
export interface PluginRegisterContext<Settings = PluginSettingsValues> extends PluginHostInfo<Settings> {
  readonly manifest: PluginManifest;
  log(message: string, fields?: Record<string, unknown>): void;
  /** This plugin's sealed secrets, for callbacks that get no context of their own (a channel's webhook `secret`). */
  readonly vault: PluginVault;
  /** Requests to user-given URLs, through the outgoing-URL guard. */
  readonly outgoing: OutgoingPort;
  /** The credentials owners stored for the integrations of any plugin (see sdk/README.md 6.4). */
  readonly integrations: IntegrationsPort;
}

export interface PluginStartContext<Settings = PluginSettingsValues> extends PluginRegisterContext<Settings> {}

export interface PluginServerParts<Settings = PluginSettingsValues> {
  /** Routes with paths relative to `/api/<plugin id>`, e.g. `/contacts/:id`. */
  routes?: AnyRoute[];
  /** Public WebSocket routes, paths relative to `/api/<plugin id>` (see sdk/src/http/socket.ts). */
  sockets?: SocketRoute[];
  /** MikroORM entity schemas (`defineEntity` from the SDK). */
  entities?: EntitySchema[];
  /** Migration classes in the order they run, after the core's and the plugins it requires. */
  migrations?: Array<new (...args: any[]) => Migration>; // eslint-disable-line @typescript-eslint/no-explicit-any
  jobs?: JobDefinition[];
  /** A channel plugin's adapter and accounts (see sdk/README.md "Writing a channel"). */
  channel?: ChannelPlugin;
  /** Columns of this plugin's tables that hold sealed secrets: sealed at start if stored before the vault, re-sealed by `npm run vault:rotate`. */
  sealedColumns?: SealedColumn[];
  /** Flow node types this plugin adds to the builder and the runtime. */
  flowNodes?: FlowNodeType<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Steps this plugin adds to the getting-started checklist on the owner's home. */
  homeSteps?: PluginHomeStep[];
  /** Third-party services owners connect on the integrations screen (`defineIntegration`); ids unique across plugins. */
  integrations?: IntegrationDefinition[];
  /**
   * The operator's settings of this plugin: a zod object with defaults (`definePluginSettings`),
   * read from `config/*.json` and `CHATMILL_PLUGIN_<ID>_<NAME>` and checked at start; the `brand`
   * ones a brand may set for itself, the `secret` ones sealed (README 6.5).
   */
  settings?: { schema: z.ZodObject; brand?: readonly string[]; secret?: readonly string[] };
  register?(context: PluginRegisterContext<Settings>): void | Promise<void>;
  start?(context: PluginStartContext<Settings>): void | Promise<void>;
}

export type PluginDefinition<S extends z.ZodObject = z.ZodObject> = PluginManifestInput &
  Omit<PluginServerParts<Readonly<z.output<S>>>, 'settings'> & { settings?: { schema: S; brand?: readonly string[]; secret?: readonly string[] } };
export type ServerPlugin = PluginManifest & PluginServerParts & { readonly kind: 'chatmill-plugin' };

/**
 * Declares a plugin. The manifest part is checked at once, so a mistake fails the host's
 * start for this plugin with a message that names it, never later at a request.
 */
export function definePlugin<S extends z.ZodObject = z.ZodObject>(definition: PluginDefinition<S>): ServerPlugin {
  const { routes, sockets, entities, migrations, jobs, channel, flowNodes, homeSteps, integrations, sealedColumns, settings, register, start, ...manifest } =
    definition;
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) {
    const id = typeof manifest.id === 'string' && manifest.id ? manifest.id : '(no id)';
    throw new PluginManifestError(
      id,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`),
    );
  }
  const problems = routeProblems(routes ?? [], new Set(parsed.data.permissions.map((p) => p.slug)));
  if (problems.length) throw new PluginManifestError(parsed.data.id, problems);
  const socketProblems = (sockets ?? [])
    .filter((socket) => !socket.path.startsWith('/'))
    .map((socket) => `socket ${socket.path}: the path is relative to /api/<plugin id> and starts with /`);
  if (socketProblems.length) throw new PluginManifestError(parsed.data.id, socketProblems);
  const scheduleProblems = (jobs ?? []).flatMap((job) =>
    job.schedule ? jobScheduleProblems(job.schedule).map((problem) => `job ${job.name}: ${problem}`) : [],
  );
  if (scheduleProblems.length) throw new PluginManifestError(parsed.data.id, scheduleProblems);
  const integrationIssues = integrationProblems(integrations ?? []);
  if (integrationIssues.length) throw new PluginManifestError(parsed.data.id, integrationIssues);
  const settingIssues = settingsProblems(parsed.data.id, settings);
  if (settingIssues.length) throw new PluginManifestError(parsed.data.id, settingIssues);
  return {
    ...parsed.data,
    routes,
    sockets,
    entities,
    migrations,
    jobs,
    channel,
    flowNodes,
    homeSteps,
    integrations,
    sealedColumns,
    settings,
    // Methods are bivariant: the host hands them the settings it parsed with `settings.schema`.
    register,
    start,
    kind: 'chatmill-plugin',
  };
}

export function isServerPlugin(value: unknown): value is ServerPlugin {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'chatmill-plugin';
}

function routeProblems(routes: AnyRoute[], declared: Set<string>): string[] {
  return routes.flatMap((route) => {
    const name = `route ${route.method} ${route.path}`;
    if (!route.path.startsWith('/')) return [`${name}: the path is relative to /api/<plugin id> and starts with /`];
    const slugs = typeof route.permission?.slug === 'string' ? [route.permission.slug] : (route.permission?.slug ?? []);
    if (route.access === 'session' && slugs.length === 0) return [`${name}: a session route needs a permission (slug and action)`];
    const undeclared = slugs.filter((slug) => !declared.has(slug));
    if (undeclared.length) return [`${name}: permission ${undeclared.join(', ')} is not declared in permissions`];
    return [];
  });
}
