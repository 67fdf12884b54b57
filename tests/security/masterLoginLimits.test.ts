import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createOwner } from '../../core/src/accounts/createOwner.ts';
import { MasterLoginAuditSchema } from '../../core/src/db/entities/MasterLoginAudit.ts';
import { masterPassword, startWhitelabelWorld, verifiedBrand, type WhitelabelWorld } from '../integration/whitelabel/whitelabelWorld.ts';

/**
 * The reseller's master password opens every client of the brand, so guessing it is limited
 * like a login (5 failures per address and brand, 20 per brand, 15 minutes): the guesses sent
 * all at once are counted before they are judged, and the audit log says which were refused.
 */
let world: WhitelabelWorld;
let brandId: number;
const clientEmail = 'cleo@client.test';

beforeAll(async () => {
  world = await startWhitelabelWorld();
  ({ brandId } = await verifiedBrand(world));
  await world.t.platform.db.em().transactional((em) => createOwner(em, { brandId, name: 'Cleo Client', email: clientEmail, passwordHash: null }));
});
afterAll(async () => world?.stop());

describe('master-password guesses sent all at once', () => {
  it('judges at most 5 of 40; the rest are refused and audited as such, the right password among them too', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? masterPassword : `guess ${i}`));
    const answers = await Promise.all(
      guesses.map((guess) => world.onBrand().post('/api/whitelabel/master-login', { email: clientEmail, masterPassword: guess })),
    );

    const judged = answers.filter((res) => res.status === 200 || res.status === 401);
    expect(judged.length).toBeLessThanOrEqual(5);
    const refused = answers.filter((res) => res.status === 429);
    expect(judged.length + refused.length).toBe(40);
    expect(refused[0]!.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many failed master-password sign-ins\. Try again in \d+ minutes?\.$/),
    });
    const em = world.t.platform.db.em();
    expect(await em.count(MasterLoginAuditSchema, { brandId, result: 'rate_limited' })).toBe(refused.length);
    expect(await em.count(MasterLoginAuditSchema, { brandId, result: { $in: ['wrong_password', 'success'] } })).toBe(judged.length);
  });
});
