import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { invalidApiTokenMessage, readOnlyApiTokenMessage } from '../../core/src/account/apiTokenAuth.ts';
import { mcpTokenRequiredMessage } from '../../core/src/mcp/mcpEndpoint.ts';
import { signUpOwner, startWidgetPlatform, type WidgetApi } from '../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';
import { ApiClient } from '../support/apiClient.ts';
import type { TestPlatform } from '../support/testPlatform.ts';

/**
 * The MCP server at /api/mcp through the SDK's own client (Streamable HTTP): an API token
 * opens it, nothing else does; the tools are the routes that name one, and a call is the
 * route's own request as the token's user: one account's contacts only, a tag the REST API
 * then sees, a published flow, its stats, and a read token refused a change, naming the scope.
 */
let t: TestPlatform;
let alice: WidgetApi;
let bob: WidgetApi;
let aliceToken: string;
let aliceReadToken: string;
const open: Client[] = [];

async function createToken(owner: WidgetApi, scope: 'read' | 'read-write'): Promise<string> {
  const res = await owner.client.post('/api/account/api-tokens', { name: `MCP ${scope}`, scope });
  expect(res.status).toBe(201);
  return res.body.secret;
}

function transport(headers: Record<string, string>): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(`${t.url}/api/mcp`), { requestInit: { headers } });
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(transport({ authorization: `Bearer ${token}` }));
  open.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

async function contact(owner: WidgetApi, firstName: string, email: string): Promise<number> {
  const res = await owner.client.post('/api/contacts/contacts', { firstName, email });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await startWidgetPlatform({}, { work: false });
  alice = await signUpOwner(t, 'Alice');
  bob = await signUpOwner(t, 'Bob');
  aliceToken = await createToken(alice, 'read-write');
  aliceReadToken = await createToken(alice, 'read');
  await contact(alice, 'Ann', 'ann.mcp@example.com');
  await contact(alice, 'Andy', 'andy.mcp@example.com');
  await contact(bob, 'Bert', 'bert.mcp@example.com');
});
afterAll(async () => {
  for (const client of open) await client.close();
  await t?.stop();
});

