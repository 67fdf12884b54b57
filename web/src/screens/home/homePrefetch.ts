import type { HomeResponse } from '@chatmill/sdk/contracts';
import { apiRequest } from '../../api/client';

/**
 * The home's figures asked for at start, beside the session, when the page opens on `/`: left
 * to the screen, GET /api/home went out only after the session had answered and the screen had
 * drawn its loading line, and the cards came in a second commit a round trip later (the page's
 * largest paint, and the layout and script work that pushed its blocking time up).
 */
let early: Promise<HomeResponse> | null = null;
let answered: HomeResponse | null = null;

export function prefetchHome(): void {
  // Signed out, this answers 401 and the screen never asks: no session flow to start here.
  const request = apiRequest<HomeResponse>('GET', '/api/home', undefined, { ignoreSessionInvalidation: true });
  early = request;
  // Kept only while nobody has taken the request: figures that come in later belong to no one.
  request.then(
    (home) => early === request && (answered = home),
    () => early === request && (early = null),
  );
}

/** The prefetched figures if they are already in (taken once: a later visit asks afresh). */
export function takeAnsweredHome(): HomeResponse | null {
  const home = answered;
  answered = null;
  if (home) early = null;
  return home;
}

/** The prefetch still on its way, if any (taken once). */
export function takePendingHome(): Promise<HomeResponse> | null {
  const pending = early;
  early = null;
  return pending;
}
