/** What index.html's early script (build/firstScreenHints.ts) keeps: the brand's request, started while the scripts downloaded. */
interface EarlyRequests {
  brand?: Promise<unknown>;
}

declare global {
  interface Window {
    __chatmillEarly?: EarlyRequests;
  }
}

/**
 * The brand's answer from the page's early request, once: null when it failed, undefined when
 * the page made none (the dev server, or a second call); either way the caller asks itself.
 */
export function takeEarlyBrand(): Promise<unknown> | undefined {
  const early = window.__chatmillEarly?.brand;
  if (window.__chatmillEarly) delete window.__chatmillEarly.brand;
  return early;
}
