import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from '../layout/AppLayout';
import { APP_LAYOUT_ROUTE_ID, discoverPluginRoutes } from '../plugins/pluginRoutes';
import { RequireSession } from '../session/RequireSession';
import { lazyScreen } from './lazyScreen';
import { guardedScreen } from './guardedScreen';
import { corePage, type PageHandle } from './pageHandle';
import { RouteError } from './RouteError';
import { UnknownRoute } from './UnknownRoute';

// One chunk per screen (spec 2.5: screens load lazily).
const NotFoundScreen = lazyScreen(() => import('../screens/NotFoundScreen'));

/** Full-page screens (no layout) wait for their code here. */
function FullPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** Turns a `path → screen` table into route entries, so each screen is one line below. */
function screenRoutes(table: Record<string, ComponentType>, handles: Record<string, PageHandle> = {}): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({ path, element: <Screen />, handle: handles[path] }));
}

export const router = createBrowserRouter(
  [
    {
      element: <FullPage />,
      errorElement: <RouteError />,
      // Shown while the first path is being resolved (a plugin path waits for the session and the plugin list).
      hydrateFallbackElement: <PageLoader />,
      children: [
        // Public (spec 2.1): no session check on start.
        ...screenRoutes({
          '/home/login': lazyScreen(() => import('../screens/LoginScreen')),
          '/home/register': lazyScreen(() => import('../screens/RegisterScreen')),
          '/home/forgot-password': lazyScreen(() => import('../screens/ForgotPasswordScreen')),
          '/home/reset-password': lazyScreen(() => import('../screens/ResetPasswordScreen')),
          '/home/setup': lazyScreen(() => import('../screens/SetupScreen')),
          '/home/error-404': NotFoundScreen,
          // Flow sharing (spec 1, 2.1): the receiver sees the flow, then imports it after logging in.
          '/flow-power-sharing/:flowId': lazyScreen(() => import('../flow-builder/sharing/FlowShareScreen')),
          '/wa-flow-power-sharing/:flowId': lazyScreen(() => import('../flow-builder/sharing/FlowShareScreen')),
        }),

        // Everything else loads the session first.
        {
          element: <RequireSession />,
          children: [
            ...screenRoutes({ '/my-account/no-access': lazyScreen(() => import('../screens/NoAccessScreen')) }),
            // The flow editor's popup window (spec 1, 2.4): a full page of its own, named Flow Builder.
            ...screenRoutes(
              { '/flow-builder/:flowId': lazyScreen(() => import('../flow-builder/FlowEditorScreen')) },
              { '/flow-builder/:flowId': corePage('flowBuilder.routeName', ['flowBuilder.routeName']) },
            ),
            {
              id: APP_LAYOUT_ROUTE_ID,
              element: <AppLayout />,
              errorElement: <RouteError />,
              // Plugin routes are added here by `discoverPluginRoutes`.
              children: screenRoutes(
                {
                  '/': lazyScreen(() => import('../screens/DashboardScreen')),
                  '/developers/api': lazyScreen(() => import('../screens/ApiReferenceScreen')),
                  '/team-members': guardedScreen(
                    lazyScreen(() => import('../screens/team/TeamMembersScreen')),
                    'team-members',
                  ),
                  '/my-account/user-settings': guardedScreen(
                    lazyScreen(() => import('../screens/user-settings/UserSettingsScreen')),
                    'my-account/user-settings',
                  ),
                  '/access-levels': guardedScreen(
                    lazyScreen(() => import('../screens/admin/AccessLevelsScreen')),
                    'access-levels',
                  ),
                  '/utilities/custom-variables': guardedScreen(
                    lazyScreen(() => import('../screens/audience/CustomVariablesScreen')),
                    'utilities/custom-variables',
                  ),
                  '/integrations': guardedScreen(
                    lazyScreen(() => import('../screens/integrations/IntegrationsScreen')),
                    'integrations',
                  ),
                  '/admin/packages': guardedScreen(
                    lazyScreen(() => import('../screens/admin/PackagesScreen')),
                    'admin',
                  ),
                  '/admin': guardedScreen(
                    lazyScreen(() => import('../screens/admin/AdminDashboardScreen')),
                    'admin',
                  ),
                  '/admin/notifications': guardedScreen(
                    lazyScreen(() => import('../screens/admin/notifications/NotificationsScreen')),
                    'admin',
                  ),
                  '/admin/mailbox': guardedScreen(
                    lazyScreen(() => import('../screens/admin/mailbox/MailboxScreen')),
                    'admin',
                  ),
                  '/admin/notifications/content': guardedScreen(
                    lazyScreen(() => import('../screens/admin/notifications/NotificationContentScreen')),
                    'admin',
                  ),
                  '/home/buy_package': lazyScreen(() => import('../screens/PricingScreen')),
                  '/my-account/settings': guardedScreen(
                    lazyScreen(() => import('../screens/PluginSettingsScreen')),
                    'my-account/user-settings',
                  ),
                  // Resellers and Admins; the server says who may have a brand, and the screen tells the others why not.
                  '/whitelabel-settings': lazyScreen(() => import('../screens/whitelabel/WhitelabelSettingsScreen')),
                },
                {
                  '/': corePage('layout.nav.dashboard', []),
                  '/developers/api': corePage('layout.nav.apiReference', ['layout.nav.developers', 'layout.nav.apiReference']),
                  '/team-members': corePage('layout.nav.teamMembers', ['layout.nav.myAccount', 'layout.nav.teamMembers']),
                  '/my-account/user-settings': corePage('layout.nav.accountSettings', ['layout.nav.myAccount', 'layout.nav.accountSettings']),
                  '/access-levels': corePage('layout.nav.accessLevels', ['layout.nav.myAccount', 'layout.nav.accessLevels']),
                  '/utilities/custom-variables': corePage('layout.nav.customVariables', ['layout.nav.audience', 'layout.nav.customVariables']),
                  '/integrations': corePage('layout.nav.integrations', ['layout.nav.integrations']),
                  '/admin/packages': corePage('layout.nav.packages', ['layout.nav.admin', 'layout.nav.packages']),
                  '/admin': corePage('layout.nav.adminDashboard', ['layout.nav.admin', 'layout.nav.adminDashboard']),
                  '/admin/notifications': corePage('layout.nav.notifications', ['layout.nav.admin', 'layout.nav.notifications']),
                  '/admin/mailbox': corePage('layout.nav.mailbox', ['layout.nav.admin', 'layout.nav.mailbox']),
                  '/admin/notifications/content': corePage('admin.notifications.contentPage', [
                    'layout.nav.admin',
                    'layout.nav.notifications',
                    'admin.notifications.contentPage',
                  ]),
                  '/home/buy_package': corePage('layout.nav.pricing', ['layout.nav.pricing']),
                  '/my-account/settings': corePage('layout.nav.pluginSettings', ['layout.nav.myAccount', 'layout.nav.pluginSettings']),
                  '/whitelabel-settings': corePage('layout.nav.whitelabelSettings', ['layout.nav.admin', 'layout.nav.whitelabelSettings']),
                },
              ),
            },
          ],
        },

        { path: '*', element: <UnknownRoute NotFound={NotFoundScreen} /> },
      ],
    },
  ],
  { patchRoutesOnNavigation: discoverPluginRoutes },
);
