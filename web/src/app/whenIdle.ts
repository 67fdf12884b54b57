import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the page has a moment to spare (at the latest after `timeoutMs`), so work
 * the first screen does not need stays out of its first render. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Without idle callbacks (Safari), a second's wait or the limit, whichever is sooner.
  const timer = setTimeout(run, Math.min(1000, timeoutMs));
  return () => clearTimeout(timer);
}

/** The page has had its first moment to spare: parts drawn later (mounted again) need not wait again. */
let idleOnce = false;

/**
 * False until the page first has a moment to spare (see whenIdle), then true for good. What
 * turns up then is drawn as a transition, in slices, not as one task.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(idleOnce);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => {
      idleOnce = true;
      startTransition(() => setIdle(true));
    });
  }, [idle]);
  return idle;
}
