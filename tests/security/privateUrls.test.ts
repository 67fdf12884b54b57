import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { publicUrlMessages } from '@chatmill/sdk';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { FakeDnsServer } from '../fakes/dnsServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { createFlow, greetingGraph, password, registerOwner, saveDraft, type Owner } from '../integration/flows/storeWorld.ts';

/**
 * User-given URLs the server calls or hands out are refused when saved if they point inside a
 * private network (architecture "Outgoing requests to user-supplied URLs"), with 400 and a
 * message on the field; a name is resolved (here by a fake DNS server) to find out.
 */
let t: TestPlatform;
let dns: FakeDnsServer;
let owner: Owner;

beforeAll(async () => {
  dns = await FakeDnsServer.start();
  dns.setA('hooks.intranet-example.com', ['10.0.0.1']);
  t = await startTestPlatform({ DNS_SERVERS: dns.address }, { pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-channel') });
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password })).status).toBe(201);
  owner = await registerOwner(t);
});
afterAll(async () => {
  await t.stop();
  await dns.close();
});

const refused = ['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://hooks.intranet-example.com/in'];

describe('a flow’s Trigger Webhook address', () => {
  const withWebhook = (url: string) => {
    const graph = greetingGraph();
    graph.nodes.push({ id: 'act', type: 'Action', position: { x: 500, y: 0 }, data: { actions: [{ kind: 'webhook', url }] } });
    graph.edges.push({ id: 'e2', source: 'm1', sourceHandle: 'next', target: 'act' });
    return graph;
  };

  it.each(refused)('is refused when the draft is saved: %s', async (url) => {
    const flowId = await createFlow(owner.api, `Hook ${url}`);
    const res = await saveDraft(owner.api, flowId, withWebhook(url));
    expect(res.status).toBe(400);
    expect(res.body.error.fields['graph.nodes.2.data.actions.0.url']).toContain(publicUrlMessages.privateNetwork);
  });

  it('is saved when public (or not resolvable now)', async () => {
    const flowId = await createFlow(owner.api, 'Public hook');
    expect((await saveDraft(owner.api, flowId, withWebhook('https://hooks.example.com/in'))).status).toBe(200);
  });
});

describe('a profile picture address', () => {
  const profile = { name: 'Olga Owner', mailingAddress: '1 Harbour Road, Penang', nationalId: 'NRIC-880101-07-1234' };

  it.each(refused)('is refused when saved: %s', async (url) => {
    const res = await owner.api.request('PUT', '/api/account/profile', { ...profile, pictureUrl: url });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.pictureUrl).toContain(publicUrlMessages.privateNetwork);
  });
});
