import { lazy, Suspense } from 'react';
import { useConfirmStore } from './confirm';

// PrimeReact's ConfirmDialog is only loaded the first time something asks for a confirmation.
const ConfirmPrompt = lazy(() => import('./ConfirmPrompt'));

/** Where confirmations appear; mounted once beside the router. */
export function ConfirmOutlet() {
  const current = useConfirmStore((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPrompt key={current.id} request={current} />
    </Suspense>
  );
}
