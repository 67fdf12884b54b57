import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineRoute } from '@chatmill/sdk';
import { buildOpenApiDocument } from './openapi.ts';

interface Tree {
  label: string;
  children?: Tree[];
}
const namedTree: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), children: z.array(namedTree).optional() })).meta({ id: 'TestTree' });
const unnamedTree: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), children: z.array(unnamedTree).optional() }));

/** Every `$ref` string anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' ? [child] : refsIn(child)));
}

const routes = [
  defineRoute({
    method: 'POST',
    path: '/api/things/:thingId/notes',
    tag: 'Things',
    summary: 'Add a note',
    access: 'session',
    permission: { slug: 'things/list', action: 'create' },
    params: z.object({ thingId: z.coerce.number().int() }),
    query: z.object({ draft: z.enum(['yes', 'no']).optional() }),
    body: z.strictObject({ text: z.string().min(1).max(500) }),
    response: z.object({ id: z.number() }),
    status: 201,
    errors: ['NOT_FOUND'],
    handler: async () => ({ id: 1 }),
  }),
  defineRoute({ method: 'GET', path: '/api/ping', tag: 'Platform', summary: 'Ping', access: 'public', handler: async () => 'pong' }),
  defineRoute({
    method: 'GET',
    path: '/api/trees',
    tag: 'Things',
    summary: 'Named trees',
    access: 'session',
    response: z.object({ trees: z.array(namedTree) }),
    handler: async () => ({ trees: [] }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/things/:thingId/trees',
    tag: 'Things',
    summary: 'Trees again',
    access: 'session',
    params: z.object({ thingId: z.coerce.number() }),
    response: z.array(namedTree),
    handler: async () => [],
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/outline',
    tag: 'Things',
    summary: 'An unnamed tree',
    access: 'session',
    body: z.object({ root: unnamedTree }),
    handler: async () => null,
  }),
];

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(routes, { title: 'Test', version: '1', sessionCookie: 'test_session' }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('is OpenAPI 3.1 with every route under its path template', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/api/things/{thingId}/notes', '/api/ping', '/api/trees', '/api/things/{thingId}/trees', '/api/outline']);
  });

  it('describes parameters, body, success and error answers from the zod schemas', () => {
    const op = doc.paths['/api/things/{thingId}/notes'].post;
    expect(op.security).toEqual([{ session: [] }, { bearer: ['read-write'] }]);
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'thingId', in: 'path', required: true }),
      expect.objectContaining({ name: 'draft', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } }),
    ]);
    const body = op.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: { text: { type: 'string', minLength: 1, maxLength: 500 } },
    });
    expect(op.responses['201'].content['application/json'].schema).toMatchObject({ properties: { id: { type: 'number' } } });
    expect(op.responses['401'].description).toBe('UNAUTHENTICATED, SESSION_INVALIDATED');
    expect(op.responses['404'].description).toBe('NOT_FOUND');
    expect(op.responses['403'].description).toBe('FORBIDDEN');
    expect(op['x-permission']).toEqual({ slug: 'things/list', action: 'create' });
    expect(doc.paths['/api/ping'].get.security).toEqual([]);
  });

  it('declares the session cookie and the bearer token, and which routes take them with which token scope', () => {
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'test_session' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.paths['/api/trees'].get.security).toEqual([{ session: [] }, { bearer: ['read'] }]);
    expect(doc.paths['/api/outline'].put.security).toEqual([{ session: [] }, { bearer: ['read-write'] }]);
    expect(doc.paths['/api/ping'].get.security).toEqual([]);
  });

  it('moves recursive schemas to components, so that every $ref resolves in the document', () => {
    const refs = refsIn(doc.paths);
    expect(refs.filter((ref) => !ref.startsWith('#/components/schemas/'))).toEqual([]);
    for (const ref of [...refs, ...refsIn(doc.components.schemas)]) expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    // A named one keeps its id and is shared by every route that uses it.
    expect(doc.components.schemas.TestTree).toEqual({
      type: 'object',
      properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/TestTree' } } },
      required: ['label'],
      additionalProperties: false,
    });
    expect(doc.paths['/api/trees'].get.responses['200'].content['application/json'].schema.properties.trees.items).toEqual({
      $ref: '#/components/schemas/TestTree',
    });
    expect(doc.paths['/api/things/{thingId}/trees'].get.responses['200'].content['application/json'].schema.items).toEqual({
      $ref: '#/components/schemas/TestTree',
    });
    // An unnamed one is named after its operation and part.
    const root = doc.paths['/api/outline'].put.requestBody.content['application/json'].schema.properties.root;
    expect(root).toEqual({ $ref: '#/components/schemas/PutApiOutlineBody0' });
    expect(doc.components.schemas.PutApiOutlineBody0.properties.children.items).toEqual(root);
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('documents every error code with its status', () => {
    expect(doc['x-error-codes'].SESSION_INVALIDATED.status).toBe(401);
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain('VALIDATION_FAILED');
  });
});
