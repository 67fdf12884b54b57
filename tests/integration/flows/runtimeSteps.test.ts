import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
});
afterAll(async () => world.stop());

const subscriberRow = async (externalId: string) => {
  const [row] = await world.t.platform.db
    .em()
    .execute<{ id: number; tags: string[]; variables: Record<string, string>; takeover_until: Date | null; name: string }[]>(
      `select "id", array(select t."group_name" from "subscriber_tag" st join "tag" t on t."id" = st."tag_id" where st."subscriber_id" = s."id" order by t."id") as "tags",
       "variables", "takeover_until", "name" from "subscriber" s where "external_id" = :externalId`,
      { externalId },
    );
  return row!;
};

describe('user input', () => {
  beforeAll(async () => {
    await publishFlow(world, 'Sign up', {
      nodes: [
        node.start({ keywords: [{ text: 'signup', strictness: 'match' }] }),
        node.text('hello', 'Let us sign you up'),
        node.input('ask', { question: 'Your email?', validation: 'email', variable: 'email', retryMessage: 'That is not an email.' }),
        node.condition('check', {
          match: 'all',
          rules: [
            { kind: 'variable', variable: 'email', op: 'validEmail' },
            { kind: 'variable', variable: 'email', op: 'contains', value: 'EXAMPLE' },
          ],
        }),
        node.text('yes', 'Thanks, we will write to you'),
        node.text('no', 'Only example.com addresses, sorry'),
      ],
      edges: [edge('start', 'hello'), edge('hello', 'ask'), edge('ask', 'check'), edge('check', 'yes', 'true'), edge('check', 'no', 'false')],
    });
  });

  it('asks, sends the retry message and asks again after a wrong answer, then saves a right one and goes on', async () => {
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'signup'));
    expect(texts(await world.platform.waitFor(ann, 2))).toEqual(['Let us sign you up', 'Your email?']);
    await deliver(world, events.message(ann, 'not an address'));
    expect(texts(await world.platform.waitFor(ann, 4)).slice(2)).toEqual(['That is not an email.', 'Your email?']);
    expect((await subscriberRow(ann)).variables).toEqual({});
    await deliver(world, events.message(ann, 'ann@example.com'));
    expect(texts(await world.platform.waitFor(ann, 5)).at(-1)).toBe('Thanks, we will write to you');
    expect((await subscriberRow(ann)).variables).toEqual({ email: 'ann@example.com' });
    // The question was answered: the same text now goes to the triggers (here: none matches).
    await deliver(world, events.message(ann, 'bob@example.org'));
    await deliver(world, events.message(ann, 'signup'));
    await deliver(world, events.message(ann, 'bob@other.org'));
    expect(texts(await world.platform.waitFor(ann, 8)).slice(5)).toEqual(['Let us sign you up', 'Your email?', 'Only example.com addresses, sorry']);
  });
});

