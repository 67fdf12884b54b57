/**
 * Runs `run` once the page has a moment to spare (at the latest after `timeoutMs`), so work
 * the first screen does not need stays out of its first render. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}
