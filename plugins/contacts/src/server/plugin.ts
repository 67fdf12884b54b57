import { definePlugin } from '@chatmill/sdk';
import { contactsMigrations } from '../../migrations/index.ts';
import { featureIds, pluginId } from '../common/ids.ts';
import { permissionNames, permissionSlugs } from '../common/permissions.ts';
import { contactsEntities } from './entities/index.ts';
import { importContactsStep } from './homeSteps.ts';
import { importJob } from './jobs/importJob.ts';
import { contactsRoutes } from './routes/index.ts';
import { contactsWeb } from './web.ts';

/** Contacts: the contact list, books and tags, CSV import and export, bulk actions. */
export default definePlugin({
  id: pluginId,
  name: 'Contacts',
  version: '0.1.0',
  sdk: '^0.1.0',
  // Usage is counted against this limit in a later issue; declaring it puts it in the catalogue now.
  features: [{ id: featureIds.emailContactListSize, name: 'Email contact list size', period: 'lifetime' }],
  permissions: Object.values(permissionSlugs).map((slug) => ({ slug, name: permissionNames[slug] })),
  web: contactsWeb,
  entities: contactsEntities,
  migrations: contactsMigrations,
  jobs: [importJob],
  routes: contactsRoutes,
  homeSteps: [importContactsStep],
});
