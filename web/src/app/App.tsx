import { PrimeReactProvider } from 'primereact/api';
import { RouterProvider } from 'react-router/dom';
import { AppToast } from '../notify/AppToast';
import { ConfirmOutlet } from '../notify/ConfirmOutlet';
import { primeStyleContainer } from '../theme/primeStyleContainer';
import { router } from './router';

// Made once: PrimeReact keeps the container it was given first.
const primeReact = { styleContainer: primeStyleContainer() };

/** The router plus the app-wide Toast and confirmations, which must outlive every screen. */
export function App() {
  return (
    <PrimeReactProvider value={primeReact}>
      <AppToast />
      <ConfirmOutlet />
      <RouterProvider router={router} />
    </PrimeReactProvider>
  );
}
