import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../app/whenIdle';
import { hasPendingToasts, onToastWaiting } from './toaster';

// PrimeReact's Toast and its transitions are no part of the first load: messages raised
// before it is there wait in the toaster's queue.
const loadToastHost = () => import('./ToastHost');
const ToastHost = lazy(loadToastHost);

/**
 * The one Toast of the app, mounted beside the router so it survives navigation. Its code loads
 * once the page is idle; it mounts with the first message. Mounted at idle, it was a long task
 * (about 45 ms on a mid-range phone) soon after the dashboard's first paint, on most visits
 * for nothing.
 */
export function AppToast() {
  const [mounted, setMounted] = useState(hasPendingToasts);
  useEffect(() => {
    if (mounted) return;
    const stopIdle = whenIdle(() => void loadToastHost());
    const stopWaiting = onToastWaiting(() => setMounted(true));
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