describe('opening the endpoint', () => {
  it('refuses a request without a token, with a bad token, and with only a session cookie: 401', async () => {
    const none = await fetch(`${t.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await none.json()).error).toEqual({ code: 'UNAUTHENTICATED', message: mcpTokenRequiredMessage });

    const bad = await fetch(`${t.url}/api/mcp`, {
      method: 'POST',
      headers: { authorization: 'Bearer cm_not-a-real-token', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(401);
    expect((await bad.json()).error).toEqual({ code: 'UNAUTHENTICATED', message: invalidApiTokenMessage });

    // The dashboard's session cookie is not a way in: only a token, whose scope the user chose.
    const cookie = (await alice.client.request('POST', '/api/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' })).status;
    expect(cookie).toBe(401);

    // The SDK's client sees the refusal too.
    await expect(new Client({ name: 'no-token', version: '1' }).connect(transport({}))).rejects.toThrow(/401/);
    await expect(new Client({ name: 'bad-token', version: '1' }).connect(transport({ authorization: 'Bearer cm_nope' }))).rejects.toThrow(/401/);
  });

  it('lists the tools of the routes that offer one, with their arguments as JSON Schema', async () => {
    const client = await connect(aliceToken);
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'list_contacts',
        'get_contact',
        'update_contacts',
        'list_contact_tags',
        'create_contact_tag',
        'list_flows',
        'publish_flow',
        'get_flow_stats',
      ]),
    );
    const update = tools.find((tool) => tool.name === 'update_contacts')!;
    expect(update.inputSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['action', 'contactIds']),
      properties: { action: { enum: ['addTag', 'removeTag', 'addToBook', 'removeFromBook', 'delete'] }, contactIds: { type: 'array' } },
    });
    expect(update.description).toContain('read-write scope');
    expect(update.annotations).toMatchObject({ readOnlyHint: false });
    const stats = tools.find((tool) => tool.name === 'get_flow_stats')!;
    expect(stats.inputSchema.required).toEqual(['id']);
    expect(stats.annotations).toMatchObject({ readOnlyHint: true });
  });
});

describe('calling tools', () => {
  it("lists the token's account's contacts only", async () => {
    const client = await connect(aliceToken);
    const result = await call(client, 'list_contacts', { search: 'mcp' });
    expect(result.isError).toBeFalsy();
    const page = result.structuredContent as { items: { email: string }[]; total: number };
    expect(page.items.map((c) => c.email).sort()).toEqual(['andy.mcp@example.com', 'ann.mcp@example.com']);
    expect(page.total).toBe(2);
    expect(textOf(result)).not.toContain('bert.mcp@example.com');

    // Another account's contact is not found, as the route answers it.
    const bobs = (await bob.client.get('/api/contacts/contacts?search=bert')).body.items[0].id;
    const theirs = await call(client, 'get_contact', { id: bobs });
    expect(theirs.isError).toBe(true);
    expect(textOf(theirs)).toMatch(/^NOT_FOUND \(404\)/);
  });

  it('tags a contact, and the REST API sees the tag', async () => {
    const client = await connect(aliceToken);
    const tag = await call(client, 'create_contact_tag', { groupName: 'VIP from MCP' });
    expect(tag.isError).toBeFalsy();
    const tagId = (tag.structuredContent as { id: number }).id;
    const annId = (await alice.client.get('/api/contacts/contacts?search=ann.mcp')).body.items[0].id;

    const tagged = await call(client, 'update_contacts', { action: 'addTag', contactIds: [annId], tagId });
    expect(tagged.isError).toBeFalsy();
    expect(tagged.structuredContent).toMatchObject({ action: 'addTag', affected: 1 });
    const seen = await alice.client.get(`/api/contacts/contacts/${annId}`);
    expect(seen.body.tags).toEqual([{ id: tagId, groupName: 'VIP from MCP' }]);

    // The route validates the arguments, with its own messages.
    const invalid = await call(client, 'update_contacts', { action: 'addTag', contactIds: [annId] });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('VALIDATION_FAILED (400)');
    expect(textOf(invalid)).toContain('- tagId: Choose the tag to add or remove.');
    const unknown = await call(client, 'update_contacts', { action: 'addTag', contactIds: [annId], tagId, colour: 'red' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('This tool does not take colour');
  });

  it('with a read token, reads but cannot tag: the error names the missing scope', async () => {
    const client = await connect(aliceReadToken);
    expect((await call(client, 'list_contacts', { search: 'andy' })).isError).toBeFalsy();
    const tags = (await alice.client.get('/api/contacts/tags')).body.items as { id: number }[];
    const andyId = (await alice.client.get('/api/contacts/contacts?search=andy.mcp')).body.items[0].id;

    const refused = await call(client, 'update_contacts', { action: 'addTag', contactIds: [andyId], tagId: tags[0]!.id });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(`FORBIDDEN (403): ${readOnlyApiTokenMessage}`);
    expect(textOf(refused)).toContain('read-write');
    expect((await alice.client.get(`/api/contacts/contacts/${andyId}`)).body.tags).toEqual([]);
  });

  it('publishes a flow and reads its stats, as the REST API answers them', async () => {
    const widget = await alice.createWidget();
    const created = await alice.client.post('/api/flows', { name: 'Greeting', channel: 'widget', channelAccountId: widget.widgetId });
    expect(created.status).toBe(201);
    const graph = {
      nodes: [
        { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'match' }] } },
        {
          id: 'm1',
          type: 'NewMessageSet',
          position: { x: 250, y: 0 },
          data: { items: [{ id: 'b', kind: 'buttons', text: 'Hi!', buttons: [{ id: 'more', type: 'next_step', title: 'More' }] }] },
        },
        { id: 'm2', type: 'NewMessageSet', position: { x: 500, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Here is more.' }] } },
      ],
      edges: [
        { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
        { id: 'e2', source: 'm1', sourceHandle: 'button:more', target: 'm2' },
      ],
    };
    expect((await alice.client.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);

    const client = await connect(aliceToken);
    const listed = await call(client, 'list_flows', { channel: 'widget' });
    expect((listed.structuredContent as { items: { id: number }[] }).items.map((f) => f.id)).toContain(created.body.id);

    const published = await call(client, 'publish_flow', { id: created.body.id });
    expect(published.isError).toBeFalsy();
    expect(published.structuredContent).toEqual({ version: 1, problems: [] });
    expect((await alice.client.get(`/api/flows/${created.body.id}`)).body).toMatchObject({ status: 'published', publishedVersion: 1 });

    const stats = await call(client, 'get_flow_stats', { id: created.body.id });
    expect(stats.isError).toBeFalsy();
    const rest = await alice.client.get(`/api/flows/${created.body.id}/stats`);
    expect(stats.structuredContent).toEqual(rest.body);
    expect(rest.body).toMatchObject({ sends: 0, buttons: [expect.objectContaining({ nodeId: 'm1', label: 'More', clicks: 0 })] });

    // Bob's token does not reach Alice's flow.
    const bobClient = await connect(await createToken(bob, 'read'));
    const foreign = await call(bobClient, 'get_flow_stats', { id: created.body.id });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/^NOT_FOUND \(404\)/);
  });
});

describe('a plugin switched off for the brand', () => {
  it('takes its tools out of the list, and a call to one answers that there is no such tool', async () => {
    const admin = new ApiClient(t.url);
    expect((await admin.post('/api/auth/login', { email: 'admin@example.com', password: 'admin password 1' })).status).toBe(200);
    expect((await admin.request('PUT', '/api/plugins/contacts', { enabled: false })).status).toBe(200);
    try {
      const client = await connect(aliceToken);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names.filter((name) => name.includes('contact'))).toEqual([]);
      // The core's tools stay.
      expect(names).toEqual(expect.arrayContaining(['list_flows', 'publish_flow', 'get_flow_stats']));
      await expect(call(client, 'list_contacts')).rejects.toThrow(/There is no tool list_contacts/);
    } finally {
      expect((await admin.request('PUT', '/api/plugins/contacts', { enabled: true })).status).toBe(200);
    }
    const again = await connect(aliceToken);
    expect((await again.listTools()).tools.map((tool) => tool.name)).toContain('list_contacts');
  });
});