describe('conditions and actions', () => {
  let hookServer: Server;
  const hookCalls: string[] = [];
  beforeAll(async () => {
    hookServer = createServer((req, res) => {
      hookCalls.push(req.url!);
      res.end('ok');
    });
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
    const em = world.t.platform.db.em();
    await em.execute(
      `insert into "custom_variable" ("account_id", "name", "variable_key", "scope", "global_value", "fallback") values
        (:accountId, 'Plan', 'plan', 'user', null, 'free'), (:accountId, 'Season', 'season', 'global', 'winter', null)`,
      { accountId: world.accountId },
    );
    await publishFlow(world, 'Vip', {
      nodes: [
        node.start({ keywords: [{ text: 'vip', strictness: 'match' }] }),
        node.text('hi', 'Checking your status'),
        node.condition('before', {
          match: 'any',
          rules: [
            { kind: 'tag', op: 'is', tag: 'vip' },
            { kind: 'variable', variable: 'plan', op: 'equals', value: 'gold' },
          ],
        }),
        node.text('already', 'You were already VIP'),
        node.action('act', [
          { kind: 'addTag', tag: 'vip' },
          { kind: 'addTag', tag: 'lead' },
          { kind: 'removeTag', tag: 'lead' },
          { kind: 'setVariable', variable: 'plan', value: 'gold' },
          { kind: 'setVariable', variable: 'season', value: 'summer' },
          { kind: 'subscribeSequence', sequenceId: 'onboarding' },
          { kind: 'webhook', url: hookUrl },
        ]),
        node.condition('after', {
          match: 'all',
          rules: [
            { kind: 'tag', op: 'is', tag: 'VIP' },
            { kind: 'tag', op: 'isNot', tag: 'lead' },
            { kind: 'name', op: 'contains', value: 'smith' },
            { kind: 'lastInteraction', op: 'within24h' },
            { kind: 'variable', variable: 'plan', op: 'equals', value: 'Gold' },
            { kind: 'variable', variable: 'season', op: 'equals', value: 'summer' },
            { kind: 'gender', value: 'female' },
          ],
        }),
        node.text('now', 'You are VIP now'),
        node.text('not', 'Something is off'),
      ],
      edges: [
        edge('start', 'hi'),
        edge('hi', 'before'),
        edge('before', 'already', 'true'),
        edge('before', 'act', 'false'),
        edge('act', 'after'),
        edge('after', 'now', 'true'),
        edge('after', 'not', 'false'),
      ],
    });
  });
  afterAll(async () => {
    hookServer.closeAllConnections();
    await new Promise((resolve) => hookServer.close(resolve));
  });

  it('runs every action, and later conditions of the same step see their effect', async () => {
    const kim = newSubscriber();
    await deliver(world, events.message(kim, 'vip', { name: 'Kim Smith', gender: 'female' }));
    expect(texts(await world.platform.waitFor(kim, 2))).toEqual(['Checking your status', 'You are VIP now']);
    const row = await subscriberRow(kim);
    expect(row.name).toBe('Kim Smith');
    expect(row.tags).toEqual(['vip']);
    expect(row.variables).toEqual({ plan: 'gold' });
    const em = world.t.platform.db.em();
    const [season] = await em.execute<{ global_value: string }[]>(
      `select "global_value" from "custom_variable" where "account_id" = :accountId and "variable_key" = 'season'`,
      { accountId: world.accountId },
    );
    expect(season!.global_value).toBe('summer');
    const sequences = await em.execute(`select "sequence_id", "unsubscribed_at" from "sequence_subscription" where "subscriber_id" = :id`, { id: row.id });
    expect(sequences).toEqual([{ sequence_id: 'onboarding', unsubscribed_at: null }]);

    // Again: the first condition now holds (tag vip).
    await deliver(world, events.message(kim, 'vip'));
    expect(texts(await world.platform.waitFor(kim, 4)).slice(2)).toEqual(['Checking your status', 'You were already VIP']);
  });

  it('does not call a webhook on a private address (the outgoing-URL guard)', async () => {
    // The previous test's step queued the webhook job; once it completed, the guard had refused the loopback address.
    const state = async () =>
      (
        await world.t.platform.db
          .em()
          .execute<{ state: string }[]>(`select "state" from "pgboss"."job" where "name" = 'core.flows.webhook' order by "created_on" desc limit 1`)
      )[0]?.state;
    for (let tries = 0; tries < 40 && (await state()) !== 'completed'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await state()).toBe('completed');
    expect(hookCalls).toEqual([]);
  });

  it('falls back to a variable’s fallback and to the global value', async () => {
    const lee = newSubscriber();
    await publishFlow(world, 'Plans', {
      nodes: [
        node.start({ keywords: [{ text: 'plan', strictness: 'match' }] }),
        node.text('hi', 'Your plan'),
        node.condition('c', {
          rules: [
            { kind: 'variable', variable: 'plan', op: 'equals', value: 'free' },
            { kind: 'variable', variable: 'season', op: 'hasValue' },
          ],
        }),
        node.text('free', 'free plan'),
        node.text('other', 'other plan'),
      ],
      edges: [edge('start', 'hi'), edge('hi', 'c'), edge('c', 'free', 'true'), edge('c', 'other', 'false')],
    });
    await deliver(world, events.message(lee, 'plan'));
    expect(texts(await world.platform.waitFor(lee, 2))).toEqual(['Your plan', 'free plan']);
  });
});

