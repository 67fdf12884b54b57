import { z } from 'zod';
import { errorCodes, type AnyRoute } from '@chatmill/sdk';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of every registered route, generated from the same zod schemas
 * that validate the requests, so the document cannot drift from what the server accepts.
 */
export function buildOpenApiDocument(routes: readonly AnyRoute[], info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Every error answers { "error": { "code", "message", "fields"? } }; the codes and their statuses are listed in x-error-codes.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cm_session' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: Object.keys(errorCodes) },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path to its message.' },
              },
            },
          },
        },
      },
    },
    'x-error-codes': errorCodes,
  };
}

function operation(route: AnyRoute): Record<string, unknown> {
  const parameters = [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
  ];
  const success = String(route.status ?? 200);
  const responses: Record<string, unknown> = {
    [success]: route.response
      ? { description: 'Success', content: { 'application/json': { schema: toSchema(route.response, 'output') } } }
      : { description: 'Success' },
  };
  const codes = new Set<string>([
    'VALIDATION_FAILED',
    ...(route.access === 'session' ? ['UNAUTHENTICATED', 'SESSION_INVALIDATED'] : []),
    ...(route.permission ? ['FORBIDDEN'] : []),
    ...(route.errors ?? []),
  ]);
  for (const code of codes) {
    const status = String(errorCodes[code as keyof typeof errorCodes]?.status ?? 400);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: existing ? `${existing.description}, ${code}` : code,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    security: route.access === 'session' ? [{ session: [] }] : [],
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } } : {}),
    ...(route.rawBody ? { requestBody: { description: 'The platform\'s payload, as sent: its signature covers these exact bytes.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } } : {}),
    responses,
  };
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}
