import { RouterProvider } from 'react-router/dom';
import { AppToast } from '../notify/AppToast';
import { router } from './router';

/** The router plus the one app-wide Toast, which must outlive every screen. */
export function App() {
  return (
    <>
      <AppToast />
      <RouterProvider router={router} />
    </>
  );
}
