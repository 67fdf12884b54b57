import { startTestPlatform } from '../support/testPlatform.ts';

/**
 * Statements the product sends per request, counted in this process (Database.statementCount),
 * which no noise changes: the host's own on a cached authenticated read and on refusals, and a
 * plugin route's with its handler. Each is the mean of `times` requests after one to warm up.
 */
export async function statementsPerRequest(times = 50): Promise<string[]> {
  const t = await startTestPlatform();
  try {
    const post = (path: string, body: unknown) => fetch(t.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const setup = await post('/api/setup', { name: 'Bench Admin', email: 'bench@example.com', password: 'bench password' });
    const cookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;
    const measure = async (path: string, headers: Record<string, string> = {}): Promise<number> => {
      await (await fetch(t.url + path, { headers })).arrayBuffer();
      const before = t.platform.db.statementCount();
      for (let i = 0; i < times; i++) await (await fetch(t.url + path, { headers })).arrayBuffer();
      return (t.platform.db.statementCount() - before) / times;
    };
    const rows: Array<[string, number]> = [
      ['GET /api/hello (public)', await measure('/api/hello')],
      ['GET /api/auth/session (authenticated, core)', await measure('/api/auth/session', { cookie })],
      ['GET /api/contacts/contacts without a session (401)', await measure('/api/contacts/contacts')],
      ['GET /api/contacts/contacts (plugin route, handler included)', await measure('/api/contacts/contacts', { cookie })],
    ];
    return [`SQL statements per request (${t.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, mean of ${times}):`, ...rows.map(([name, count]) => `  ${name.padEnd(62)} ${count.toFixed(2)}`)];
  } finally {
    await t.stop();
  }
}
