import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
// The module itself, not the SDK's index: the frame is in the first load and needs only this.
import { hasUnsavedChanges } from '../../../sdk/src/web/unsavedChanges.ts';

const LeavePrompt = lazy(() => import('./LeavePrompt'));

/**
 * Asks before a navigation (a link, the menu, the browser's Back) or closing the tab would drop
 * what a form holds unsaved. Forms report themselves through the SDK's useZodForm, so every
 * screen, the plugins' too, is covered.
 */
export function LeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show their own prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeavePrompt onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
