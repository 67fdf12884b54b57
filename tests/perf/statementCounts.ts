import { startTestPlatform } from '../support/testPlatform.ts';
import { messengerStatements, startBenchGraphApi } from './messengerWebhooks.ts';
import { BenchVisitor, createBenchWidget, publishHelloFlow, repliesPerSecond } from './widgetConversation.ts';

/**
 * Statements the product sends per request, counted in this process (Database.statementCount),
 * which no noise changes: the host's own on a cached authenticated read (by session and by API
 * token) and on refusals, and a plugin route's with its handler. Each is the mean of `times` requests after one to warm up.
 */
export async function statementsPerRequest(times = 50): Promise<string[]> {
  const graphApi = await startBenchGraphApi();
  const t = await startTestPlatform(graphApi.env());
  try {
    const post = (path: string, body: unknown) =>
      fetch(t.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const setup = await post('/api/setup', { name: 'Bench Admin', email: 'bench@example.com', password: 'bench password' });
    const cookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;
    const measure = async (path: string, headers: Record<string, string> = {}): Promise<number> => {
      await (await fetch(t.url + path, { headers })).arrayBuffer();
      const before = t.platform.db.statementCount();
      for (let i = 0; i < times; i++) await (await fetch(t.url + path, { headers })).arrayBuffer();
      return (t.platform.db.statementCount() - before) / times;
    };
    const created = await fetch(t.url + '/api/account/api-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Bench script', scope: 'read' }),
    });
    const bearer = { authorization: `Bearer ${((await created.json()) as { secret: string }).secret}` };
    const rows: Array<[string, number]> = [
      ['GET /api/hello (public)', await measure('/api/hello')],
      ['GET /api/auth/session (authenticated, core)', await measure('/api/auth/session', { cookie })],
      // Its first use records it, which evicts it once: the first measured request reads it again.
      ['GET /api/auth/session with an API token (core)', await measure('/api/auth/session', bearer)],
      ['GET /api/contacts/contacts without a session (401)', await measure('/api/contacts/contacts')],
      ['GET /api/contacts/contacts (plugin route, handler included)', await measure('/api/contacts/contacts', { cookie })],
    ];
    // Per widget reply: one visitor says 'hello' 18 times, each after the reply to the one before
    // (with the first, under the socket's 20 messages per 10 s) and the widget's replies per second.
    // The job queue's workers poll while idle too (PGlite only counts them): that rate, taken
    // over two quiet seconds, is taken off.
    const jobs = t.platform.jobs;
    const idleBefore = jobs.statementCount();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idlePerSecond = (jobs.statementCount() - idleBefore) / 2;
    const widgetId = await createBenchWidget(t.url, cookie);
    await publishHelloFlow(t.url, cookie, widgetId);
    const visitor = await BenchVisitor.open(t.url, widgetId);
    await visitor.say('hello');
    const [ormBefore, jobsBefore] = [t.platform.db.statementCount(), jobs.statementCount()];
    const began = performance.now();
    let replies = 0;
    for (let i = 0; i < 18; i++) {
      // Within the widget's send rate per visitor, as the conversations bench: faster, replies wait for the send job.
      await new Promise((resolve) => setTimeout(resolve, 1000 / repliesPerSecond));
      if ((await visitor.say('hello')).replyMs !== null) replies++;
    }
    const seconds = (performance.now() - began) / 1000;
    visitor.close();
    const each = Math.max(replies, 1);
    rows.push([`widget 'hello' to the bot's reply, ORM (${replies} replies)`, (t.platform.db.statementCount() - ormBefore) / each]);
    if (t.database.kind === 'pglite') {
      rows.push([
        `  and the job queue's workers (idle polling ${idlePerSecond.toFixed(1)}/s taken off)`,
        (jobs.statementCount() - jobsBefore - idlePerSecond * seconds) / each,
      ]);
    }
    rows.push(...(await messengerStatements(t, graphApi, times)));
    return [
      `SQL statements per request (${t.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, mean of ${times}):`,
      ...rows.map(([name, count]) => `  ${name.padEnd(62)} ${count.toFixed(2)}`),
    ];
  } finally {
    await t.stop();
    await graphApi.close();
  }
}
