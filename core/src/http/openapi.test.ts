import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineRoute } from '@chatmill/sdk';
import { buildOpenApiDocument } from './openapi.ts';

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
];

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(routes, { title: 'Test', version: '1' }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('is OpenAPI 3.1 with every route under its path template', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/api/things/{thingId}/notes', '/api/ping']);
  });

  it('describes parameters, body, success and error answers from the zod schemas', () => {
    const op = doc.paths['/api/things/{thingId}/notes'].post;
    expect(op.security).toEqual([{ session: [] }]);
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'thingId', in: 'path', required: true }),
      expect.objectContaining({ name: 'draft', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } }),
    ]);
    const body = op.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['text'], additionalProperties: false, properties: { text: { type: 'string', minLength: 1, maxLength: 500 } } });
    expect(op.responses['201'].content['application/json'].schema).toMatchObject({ properties: { id: { type: 'number' } } });
    expect(op.responses['401'].description).toBe('UNAUTHENTICATED, SESSION_INVALIDATED');
    expect(op.responses['404'].description).toBe('NOT_FOUND');
    expect(op.responses['403'].description).toBe('FORBIDDEN');
    expect(op['x-permission']).toEqual({ slug: 'things/list', action: 'create' });
    expect(doc.paths['/api/ping'].get.security).toEqual([]);
  });

  it('documents every error code with its status', () => {
    expect(doc['x-error-codes'].SESSION_INVALIDATED.status).toBe(401);
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain('VALIDATION_FAILED');
  });
});
