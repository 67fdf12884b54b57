import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { createFlow, password, registerOwner, saveDraft, type Owner } from './storeWorld.ts';

/**
 * The publish check measures the media files of a channel that limits their size (issue 19:
 * "media kinds and size limits"): a HEAD request through the outgoing-URL guard, here to a local
 * HTTPS server whose certificate this process trusts. The test channel takes images of at most
 * 1,000,000 bytes.
 */
const certs = mkdtempSync(join(tmpdir(), 'chatmill-media-'));
const sizes: Record<string, number | null> = { '/big.png': 2_500_000, '/small.png': 400_000, '/unknown.png': null };
let files: Server;
let origin: string;
let t: TestPlatform;
let owner: Owner;
const heads: string[] = [];

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(certs, 'key.pem'),
      '-out',
      join(certs, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(certs, 'cert.pem'), 'utf8');
  setDefaultCACertificates([...getCACertificates('default'), cert]);
  files = createServer({ key: readFileSync(join(certs, 'key.pem')), cert }, (req, res) => {
    heads.push(`${req.method} ${req.url}`);
    const size = sizes[req.url ?? ''];
    if (size === undefined) return void res.writeHead(404).end();
    // A server that streams its answer names no length: the check cannot tell, and says nothing.
    if (size === null) res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
    else res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(size) });
    res.end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(files.address() as { port: number }).port}`;
  t = await startTestPlatform(
    {},
    { pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-channel'), allowOutgoingAddress: (a) => a === '127.0.0.1' },
  );
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password })).status).toBe(201);
  owner = await registerOwner(t, 'Media Owner');
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await new Promise((resolve) => files?.close(resolve));
  rmSync(certs, { recursive: true, force: true });
});

// The first message of a flow holds one message: the second image is the next step's.
const imageFlow = (first: string, second: string) => ({
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'photo', strictness: 'match' }] } },
    { id: 'm1', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 'i0', kind: 'image', url: `${origin}${first}` }] } },
    { id: 'm2', type: 'NewMessageSet', position: { x: 500, y: 0 }, data: { items: [{ id: 'i1', kind: 'image', url: `${origin}${second}` }] } },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
    { id: 'e2', source: 'm1', sourceHandle: 'next', target: 'm2' },
  ],
});

describe('publishing a flow with media files', () => {
  it('refuses an image over the channel’s limit, naming its size, and publishes once it is within', async () => {
    const flowId = await createFlow(owner.api, 'Photo');
    expect((await saveDraft(owner.api, flowId, imageFlow('/big.png', '/unknown.png'))).status).toBe(200);
    const refused = await owner.api.post(`/api/flows/${flowId}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({
        code: 'mediaTooLarge',
        nodeId: 'm1',
        blocks: 'publish',
        params: expect.objectContaining({ itemId: 'i0', size: '2.5', max: '1' }),
        detail: 'Test Channel takes files of at most 1 MB for an image; this one is 2.5 MB. Use a smaller file.',
      }),
    ]);
    expect(heads).toEqual(expect.arrayContaining(['HEAD /big.png', 'HEAD /unknown.png']));

    expect((await saveDraft(owner.api, flowId, imageFlow('/small.png', '/unknown.png'))).status).toBe(200);
    const published = await owner.api.post(`/api/flows/${flowId}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(1);
  });
});
