import type { ApiClient } from '../../support/apiClient.ts';
import { leaksIn, type Secrets } from './leaks.ts';

/** An answer of the API as the test client reads it. */
export type Answer = Awaited<ReturnType<ApiClient['request']>>;

export const refused = (status: number) => status === 403 || status === 404;
export const errorText = (res: Answer) => (res.body?.error ? ` ${res.body.error.code}: ${String(res.body.error.message).slice(0, 120)}` : '');

/** Nothing but 403 or 404, showing nothing of A; else the violation, one line. */
export function judge(what: string, res: Answer, secrets: Secrets): string[] {
  const leaks = leaksIn(res.body, secrets);
  if (refused(res.status) && !leaks.length) return [];
  return [
    `${what}: ${res.status}${errorText(res)}${refused(res.status) ? '' : ', expected 403 or 404'}${leaks.length ? `; showed A's ${leaks.join(', ')}` : ''}`,
  ];
}

/** A's record answered like one that does not exist: refused, or the same error; and nothing of A shown. */
export function judgeLikeMissing(what: string, missing: Answer, res: Answer, secrets: Secrets): string[] {
  const leaks = leaksIn(res.body, secrets);
  const same = res.status === missing.status && res.body?.error?.code === missing.body?.error?.code;
  if ((refused(res.status) || same) && !leaks.length) return [];
  return [
    `${what}: ${res.status}${errorText(res)}, but ${missing.status} ${missing.body?.error?.code ?? ''} for a record that does not exist${leaks.length ? `; showed A's ${leaks.join(', ')}` : ''}`,
  ];
}
