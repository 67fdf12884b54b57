import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * The runtime caches which flows of a channel account may run and the account's custom variable
 * definitions (flowCatalog.ts, subscriberStore.ts). Each change that matters is seen by the next
 * message, whether this process made it or another one did.
 */
let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
});
afterAll(async () => world.stop());

/** Runs SQL as another process would: its own connection, not this process's ORM. */
async function elsewhere(sql: string, params: unknown[] = []): Promise<void> {
  if (world.t.database.kind === 'pglite') {
    await world.t.platform.db.pglite!.query(sql, params);
    return;
  }
  const client = new pg.Client({ connectionString: world.t.database.env.DATABASE_URL });
  await client.connect();
  await client.query(sql, params);
  await client.end();
}

/** Another process's change reaches this one as fast as PostgreSQL delivers it: a moment. */
const moment = () => new Promise((resolve) => setTimeout(resolve, world.t.database.kind === 'pglite' ? 0 : 200));

/** Says `text` as a new subscriber and answers what the bot said back within a second (none: []). */
async function answerTo(text: string, expected: number): Promise<string[]> {
  const who = newSubscriber();
  await deliver(world, events.message(who, text));
  if (expected === 0) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return texts(world.platform.to(who));
  }
  return texts(await world.platform.waitFor(who, expected));
}

describe('runnable flows', () => {
  it('a flow published after the cache was filled runs on the next message', async () => {
    await publishFlow(world, 'First', {
      nodes: [node.start({ keywords: [{ text: 'first', strictness: 'match' }] }), node.text('m', 'first flow')],
      edges: [edge('start', 'm')],
    });
    expect(await answerTo('first', 1)).toEqual(['first flow']);
    await publishFlow(world, 'Second', {
      nodes: [node.start({ keywords: [{ text: 'second', strictness: 'match' }] }), node.text('m', 'second flow')],
      edges: [edge('start', 'm')],
    });
    expect(await answerTo('second', 1)).toEqual(['second flow']);
  });

  it('a flow switched off by another process is not run by the next message, and runs again once switched on', async () => {
    const id = await publishFlow(world, 'Toggle', {
      nodes: [node.start({ keywords: [{ text: 'toggle', strictness: 'match' }] }), node.text('m', 'toggled on')],
      edges: [edge('start', 'm')],
    });
    expect(await answerTo('toggle', 1)).toEqual(['toggled on']);
    await elsewhere(`update "flow" set "enabled" = false where "id" = $1`, [id]);
    await moment();
    expect(await answerTo('toggle', 0)).toEqual([]);
    await elsewhere(`update "flow" set "enabled" = true where "id" = $1`, [id]);
    await moment();
    expect(await answerTo('toggle', 1)).toEqual(['toggled on']);
  });

  it('a new published version made by another process is the one the next message runs', async () => {
    const id = await publishFlow(world, 'Versioned', {
      nodes: [node.start({ keywords: [{ text: 'version', strictness: 'match' }] }), node.text('m', 'version one')],
      edges: [edge('start', 'm')],
    });
    expect(await answerTo('version', 1)).toEqual(['version one']);
    const graph = { nodes: [node.start({ keywords: [{ text: 'version', strictness: 'match' }] }), node.text('m', 'version two')], edges: [edge('start', 'm')] };
    await elsewhere(`insert into "flow_version" ("flow_id", "account_id", "number", "graph") values ($1, $2, 2, $3::jsonb)`, [
      id,
      world.accountId,
      JSON.stringify(graph),
    ]);
    await elsewhere(`update "flow" set "published_version" = 2 where "id" = $1`, [id]);
    await moment();
    expect(await answerTo('version', 1)).toEqual(['version two']);
  });
});

describe('custom variable definitions', () => {
  it("a fallback changed by another process is the one the next step uses; a global's value is always read fresh", async () => {
    expect((await world.owner.post('/api/custom-variables', { name: 'Town', scope: 'user', fallback: 'your town' })).status).toBe(201);
    expect((await world.owner.post('/api/custom-variables', { name: 'Deal', scope: 'global', value: 'TEN' })).status).toBe(201);
    await publishFlow(world, 'Towns', {
      nodes: [node.start({ keywords: [{ text: 'town', strictness: 'match' }] }), node.text('m', 'Hello {{town}}, deal {{deal}}')],
      edges: [edge('start', 'm')],
    });
    expect(await answerTo('town', 1)).toEqual(['Hello your town, deal TEN']);
    await elsewhere(`update "custom_variable" set "fallback" = 'stranger' where "account_id" = $1 and "variable_key" = 'town'`, [world.accountId]);
    await elsewhere(`update "custom_variable" set "global_value" = 'TWENTY' where "account_id" = $1 and "variable_key" = 'deal'`, [world.accountId]);
    await moment();
    expect(await answerTo('town', 1)).toEqual(['Hello stranger, deal TWENTY']);
  });
});
