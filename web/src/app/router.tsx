import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from '../layout/AppLayout';
import { RequireSession } from '../session/RequireSession';
import { lazyScreen } from './lazyScreen';
import { RouteError } from './RouteError';

// One chunk per screen (spec 2.5: screens load lazily).
const LoginScreen = lazyScreen(() => import('../screens/LoginScreen'));
const RegisterScreen = lazyScreen(() => import('../screens/RegisterScreen'));
const ForgotPasswordScreen = lazyScreen(() => import('../screens/ForgotPasswordScreen'));
const ResetPasswordScreen = lazyScreen(() => import('../screens/ResetPasswordScreen'));
const SetupScreen = lazyScreen(() => import('../screens/SetupScreen'));
const DashboardScreen = lazyScreen(() => import('../screens/DashboardScreen'));
const ApiReferenceScreen = lazyScreen(() => import('../screens/ApiReferenceScreen'));
const NoAccessScreen = lazyScreen(() => import('../screens/NoAccessScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/NotFoundScreen'));

/** Full-page screens (no layout) wait for their code here. */
function FullPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <FullPage />,
    errorElement: <RouteError />,
    children: [
      // Public (spec 2.1): no session check on start.
      { path: '/home/login', element: <LoginScreen /> },
      { path: '/home/register', element: <RegisterScreen /> },
      { path: '/home/forgot-password', element: <ForgotPasswordScreen /> },
      { path: '/home/reset-password', element: <ResetPasswordScreen /> },
      { path: '/home/setup', element: <SetupScreen /> },
      { path: '/home/error-404', element: <NotFoundScreen /> },

      // Everything else loads the session first.
      {
        element: <RequireSession />,
        children: [
          { path: '/my-account/no-access', element: <NoAccessScreen /> },
          {
            element: <AppLayout />,
            errorElement: <RouteError />,
            children: [
              { path: '/', element: <DashboardScreen /> },
              { path: '/developers/api', element: <ApiReferenceScreen /> },
            ],
          },
        ],
      },

      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
