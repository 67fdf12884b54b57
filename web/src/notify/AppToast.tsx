import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../app/whenIdle';
import { hasPendingToasts, onToastWaiting } from './toaster';

// PrimeReact's Toast and its transitions are no part of the first load: messages raised
// before it is there wait in the toaster's queue.
const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The one Toast of the app, mounted beside the router so it survives navigation. It mounts
 * once the page is idle, or at once when a message is waiting.
 */
export function AppToast() {
  const [mounted, setMounted] = useState(hasPendingToasts);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stopIdle = whenIdle(mount);
    const stopWaiting = onToastWaiting(mount);
    return () => {
      stopIdle();
      stopWaiting();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
