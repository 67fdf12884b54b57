import { definePlugin } from '@chatmill/sdk';
import { messengerMigrations } from '../../migrations/index.ts';
import { featureIds, pluginId } from '../common/ids.ts';
import { permissionNames, permissionSlugs } from '../common/permissions.ts';
import { messengerChannelPlugin } from './channel/messengerChannel.ts';
import { messengerSealedColumns } from './pages/pageTokens.ts';
import { pageRoutes } from './routes/pageRoutes.ts';
import { botToolRoutes } from './botTools/botToolRoutes.ts';
import { commentReplyJob } from './commentReply/commentReplyJob.ts';
import { commentRuleRoutes } from './commentReply/commentRuleRoutes.ts';
import { messengerSubscriberRoutes } from './subscribers/subscriberRoutes.ts';
import { messengerSettings } from './settings.ts';
import { messengerWeb } from './web.ts';

/**
 * Messenger and Instagram (spec 2): Facebook pages connected through Facebook Login for
 * Business, their linked Instagram professional accounts, and both as one flow channel.
 * README.md says what is built and what comes next.
 */
export default definePlugin({
  id: pluginId,
  name: 'Messenger',
  version: '0.1.0',
  sdk: '^0.1.0',
  features: [
    { id: featureIds.facebookAccounts, name: 'Facebook accounts', period: 'lifetime' },
    { id: featureIds.pages, name: 'Facebook pages', period: 'lifetime' },
    { id: featureIds.instagramAccounts, name: 'Instagram accounts', period: 'lifetime' },
    { id: featureIds.flows, name: 'Messenger flows', period: 'lifetime' },
    { id: featureIds.commentAutomation, name: 'Comment automation', period: 'month' },
  ],
  permissions: Object.values(permissionSlugs).map((slug) => ({ slug, name: permissionNames[slug] })),
  settings: messengerSettings,
  web: messengerWeb,
  migrations: messengerMigrations,
  routes: [...pageRoutes, ...botToolRoutes, ...commentRuleRoutes, ...messengerSubscriberRoutes],
  jobs: [commentReplyJob],
  sealedColumns: messengerSealedColumns,
  channel: messengerChannelPlugin,
});
