import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { FlowGraphInput, PackageFeature } from '@chatmill/sdk';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../../core/src/db/entities/User.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/**
 * The world of the flow store's tests: the real product with one channel plugin
 * (tests/fixtures/plugin-roots/flow-channel: Messenger's capabilities, slug
 * 'test-channel/flow-builder', flow feature 950), owners of separate accounts, team members
 * with chosen permissions, packages with a flow limit, and the graphs the tests save.
 */
export const flowSlug = 'test-channel/flow-builder';
export const flowFeature = 950;
export const password = 'owner password 1';

export async function startFlowWorld(): Promise<TestPlatform> {
  const t = await startTestPlatform({}, { pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-channel') });
  const setup = await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password });
  expect(setup.status).toBe(201);
  return t;
}

export interface Owner {
  api: ApiClient;
  userId: number;
  accountId: number;
  email: string;
  name: string;
}

let seq = 0;

/** Registers the owner of a new account. */
export async function registerOwner(t: TestPlatform, name = `Owner ${++seq}`): Promise<Owner> {
  const api = new ApiClient(t.url);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${++seq}@example.com`;
  const res = await api.post('/api/auth/register', { name, email, password });
  expect(res.status).toBe(201);
  return { api, userId: res.body.user.id, accountId: res.body.user.accountId, email, name };
}

/**
 * A team member of the owner's account with an access level of these permission entries
 * (their password set directly: the invitation mail is not what these tests are about).
 */
export async function teamMember(
  t: TestPlatform,
  owner: Owner,
  name: string,
  permissions: Array<{ slug: string; read: boolean; edit: boolean; create: boolean; delete: boolean }>,
): Promise<ApiClient> {
  const level = await owner.api.post('/api/access-levels', { name: `${name} level`, permissions });
  expect(level.status).toBe(201);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${++seq}@example.com`;
  const invited = await owner.api.post('/api/team-members', { name, email, accessType: 'team_member', accessLevelId: level.body.id });
  expect(invited.status).toBe(201);
  await t.platform.db.em().nativeUpdate(UserSchema, { id: invited.body.member.id }, { passwordHash: await hashPassword(password), verified: true });
  const api = new ApiClient(t.url);
  expect((await api.post('/api/auth/login', { email, password })).status).toBe(200);
  return api;
}

/** Gives the account a package with these features (e.g. a flow limit). */
export async function givePackage(t: TestPlatform, accountId: number, name: string, features: PackageFeature[]): Promise<void> {
  const em = t.platform.db.em();
  const fullAccess = (await em.findOneOrFail(PackageSchema, { isDefault: true })).accessLevelId;
  const pkg = em.create(PackageSchema, {
    brandId: 1,
    name,
    tier: 'Pro',
    accessLevelId: fullAccess,
    price: '9.00',
    currency: 'USD',
    validityDuration: 1,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features,
    isDefault: false,
  });
  await em.flush();
  await em.nativeUpdate(AccountSchema, { id: accountId }, { packageId: pkg.id });
}

/** Creates a flow of the test channel and answers its id. */
export async function createFlow(api: ApiClient, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post('/api/flows', { name, channel: 'messenger', ...extra });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Saves a draft at the flow's current revision; answers the response. */
export async function saveDraft(api: ApiClient, flowId: number, graph: FlowGraphInput) {
  const revision = (await api.get(`/api/flows/${flowId}`)).body.draftRevision;
  return api.request('PUT', `/api/flows/${flowId}/draft`, { graph, revision });
}

const start = (keyword: string) => ({ id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: keyword, strictness: 'match' }] } });

/** A flow the validator and the channel accept: keyword → a text message. */
export function greetingGraph(text = 'Hi there', keyword = 'hello'): FlowGraphInput {
  return {
    nodes: [start(keyword), { id: 'm1', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 't1', kind: 'text', text }] } }],
    edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' }],
  };
}

/** A 'save' problem: the Reference connects only to a message, not to a User Input ('Connection Not Allowed'). */
export function forbiddenConnectionGraph(): FlowGraphInput {
  return {
    nodes: [start('hello'), { id: 'u1', type: 'UserInput', position: { x: 250, y: 0 }, data: { question: 'Your email?', variable: 'email' } }],
    edges: [{ id: 'bad', source: 'start', sourceHandle: 'next', target: 'u1' }],
  };
}

/** Saves, but cannot be published: 4 buttons on a 3-button channel, and a step connected to nothing. */
export function unpublishableGraph(): FlowGraphInput {
  const buttons = ['a', 'b', 'c', 'd'].map((id) => ({ id, type: 'url', title: `Link ${id}`, url: 'https://example.com/' }));
  return {
    nodes: [
      start('menu'),
      { id: 'm1', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 'b1', kind: 'buttons', text: 'Pick one', buttons }] } },
      { id: 'lone', type: 'NewMessageSet', position: { x: 250, y: 300 }, data: { items: [{ id: 't9', kind: 'text', text: 'Nobody reaches me' }] } },
    ],
    edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' }],
  };
}

export const fullAccess = (slug: string) => ({ slug, read: true, edit: true, create: true, delete: true });
export const readOnly = (slug: string) => ({ slug, read: true, edit: false, create: false, delete: false });
