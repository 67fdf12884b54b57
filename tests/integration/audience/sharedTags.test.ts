import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from '../flows/runtimeWorld.ts';

/**
 * Issue 6: tags and custom variables are one set per account, shared by flows and the Contacts
 * plugin through the SDK (the `tag` catalogue of `audienceTables`, and `ctx.audience`). The
 * world runs the runtime's test channel and Contacts side by side.
 */
let world: RuntimeWorld;
const audienceRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'audience');

const subscriberTags = async (externalId: string): Promise<string[]> => {
  const [row] = await world.t.platform.db.em().execute<{ tags: string[] }[]>(
    `select array(select t."group_name" from "subscriber_tag" st join "tag" t on t."id" = st."tag_id" where st."subscriber_id" = s."id" order by t."group_name") as "tags"
     from "subscriber" s where s."external_id" = :externalId`,
    { externalId },
  );
  return row?.tags ?? [];
};
const contactTags = async () =>
  (await world.owner.get('/api/contacts/tags?pageSize=100')).body.items as Array<{ id: number; groupName: string; contactCount: number }>;

beforeAll(async () => {
  world = await startRuntimeWorld({ pluginRoot: audienceRoot });
  await publishFlow(world, 'Join', {
    nodes: [
      node.start({ keywords: [{ text: 'join', strictness: 'match' }] }),
      node.action('act', [
        { kind: 'addTag', tag: 'VIP' },
        { kind: 'addTag', tag: 'lead' },
      ]),
      node.text('m', 'welcome aboard'),
    ],
    edges: [edge('start', 'act'), edge('act', 'm')],
  });
  await publishFlow(world, 'Status', {
    nodes: [
      node.start({ keywords: [{ text: 'status', strictness: 'match' }] }),
      node.condition('c', { match: 'all', rules: [{ kind: 'tag', op: 'is', tag: 'gold' }] }),
      node.text('yes', 'you are gold'),
      node.text('no', 'you are not gold'),
    ],
    edges: [edge('start', 'c'), edge('c', 'yes', 'true'), edge('c', 'no', 'false')],
  });
}, 120_000);
afterAll(async () => world.stop());

describe('one tag catalogue for flows and contacts', () => {
  it("puts a flow's tags into the catalogue Contacts lists, reusing a tag Contacts made whatever its case", async () => {
    const made = await world.owner.post('/api/contacts/tags', { groupName: 'Lead' });
    expect(made.status).toBe(201);
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'join'));
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['welcome aboard']);
    expect(await subscriberTags(ann)).toEqual(['Lead', 'VIP']);
    expect((await contactTags()).map((tag) => tag.groupName)).toEqual(['Lead', 'VIP']);
    expect((await world.owner.get('/api/audience/tags')).body.map((tag: { groupName: string }) => tag.groupName)).toEqual(['Lead', 'VIP']);
  });

  it('shows a rename made in Contacts to flows at once, and a deleted tag leaves the subscribers', async () => {
    const bob = newSubscriber();
    await deliver(world, events.message(bob, 'join'));
    await world.platform.waitFor(bob, 1);
    await deliver(world, events.message(bob, 'status'));
    expect(texts(await world.platform.waitFor(bob, 2))).toEqual(['welcome aboard', 'you are not gold']);

    const vip = (await contactTags()).find((tag) => tag.groupName === 'VIP')!;
    expect((await world.owner.request('PATCH', `/api/contacts/tags/${vip.id}`, { groupName: 'Gold' })).status).toBe(200);
    expect(await subscriberTags(bob)).toEqual(['Gold', 'Lead']);
    await deliver(world, events.message(bob, 'status'));
    expect(texts(await world.platform.waitFor(bob, 3))[2]).toBe('you are gold');

    expect((await world.owner.request('DELETE', `/api/contacts/tags/${vip.id}`)).status).toBe(200);
    expect(await subscriberTags(bob)).toEqual(['Lead']);
    await deliver(world, events.message(bob, 'status'));
    expect(texts(await world.platform.waitFor(bob, 4))[3]).toBe('you are not gold');
  });

  it("tags a contact with a tag a flow made, and counts only contacts in Contacts' counts", async () => {
    const lead = (await contactTags()).find((tag) => tag.groupName === 'Lead')!;
    const contact = await world.owner.post('/api/contacts/contacts', { firstName: 'Cleo', email: 'cleo@example.com', tagIds: [lead.id] });
    expect(contact.status).toBe(201);
    expect((await contactTags()).find((tag) => tag.id === lead.id)!.contactCount).toBe(1);
  });
});

describe('the audience port of the SDK', () => {
  it("gives a plugin the account's tags and custom variables", async () => {
    expect((await world.owner.post('/api/custom-variables', { name: 'City', scope: 'global', value: 'Manila' })).status).toBe(201);
    expect((await world.owner.post('/api/custom-variables', { name: 'Plan', scope: 'user', fallback: 'free' })).status).toBe(201);
    const seen = await world.owner.get('/api/test-channel/audience');
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      tags: ['Lead'],
      variables: [
        { key: 'city', scope: 'global', value: 'Manila' },
        { key: 'plan', scope: 'user', value: 'free' },
      ],
    });
  });

  it("is the account's own: another account sees none of it", async () => {
    const { ApiClient } = await import('../../support/apiClient.ts');
    const other = new ApiClient(world.t.url);
    expect((await other.post('/api/auth/register', { name: 'Other', email: 'other.audience@example.com', password: 'a strong password 1' })).status).toBe(201);
    expect((await other.get('/api/audience/tags')).body).toEqual([]);
    expect((await other.get('/api/contacts/tags')).body.items).toEqual([]);
  });
});
