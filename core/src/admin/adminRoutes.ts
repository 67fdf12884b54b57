import type { AnyRoute } from '@chatmill/sdk';
import { notificationRoutes } from '../notifications/notificationRoutes.ts';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';
import { mailboxRoutes } from './mailbox/mailboxRoutes.ts';
import { notificationAdminRoutes } from './notifications/notificationAdminRoutes.ts';
import { reportRoutes } from './reports/reportRoutes.ts';
import { adminUserRoutes } from './users/adminUserRoutes.ts';

/**
 * The admin area (spec 1, 2.2 and 6: /admin, /admin/notifications; /admin/mailbox, the mails a
 * server without SMTP keeps) and what it feeds every user: the notifications of the header's
 * bell and the 'New Package Activated!' notice.
 * The admin routes answer FORBIDDEN to anyone but user id 1 and Admins (AdminScope.of); the
 * users' notification routes serve each signed-in user their own.
 */
export function adminRoutes(host: { features: FeatureCatalogue }): AnyRoute[] {
  return [...adminUserRoutes(), ...notificationAdminRoutes(), ...reportRoutes(host), ...mailboxRoutes(), ...notificationRoutes()];
}
