import { ApiClient } from '../../support/apiClient.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { allIds } from './databaseRecords.ts';
import { SampleMaker } from './sampleValues.ts';
import type { Answer } from './verdicts.ts';
import type { Owner } from './walkTypes.ts';

// How the walk starts: the platform set up, the owners signed up, and the routes seeding may call.

/**
 * Session routes the seeding does not call. It calls only POST routes without path params, so
 * PUT /api/plugins/:pluginId (a plugin on or off for the whole brand) is never among them; and
 * A and B are ordinary owners, so the admin's routes refuse them anyway.
 */
export const notForSeeding: readonly RegExp[] = [
  // logout, change-password and any later sign-in route: they end or change the session the walk runs on.
  /^\/api\/auth\//,
  // the platform's first run, done once by the admin.
  /^\/api\/setup(\/|$)/,
  // cancelling closes an account without a billing cycle at once: the walk's owners must stay open.
  /^\/api\/account\/(cancel|reactivate)$/,
];

/**
 * Sends the bodies in turn until the route accepts one: the fullest first; a route that refuses
 * it (an optional id that names nothing) gets the next. Null when it accepts none.
 */
export async function firstAccepted(bodies: readonly unknown[], send: (body: unknown) => Promise<Answer>): Promise<Answer | null> {
  for (const body of bodies) {
    const res = await send(body);
    if (res.status < 300) return res;
  }
  return null;
}

/** The id a create route answers: `{ id }`, `{ importId }`, or `{ member: { id }, ... }`. */
export function createdId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const isId = (value: unknown) => typeof value === 'number' || typeof value === 'string';
  if (isId(record.id)) return String(record.id);
  const idKeys = Object.keys(record).filter((key) => /Id$/.test(key) && isId(record[key]));
  if (idKeys.length === 1) return String(record[idKeys[0]!]);
  const nested = Object.values(record).filter((value) => typeof value === 'object' && value !== null && isId((value as { id?: unknown }).id));
  return nested.length === 1 ? String((nested[0] as { id: unknown }).id) : undefined;
}

/** Registers an owner of a new account, noting every id that existed before (not theirs). */
export async function signUp(t: TestPlatform, label: 'A' | 'B', marker: string, phoneDigit: string): Promise<Owner> {
  const before = await allIds(t.platform.db);
  const client = new ApiClient(t.url);
  const res = await client.post('/api/auth/register', { name: `${marker} Owner`, email: `${marker}-owner@example.com`, password: 'owner password 1' });
  if (res.status !== 201) throw new Error(`register ${label} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return {
    label,
    client,
    userId: res.body.user.id,
    accountId: res.body.user.accountId,
    maker: new SampleMaker(marker, phoneDigit),
    before,
    records: [],
    answeredIds: new Set(),
  };
}

/** The first-run setup (the platform admin, user 1, who may see everything, is neither A nor B) and every installed plugin on. */
export async function setUpPlatform(t: TestPlatform): Promise<void> {
  const admin = new ApiClient(t.url);
  const setup = await admin.post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password: 'admin password 1' });
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  for (const { plugin } of t.platform.plugins.plugins) {
    const res = await admin.request('PUT', `/api/plugins/${plugin.id}`, { enabled: true });
    if (res.status !== 200) throw new Error(`switching ${plugin.id} on answered ${res.status}`);
  }
}
