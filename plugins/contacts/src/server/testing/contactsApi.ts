import { setUpAdmin, signUpOwner as signUp, startProduct, type Answer, type Product, type ProductClient } from '@chatmill/sdk/testing';
import { startTestPlatform, type TestPlatform } from '../../../../../tests/support/testPlatform.ts';

/** Test support: the product with this plugin, and signed-in owners of separate accounts. */

export type Response = Answer;

/** A signed-in owner calling `/api/contacts/...`. */
export class ContactsApi {
  readonly client: ProductClient;
  readonly accountId: number;

  constructor(client: ProductClient, accountId: number) {
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

/** The product as an operator runs it, through the SDK's harness (`@chatmill/sdk/testing`), as a third party's tests would. */
export function startContactsProduct(): Promise<Product> {
  return startProduct();
}

/** The product in this process, for tests that reach into it (the import job run by hand); set up like startContactsProduct. */
export async function startContactsPlatform(env: Record<string, string> = {}, options: { work?: boolean } = {}): Promise<TestPlatform> {
  const t = await startTestPlatform(env, options);
  await setUpAdmin(t.url);
  return t;
}

/** Registers the owner of a new account and signs them in. */
export async function signUpOwner(product: { url: string }, name = 'Owner'): Promise<ContactsApi> {
  const { client, user } = await signUp(product.url, { name });
  return new ContactsApi(client, user.accountId);
}

/** A CSV file from rows of cells, quoting where needed. */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n') + '\n';
}
