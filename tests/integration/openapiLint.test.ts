import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConfig, lint } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The served OpenAPI document as outsiders use it: Redocly's linter with its recommended rules
 * finds no error (every $ref resolves), the session cookie and the bearer token are declared
 * and required per operation, and openapi-typescript makes a typed client from it whose calls
 * type-check (and whose wrong calls do not).
 */
let t: TestPlatform;
let dir: string;
let file: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  t = await startTestPlatform({}, { work: false });
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
  dir = await mkdtemp(join(tmpdir(), 'chatmill-openapi-'));
  file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc, null, 2));
});
afterAll(async () => {
  await t?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules, without an error', async () => {
    // The engine of `redocly lint --extends=recommended`, run on the file as served.
    const problems = await lint({ ref: file, config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('declares the session cookie and the bearer token, and which operations take them', () => {
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: t.platform.settings.session.cookieName }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/session'].get.security).toEqual([{ session: [] }, { bearer: ['read'] }]);
    expect(doc.paths['/api/contacts/contacts'].get.security).toEqual([{ session: [] }, { bearer: ['read'] }]);
    // Routes that refuse API tokens offer only the cookie.
    expect(doc.paths['/api/account/api-tokens'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/account/api-tokens'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/account/cancel'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/contacts/contacts'].post.security).toEqual([{ session: [] }, { bearer: ['read-write'] }]);
  });

  it('gives openapi-typescript a typed client whose calls type-check, and whose wrong calls do not', async () => {
    await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(new URL(`file://${file}`))));
    await writeFile(
      join(dir, 'client.ts'),
      `import type { paths } from './api.js';

type JsonOf<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** A typed GET: the path must be one of the document's, and the answer has its schema's type. */
export async function get<P extends GetPath>(base: string, path: P, token: string): Promise<JsonOf<paths[P]['get']>> {
  const res = await fetch(base + path, { headers: { authorization: 'Bearer ' + token } });
  return (await res.json()) as JsonOf<paths[P]['get']>;
}

export async function whoAmI(base: string, token: string): Promise<string> {
  const { user } = await get(base, '/api/auth/session', token);
  const accessType: 'owner' | 'team_member' | 'client_user' = user.accessType;
  const id: number = user.id;
  // @ts-expect-error the user's id is a number, not a string
  const wrong: string = user.id;
  // @ts-expect-error the session has no such field
  void user.password;
  // @ts-expect-error no route answers GET at this path
  await get(base, '/api/no-such-route', token);
  return user.email + accessType + id + wrong;
}
`,
    );
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2022', 'dom'],
      types: [],
    };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['client.ts'] }));
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir }).then(
      () => ({ ok: true, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    expect(result).toEqual({ ok: true, output: '' });
  });
});
