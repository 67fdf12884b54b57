import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineContract } from '../http/contract.ts';
import { contractPath, contractQuery, createApiClient } from './apiClient.ts';

const getNote = defineContract({ method: 'GET', path: '/notes/:id', params: z.object({ id: z.coerce.number() }), response: z.object({ id: z.number() }) });
const listNotes = defineContract({
  method: 'GET',
  path: '/notes',
  query: z.object({ search: z.string().optional(), tagId: z.array(z.number()).optional(), page: z.number().default(1) }),
});
const moveNote = defineContract({
  method: 'POST',
  path: '/folders/:folder/notes/:id/move',
  params: z.object({ folder: z.string(), id: z.number() }),
  body: z.object({ to: z.string() }),
  response: z.object({ moved: z.boolean() }),
});
const stats = defineContract({ method: 'GET', path: '/stats' });

function recorder(answer: unknown = { ok: true }) {
  const calls: unknown[][] = [];
  const request = (async (...args: unknown[]) => {
    calls.push(args);
    return answer;
  }) as Parameters<typeof createApiClient>[1];
  return { calls, client: createApiClient('notes', request) };
}

describe('contractPath', () => {
  it('prefixes the plugin and fills encoded parameters', () => {
    expect(contractPath('notes', '/notes/:id', { id: 7 })).toBe('/api/notes/notes/7');
    expect(contractPath('notes', '/folders/:folder/notes/:id/move', { folder: 'a b/c?', id: 1 })).toBe('/api/notes/folders/a%20b%2Fc%3F/notes/1/move');
    expect(contractPath('notes', '/stats')).toBe('/api/notes/stats');
  });

  it('refuses a missing parameter', () => {
    expect(() => contractPath('notes', '/notes/:id', {})).toThrow('The path /notes/:id needs the parameter "id".');
    expect(() => contractPath('notes', '/notes/:id')).toThrow(/"id"/);
  });
});

describe('contractQuery', () => {
  it('skips undefined, null and empty values and repeats arrays', () => {
    expect(contractQuery({ search: 'ada lovelace', status: undefined, tagId: null, bookId: '', page: 2, ids: [1, 2], ok: false })).toBe(
      '?search=ada+lovelace&page=2&ids=1&ids=2&ok=false',
    );
    expect(contractQuery({ search: '' })).toBe('');
    expect(contractQuery(undefined)).toBe('');
    expect(contractQuery({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
  });
});

describe('createApiClient', () => {
  it('sends the method, the built URL and the body', async () => {
    const { calls, client } = recorder({ moved: true });
    const moved: { moved: boolean } = await client.call(moveNote, { params: { folder: 'x', id: 3 }, body: { to: 'y' } });
    expect(moved).toEqual({ moved: true });
    await client.call(getNote, { params: { id: 5 } });
    await client.call(listNotes, { query: { search: 'hi', tagId: [1, 2] } });
    await client.call(listNotes);
    await client.call(stats);
    expect(calls).toEqual([
      ['POST', '/api/notes/folders/x/notes/3/move', { to: 'y' }],
      ['GET', '/api/notes/notes/5'],
      ['GET', '/api/notes/notes?search=hi&tagId=1&tagId=2'],
      ['GET', '/api/notes/notes'],
      ['GET', '/api/notes/stats'],
    ]);
  });

  it('builds URLs for downloads without sending anything', () => {
    const { calls, client } = recorder();
    expect(client.url(listNotes, { query: { search: 'x', page: 3 } })).toBe('/api/notes/notes?search=x&page=3');
    expect(client.url(getNote, { params: { id: 'a/b' } })).toBe('/api/notes/notes/a%2Fb');
    expect(calls).toEqual([]);
  });

  it('types the input from the schemas', () => {
    const { client } = recorder();
    // Compile-time checks: each line below must be a type error.
    // @ts-expect-error params are required
    void (() => client.call(getNote));
    // @ts-expect-error the body must match the schema
    void (() => client.call(moveNote, { params: { folder: 'x', id: 1 }, body: { to: 1 } }));
    // @ts-expect-error a contract without a body takes none
    void (() => client.call(getNote, { params: { id: 1 }, body: { x: 1 } }));
    expect(true).toBe(true);
  });
});
