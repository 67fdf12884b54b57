import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from '../layout/AppLayout';
import { RequireSession } from '../session/RequireSession';
import { lazyScreen } from './lazyScreen';
import { RouteError } from './RouteError';

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
function screenRoutes(table: Record<string, ComponentType>): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({ path, element: <Screen /> }));
}

export const router = createBrowserRouter([
  {
    element: <FullPage />,
    errorElement: <RouteError />,
    children: [
      // Public (spec 2.1): no session check on start.
      ...screenRoutes({
        '/home/login': lazyScreen(() => import('../screens/LoginScreen')),
        '/home/register': lazyScreen(() => import('../screens/RegisterScreen')),
        '/home/forgot-password': lazyScreen(() => import('../screens/ForgotPasswordScreen')),
        '/home/reset-password': lazyScreen(() => import('../screens/ResetPasswordScreen')),
        '/home/setup': lazyScreen(() => import('../screens/SetupScreen')),
        '/home/error-404': NotFoundScreen,
      }),

      // Everything else loads the session first.
      {
        element: <RequireSession />,
        children: [
          ...screenRoutes({ '/my-account/no-access': lazyScreen(() => import('../screens/NoAccessScreen')) }),
          {
            element: <AppLayout />,
            errorElement: <RouteError />,
            children: screenRoutes({
              '/': lazyScreen(() => import('../screens/DashboardScreen')),
              '/developers/api': lazyScreen(() => import('../screens/ApiReferenceScreen')),
            }),
          },
        ],
      },

      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
