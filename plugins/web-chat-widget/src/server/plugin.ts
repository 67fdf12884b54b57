import { definePlugin } from '@chatmill/sdk';
import { widgetMigrations } from '../../migrations/index.ts';
import { featureIds, pluginId } from '../common/ids.ts';
import { permissionNames, permissionSlugs } from '../common/permissions.ts';
import { widgetChannelPlugin } from './channel/widgetChannel.ts';
import { widgetEntities } from './entities/index.ts';
import { widgetRoutes } from './routes/index.ts';
import { widgetSocket } from './socket/widgetSocket.ts';
import { visitorSecretColumn } from './services/visitorSecret.ts';
import { widgetWeb } from './web.ts';

/**
 * The web chat widget, the first channel (spec 2, 2 "Web chat widget"): widget accounts with
 * their look and sites, the embed script and its socket, and the widget as a flow channel.
 * sdk/README.md "Writing a channel" walks through it.
 */
export default definePlugin({
  id: pluginId,
  name: 'Web Chat Widget',
  version: '0.1.0',
  sdk: '^0.1.0',
  features: [
    { id: featureIds.widgetAccounts, name: 'Web chat widget accounts', period: 'lifetime' },
    { id: featureIds.widgetFlows, name: 'Web chat widget flows', period: 'lifetime' },
  ],
  permissions: Object.values(permissionSlugs).map((slug) => ({ slug, name: permissionNames[slug] })),
  web: widgetWeb,
  entities: widgetEntities,
  migrations: widgetMigrations,
  routes: widgetRoutes,
  sockets: [widgetSocket],
  sealedColumns: [visitorSecretColumn],
  channel: widgetChannelPlugin,
});
