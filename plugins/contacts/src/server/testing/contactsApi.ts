import { ApiClient } from '../../../../../tests/support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../../../../tests/support/testPlatform.ts';

/** Test support: the product with this plugin, and signed-in owners of separate accounts. */

export type Response = Awaited<ReturnType<ApiClient['request']>>;

/** A signed-in owner calling `/api/contacts/...`. */
export class ContactsApi {
  readonly client: ApiClient;
  readonly accountId: number;

  constructor(client: ApiClient, accountId: number) {
    this.client = client;
    this.accountId = accountId;
  }

  get = (path: string) => this.client.request('GET', `/api/contacts${path}`);
  post = (path: string, body?: unknown) => this.client.request('POST', `/api/contacts${path}`, body ?? {});
  patch = (path: string, body: unknown) => this.client.request('PATCH', `/api/contacts${path}`, body);
  delete = (path: string) => this.client.request('DELETE', `/api/contacts${path}`);

  /** Creates what the body says and returns the created record, failing the test on any error. */
  async create<T = { id: number }>(path: string, body: unknown): Promise<T> {
    const res = await this.post(path, body);
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as T;
  }

  /** Polls an import until it is done (or failed), and returns its record. */
  async importDone(importId: number, timeoutMs = 60_000): Promise<any> {
    // eslint-disable-line @typescript-eslint/no-explicit-any
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.get(`/imports/${importId}`);
      if (res.status !== 200) throw new Error(`GET /imports/${importId} answered ${res.status}: ${JSON.stringify(res.body)}`);
      if (res.body.status === 'done') return res.body;
      if (Date.now() > deadline) throw new Error(`import ${importId} still ${res.body.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let owners = 0;

export async function startContactsPlatform(env: Record<string, string> = {}, options: { work?: boolean } = {}): Promise<TestPlatform> {
  const t = await startTestPlatform(env, options);
  const admin = new ApiClient(t.url);
  const setup = await admin.post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password: 'admin password 1' });
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}`);
  return t;
}

/** Registers the owner of a new account and signs them in. */
export async function signUpOwner(t: TestPlatform, name = 'Owner'): Promise<ContactsApi> {
  const client = new ApiClient(t.url);
  owners += 1;
  const email = `owner${owners}.${process.pid}@example.com`;
  const res = await client.post('/api/auth/register', { name, email, password: 'owner password 1' });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return new ContactsApi(client, res.body.user.accountId as number);
}

/** A CSV file from rows of cells, quoting where needed. */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n') + '\n';
}
