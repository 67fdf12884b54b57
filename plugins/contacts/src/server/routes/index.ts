import type { AnyRoute } from '@chatmill/sdk';
import { bookRoutes } from './bookRoutes.ts';
import { bulkRoutes } from './bulkRoutes.ts';
import { contactRoutes } from './contactRoutes.ts';
import { exportRoutes } from './exportRoutes.ts';
import { importRoutes } from './importRoutes.ts';
import { statsRoutes } from './statsRoutes.ts';
import { tagRoutes } from './tagRoutes.ts';

/**
 * Every route of the plugin. Order matters: the router tries routes in this order, so the fixed
 * paths /contacts/export and /contacts/bulk/restore come before /contacts/:id and /contacts/:id/restore.
 */
export const contactsRoutes: AnyRoute[] = [...exportRoutes, ...bulkRoutes, ...contactRoutes, ...bookRoutes, ...tagRoutes, ...importRoutes, ...statsRoutes];
