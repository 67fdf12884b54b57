import { z } from 'zod';
import { errorCodes, type AnyRoute } from '@chatmill/sdk';
import { OpenApiSchemas, type JsonSchema } from './openApiSchemas.ts';

export interface OpenApiOptions {
  title: string;
  version: string;
  /** The session cookie's name (settings.session.cookieName). */
  sessionCookie: string;
}

/** Methods a `read` API token may call (see apiTokenAuth.ts); the others need `read-write`. */
const readMethods = new Set(['GET', 'HEAD']);

/**
 * The OpenAPI 3.1 document of every registered route, generated from the same zod schemas
 * that validate the requests, so the document cannot drift from what the server accepts.
 * A session route takes the dashboard's session cookie or a personal API token
 * (`Authorization: Bearer`); the token's scope it needs is listed as the bearer requirement's role.
 */
export function buildOpenApiDocument(routes: readonly AnyRoute[], options: OpenApiOptions): Record<string, unknown> {
  const schemas = new OpenApiSchemas({ Error: errorSchema() });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      license: { name: 'MIT', identifier: 'MIT' },
      description: 'Every error answers { "error": { "code", "message", "fields"? } }; the codes and their statuses are listed in x-error-codes.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: "The dashboard's session, set by POST /api/auth/login." },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token (Account Settings, API Access Token). A `read` token may only make GET and HEAD requests; the role listed on an operation is the scope it needs.',
        },
      },
      schemas: schemas.components,
    },
    'x-error-codes': errorCodes,
  };
}

function errorSchema(): JsonSchema {
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: Object.keys(errorCodes) },
          message: { type: 'string' },
          key: { type: 'string', description: "For a message the spec words: its key under `errors.server` in the dashboard's catalogues." },
          fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path to its message.' },
        },
      },
    },
  };
}

function operation(route: AnyRoute, schemas: OpenApiSchemas): Record<string, unknown> {
  const operationId = `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
  const owner = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const toSchema = (schema: z.ZodType, io: 'input' | 'output', part: string) => schemas.of(schema, io, `${owner}${part}`);
  const parameters = [
    ...parametersOf(route.params && toSchema(route.params, 'input', 'Params'), 'path'),
    ...parametersOf(route.query && toSchema(route.query, 'input', 'Query'), 'query'),
  ];
  const success = String(route.status ?? 200);
  const responses: Record<string, unknown> = {
    [success]: route.response
      ? { description: 'Success', content: { 'application/json': { schema: toSchema(route.response, 'output', 'Response') } } }
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
    operationId,
    security: securityOf(route),
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input', 'Body') } } } } : {}),
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            description: `One file in the field \`file\`: ${route.upload.types.join(', ')} (judged by content), at most ${route.upload.maxBytes} bytes; stored ${route.upload.visibility}.`,
            content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
          },
        }
      : {}),
    ...(route.rawBody
      ? {
          requestBody: {
            description: "The platform's payload, as sent: its signature covers these exact bytes.",
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
        }
      : {}),
    responses,
  };
}

function parametersOf(json: JsonSchema | undefined, location: 'path' | 'query'): Record<string, unknown>[] {
  if (!json) return [];
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

/** The schemes a route takes: none when public, the session cookie alone when session-only, else the cookie or a bearer token of the scope its method needs. */
function securityOf(route: AnyRoute): Array<Record<string, string[]>> {
  if (route.access !== 'session') return [];
  if (route.sessionOnly !== undefined) return [{ session: [] }];
  return [{ session: [] }, { bearer: [readMethods.has(route.method) ? 'read' : 'read-write'] }];
}
