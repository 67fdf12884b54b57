/** An id no table reaches for a long while: what every answer about A's ids in a body is compared with. */
export const missingId = '2147483646';

/** How many of A's records per table each route is tried with (the walk must stay well under two minutes). */
export const idsPerTable = 3;

/** What the isolation walk did, and the gaps that fail nothing but a reader should see. */
export interface WalkSummary {
  requests: number;
  routes: Set<string>;
  unconfirmed: string[];
  notProbed: string[];
}

/** The summary for one console.log: routes and requests, A's records tried per table, then the gaps. */
export function walkSummaryText(summary: WalkSummary, probeIds: ReadonlyMap<string, readonly string[]>): string {
  const records = [...probeIds.entries()].map(([table, list]) => `${table}(${list.length})`).join(' ');
  return [
    `account isolation: ${summary.routes.size} routes walked, ${summary.requests} requests; A's records tried: ${records}`,
    ...summary.unconfirmed.map((line) => `  control not confirmed: ${line}`),
    ...summary.notProbed.map((line) => `  not probed: ${line}`),
  ].join('\n');
}