describe('time gaps', () => {
  it('waits in a pg-boss job due at the gap’s end, then goes on', async () => {
    await publishFlow(world, 'Reminder', {
      nodes: [
        node.start({ keywords: [{ text: 'remind me', strictness: 'match' }] }),
        node.text('now', 'See you in 5 minutes'),
        node.action('mark', [{ kind: 'addTag', tag: 'waiting' }]),
        node.gap('gap', 5, 'minute'),
        node.text('later', 'Here is your reminder'),
      ],
      edges: [edge('start', 'now'), edge('now', 'mark'), edge('mark', 'gap'), edge('gap', 'later')],
    });
    const max = newSubscriber();
    const before = Date.now();
    await deliver(world, events.message(max, 'remind me'));
    await world.platform.waitFor(max, 1);
    const em = world.t.platform.db.em();
    const { id } = await subscriberRow(max);
    const [conversation] = await em.execute<{ id: number; waiting_for: string; current_node: string; wait_until: Date; wait_job_key: string }[]>(
      `select "id", "waiting_for", "current_node", "wait_until", "wait_job_key" from "conversation" where "subscriber_id" = :id`,
      { id },
    );
    expect(conversation).toMatchObject({ waiting_for: 'time', current_node: 'gap' });
    const [job] = await em.execute<{ id: string; start_after: Date; data: { key: string } }[]>(
      `select "id", "start_after", "data" from "pgboss"."job" where "name" = 'core.flows.wake' and "singleton_key" = :key`,
      { key: conversation!.wait_job_key },
    );
    const due = new Date(job!.start_after).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1_000);
    expect(due).toBeLessThan(Date.now() + 5 * 60_000 + 1_000);
    expect(new Date(conversation!.wait_until).getTime()).toBe(due);

    // Nothing happens before it is due; then the job runs as if the 5 minutes had passed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(world.platform.to(max)).toHaveLength(1);
    await em.execute(`update "pgboss"."job" set "start_after" = now() where "id" = :id`, { id: job!.id });
    expect(texts(await world.platform.waitFor(max, 2))).toEqual(['See you in 5 minutes', 'Here is your reminder']);
    const [after] = await em.execute<{ waiting_for: string | null; current_node: string }[]>(
      `select "waiting_for", "current_node" from "conversation" where "id" = :id`,
      { id: conversation!.id },
    );
    expect(after).toEqual({ waiting_for: null, current_node: 'later' });

    // The same job delivered again (pg-boss delivers at least once) does nothing.
    await world.t.platform.flows.waker.wake(job!.data as { conversationId: number; key: string });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(world.platform.to(max)).toHaveLength(2);
  });
});

describe('human take-over', () => {
  it('keeps the bot silent until the take-over ends, then goes on after the action', async () => {
    await publishFlow(world, 'Agent', {
      nodes: [
        node.start({ keywords: [{ text: 'agent', strictness: 'match' }] }),
        node.text('hold', 'An agent will answer you'),
        node.action('takeover', [{ kind: 'humanTakeover', duration: 3, unit: 'seconds' }]),
        node.text('back', 'The bot is back'),
      ],
      edges: [edge('start', 'hold'), edge('hold', 'takeover'), edge('takeover', 'back')],
    });
    const zoe = newSubscriber();
    const started = Date.now();
    await deliver(world, events.message(zoe, 'agent'));
    await world.platform.waitFor(zoe, 1);
    const row = await subscriberRow(zoe);
    expect(new Date(row.takeover_until!).getTime()).toBeGreaterThan(started);

    // While an agent has the conversation, a keyword gets no answer (the message is kept).
    await deliver(world, events.message(zoe, 'agent'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(texts(world.platform.to(zoe))).toEqual(['An agent will answer you']);
    const [kept] = await world.t.platform.db
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from "inbound_event" where "subscriber_external_id" = :zoe and "processed_at" is not null`, { zoe });
    expect(kept!.n).toBe(2);

    expect(texts(await world.platform.waitFor(zoe, 2, 15_000))).toEqual(['An agent will answer you', 'The bot is back']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect((await subscriberRow(zoe)).takeover_until).toBeNull();
    await deliver(world, events.message(zoe, 'agent'));
    expect(texts(await world.platform.waitFor(zoe, 3)).at(-1)).toBe('An agent will answer you');
  });
});

describe('a poisoned event', () => {
  it('is retried, and set aside at its last attempt so the subscriber’s later events go on', async () => {
    await publishFlow(world, 'Broken', {
      nodes: [
        node.start({ keywords: [{ text: 'boom', strictness: 'match' }] }),
        { id: 'fail', type: 'TestChannel.Fail', position: { x: 200, y: 0 }, data: {} },
      ],
      edges: [edge('start', 'fail')],
    });
    await publishFlow(world, 'Fine', {
      nodes: [node.start({ keywords: [{ text: 'fine', strictness: 'match' }] }), node.text('m', 'all fine')],
      edges: [edge('start', 'm')],
    });
    const pat = newSubscriber();
    await deliver(world, events.message(pat, 'boom'), events.message(pat, 'fine'));
    const em = world.t.platform.db.em();
    const pending = () =>
      em.execute<{ id: number; processed: boolean }[]>(
        `select "id"::int as "id", "processed_at" is not null as "processed" from "inbound_event" where "subscriber_external_id" = :pat order by "id"`,
        { pat },
      );
    // The job fails on 'boom' and rolls back: neither event is acted on, nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await pending()).map((e) => e.processed)).toEqual([false, false]);
    expect(world.platform.to(pat)).toEqual([]);
    // Its last attempt sets 'boom' aside and answers 'fine'.
    const [boom] = await pending();
    await world.t.platform.flows.inbound.process(boom!.id, { lastAttempt: true });
    expect((await pending()).map((e) => e.processed)).toEqual([true, true]);
    expect(texts(await world.platform.waitFor(pat, 1))).toEqual(['all fine']);
  });
});
