import type { PermissionDefinition } from '@chatmill/sdk';

/**
 * The core's own route slugs, offered in the access-level editor next to the plugins'.
 * Admin screens are for user id 1 and Admins only, whatever a level says.
 */
export const corePermissions: readonly PermissionDefinition[] = [
  { slug: 'team-members', name: 'Team Members' },
  { slug: 'access-levels', name: 'Access Levels' },
  { slug: 'my-account/user-settings', name: 'Account Settings' },
  { slug: 'utilities/custom-variables', name: 'Custom Variables' },
  { slug: 'integrations', name: 'Integrations' },
];
