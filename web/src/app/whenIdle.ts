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
