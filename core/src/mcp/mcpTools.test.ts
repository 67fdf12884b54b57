import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { AppError, defineRoute, type AnyRoute } from '@chatmill/sdk';
import { RouteRegistry } from '../http/routeRegistry.ts';
import { mcpTools } from './mcpTools.ts';

const handler = async () => null;
const tagNotes = defineRoute({
  method: 'POST',
  path: '/notes/:noteId/tags',
  tag: 'Notes',
  summary: 'Tag a note',
  access: 'session',
  permission: { slug: 'notes/list', action: 'edit' },
  tool: 'tag_note',
  params: z.object({ noteId: z.coerce.number().int() }),
  query: z.object({ notify: z.enum(['yes', 'no']).optional() }),
  body: z.strictObject({ tagIds: z.array(z.number().int()).min(1) }),
  handler,
});

function registry(...routes: AnyRoute[]): RouteRegistry {
  const registry = new RouteRegistry();
  registry.addPlugin('notes', routes);
  return registry;
}

describe('mcpTools', () => {
  it('makes one tool of a route: its arguments are the params, query and body fields together', () => {
    const [tool] = mcpTools(registry(tagNotes, defineRoute({ method: 'GET', path: '/notes', tag: 'Notes', summary: 'List', access: 'session', handler })));
    expect(tool!.name).toBe('tag_note');
    expect(tool!.inputSchema).toEqual({
      type: 'object',
      properties: {
        noteId: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
        notify: { type: 'string', enum: ['yes', 'no'] },
        tagIds: expect.objectContaining({ type: 'array', minItems: 1 }),
      },
      required: ['noteId', 'tagIds'],
      additionalProperties: false,
    });
    expect(tool!.description).toContain(
      'POST /api/notes/notes/:noteId/tags. It changes data: it needs an API token with the read-write scope. It needs the permission notes/list (edit).',
    );
    expect(tool!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(tool!.request({ noteId: 'a/b', notify: 'yes', tagIds: [1, 2] })).toEqual({
      method: 'POST',
      path: '/api/notes/notes/a%2Fb/tags',
      query: { notify: 'yes' },
      body: { tagIds: [1, 2] },
    });
  });

  it('refuses arguments the tool does not take and a missing path parameter, before any request', () => {
    const [tool] = mcpTools(registry(tagNotes));
    expect(() => tool!.request({ noteId: 1, tagIds: [1], colour: 'red' })).toThrow(
      new AppError('VALIDATION_FAILED', 'This tool does not take colour; it takes noteId, notify, tagIds.'),
    );
    expect(() => tool!.request({ tagIds: [1] })).toThrow(new AppError('VALIDATION_FAILED', 'Send noteId.'));
  });

  it('stops the start on a clash of names, a name that is not snake_case, a public route, or an argument in two parts', () => {
    expect(() => mcpTools(registry(tagNotes, { ...tagNotes, path: '/other' }))).toThrow(
      'notes: POST /api/notes/other: tool tag_note is already offered by another route',
    );
    expect(() => mcpTools(registry({ ...tagNotes, tool: 'Tag-Note' }))).toThrow('must be snake_case');
    expect(() => mcpTools(registry({ ...tagNotes, access: 'public' }))).toThrow('only session routes with a JSON body can be tools');
    expect(() => mcpTools(registry({ ...tagNotes, query: z.object({ noteId: z.string() }) }))).toThrow('the argument noteId is in both params and query');
  });
});
