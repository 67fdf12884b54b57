import { RouterProvider } from 'react-router/dom';
import { AppToast } from '../notify/AppToast';
import { ConfirmOutlet } from '../notify/ConfirmOutlet';
import { router } from './router';

/** The router plus the app-wide Toast and confirmations, which must outlive every screen. */
export function App() {
  return (
    <>
      <AppToast />
      <ConfirmOutlet />
      <RouterProvider router={router} />
    </>
  );
}
