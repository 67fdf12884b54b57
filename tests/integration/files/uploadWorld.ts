import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { FakeS3 } from '../../fakes/s3Server.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/** A PNG (1x1, red), the same bytes a browser would send. */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** A PNG's signature followed by `size` bytes in all. */
export const pngOfSize = (size: number): Buffer => Buffer.concat([png, Buffer.alloc(Math.max(size - png.length, 0), 7)]);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const signingKey = 'test signing key of the files, 32+ chars long';
/** Small, so that two uploads can race past it. */
export const quotaBytes = 3_000_000;

export interface UploadWorld {
  t: TestPlatform;
  /** Keys of every object in the store (never the staging folder). */
  storedKeys(): Promise<string[]>;
  /** What is left in the staging folder (should be nothing between requests). */
  staged(): Promise<string[]>;
  register(name: string): Promise<{ client: ApiClient; accountId: number }>;
  stop(): Promise<void>;
}

/** The product on the disk store (a temporary folder) or on a local S3-compatible server. */
export async function startUploadWorld(driver: 'disk' | 's3'): Promise<UploadWorld> {
  const dir = await mkdtemp(join(tmpdir(), 'chatmill-files-test-'));
  const s3 = driver === 's3' ? await new FakeS3().start() : null;
  const t = await startTestPlatform({ FILES_DIR: dir, FILES_SIGNING_KEY: signingKey, FILES_ACCOUNT_QUOTA_BYTES: String(quotaBytes), ...(s3?.env() ?? {}) });
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password 1' });
  const walk = async (root: string, skip: (path: string) => boolean): Promise<string[]> => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .filter((path) => !skip(path))
      .sort();
  };
  return {
    t,
    storedKeys: () => (s3 ? s3.keys() : walk(dir, (path) => path.startsWith('.incoming'))),
    staged: () => walk(join(dir, '.incoming'), () => false),
    register: async (name) => {
      const client = new ApiClient(t.url);
      const res = await client.post('/api/auth/register', {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        password: 'owner password 1',
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`register ${name}: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, accountId: res.body.user.accountId as number };
    },
    stop: async () => {
      await t.stop();
      await s3?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface UploadAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Uploads `bytes` under `name` as a browser's form does (FormData), with `client`'s session. */
/** `client`: any test client with a session (tests/support's or @chatmill/sdk/testing's). */
export async function upload(
  base: string,
  client: Pick<ApiClient, 'cookieHeader'> | null,
  path: string,
  bytes: Uint8Array,
  name: string,
  type = 'image/png',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
  const response = await fetch(base + path, { method: 'POST', body: form, headers: client ? { cookie: client.cookieHeader() } : {} });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Sends a hand-made multipart body (for names a browser would escape), optionally without a length (chunked). */
export async function uploadRaw(
  base: string,
  client: ApiClient,
  path: string,
  parts: { disposition: string; type: string; bytes: Uint8Array },
  chunked = false,
): Promise<UploadAnswer> {
  const boundary = '----chatmilltestboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${parts.disposition}\r\nContent-Type: ${parts.type}\r\n\r\n`),
    Buffer.from(parts.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.length; at += 64 * 1024) controller.enqueue(body.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    ...(chunked ? { body: stream, duplex: 'half' } : { body }),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}
