import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { csvOf, signUpOwner, startContactsPlatform, type ContactsApi } from '../testing/contactsApi.ts';
import { importChunkSize } from '../services/importRunner.ts';
import { importJob } from './importJob.ts';

/** The job runs by hand here (no workers), to deliver it twice the way pg-boss may. */
let t: TestPlatform;
let api: ContactsApi;

beforeAll(async () => {
  t = await startContactsPlatform({}, { work: false });
  api = await signUpOwner(t);
});
afterAll(async () => t.stop());

const deliver = (importId: number, accountId: number) =>
  importJob.handle(
    { importId, accountId },
    {
      id: `test-${Math.random()}`,
      name: 'contacts.import',
      retryCount: 0,
      em: t.platform.db.em(),
      usage: t.platform.usage,
      flows: t.platform.flows.port,
      audience: t.platform.audience,
      vault: t.platform.ports.vaultOf('contacts'),
      outgoing: t.platform.ports.outgoing,
      ...t.platform.ports.hostInfos.infoFor('contacts', t.platform.ports.hostInfos.defaultUrl),
    },
  );

describe('the import job', () => {
  it('imports each row once when delivered twice at the same time and again afterwards', async () => {
    // Phone-only rows: no email to match, so a row written twice would show as a second contact.
    const rows = Array.from({ length: importChunkSize * 2 + 500 }, (_, i) => [`+1415${String(i).padStart(7, '0')}`]);
    const started = await api.post('/imports', { csv: csvOf([['Phone'], ...rows]), mapping: { phone: 'Phone' } });
    const { importId } = started.body;
    expect((await api.get(`/imports/${importId}`)).body).toMatchObject({ status: 'queued', totalRows: 2500, processed: 0 });

    await Promise.all([deliver(importId, api.accountId), deliver(importId, api.accountId)]);
    await deliver(importId, api.accountId);

    expect((await api.get(`/imports/${importId}`)).body).toMatchObject({ status: 'done', totalRows: 2500, processed: 2500, imported: 2500, failed: 0 });
    expect((await api.get('/stats')).body.contacts).toBe(2500);
  });

  it('does nothing for an import of another account', async () => {
    const other = await signUpOwner(t, 'Other');
    const started = await api.post('/imports', { csv: csvOf([['Email'], ['a@example.com']]), mapping: { email: 'Email' } });
    await deliver(started.body.importId, other.accountId);
    expect((await api.get(`/imports/${started.body.importId}`)).body.status).toBe('queued');
    expect((await other.get('/stats')).body.contacts).toBe(0);
  });
});
