import { z } from 'zod';
import { AppError, type AnyRoute } from '@chatmill/sdk';
import type { RouteRegistry } from '../http/routeRegistry.ts';
import type { RouteRequest } from './routeCall.ts';

type JsonSchema = Record<string, unknown>;

/** Where each argument of a tool goes in the route's request. */
type Part = 'params' | 'query' | 'body';

/** A route offered to AI assistants (the route's `tool`), as MCP lists it and as a call becomes a request. */
export interface McpTool {
  /** The plugin whose route it is, or 'core': a plugin's tools are listed only where the plugin is on. */
  owner: string;
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, JsonSchema>; required: string[]; additionalProperties: false; $defs?: Record<string, JsonSchema> };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  /** The route's request for these arguments; VALIDATION_FAILED for an argument the tool does not take (the route validates the rest). */
  request(args: Readonly<Record<string, unknown>>): RouteRequest;
}

const readMethods = new Set(['GET', 'HEAD']);
const toolName = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * The tools of every route that names one, core and plugins alike. A clash of names, a name
 * that is not snake_case, a public or upload route, or two parts of a route that take an
 * argument of the same name stop the start: the author sees it at once.
 */
export function mcpTools(registry: RouteRegistry): McpTool[] {
  const tools = new Map<string, McpTool>();
  for (const { owner, route } of registry.entries()) {
    if (route.tool === undefined) continue;
    const where = `${owner}: ${route.method} ${route.path}`;
    if (!toolName.test(route.tool)) throw new Error(`${where}: tool name ${route.tool} must be snake_case, at most 64 characters`);
    if (tools.has(route.tool)) throw new Error(`${where}: tool ${route.tool} is already offered by another route`);
    if (route.access !== 'session' || route.sessionOnly !== undefined || route.rawBody || (route as { upload?: unknown }).upload)
      throw new Error(`${where}: only session routes with a JSON body can be tools`);
    tools.set(route.tool, toolOf(owner, route, where));
  }
  return [...tools.values()];
}

function toolOf(owner: string, route: AnyRoute, where: string): McpTool {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const defs: Record<string, JsonSchema> = {};
  const partOf = new Map<string, Part>();
  /** The body when its schema is not an object of named fields: the tool takes it whole as `body`. */
  let wholeBody = false;
  const add = (part: Part, schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    for (const [name, def] of Object.entries((json.$defs ?? {}) as Record<string, JsonSchema>)) {
      if (defs[name] !== undefined && JSON.stringify(defs[name]) !== JSON.stringify(def)) throw new Error(`${where}: two parts define the schema ${name}`);
      defs[name] = def;
    }
    delete json.$defs;
    const fields = json.type === 'object' && json.properties ? (json.properties as Record<string, JsonSchema>) : null;
    const entries: [string, JsonSchema, boolean][] = fields
      ? Object.entries(fields).map(([name, field]) => [name, field, part === 'params' || ((json.required ?? []) as string[]).includes(name)])
      : [['body', json, true]];
    if (!fields) wholeBody = true;
    for (const [name, field, isRequired] of entries) {
      if (partOf.has(name)) throw new Error(`${where}: the argument ${name} is in both ${partOf.get(name)} and ${part}`);
      partOf.set(name, part);
      properties[name] = field;
      if (isRequired) required.push(name);
    }
  };
  add('params', route.params);
  add('query', route.query);
  add('body', route.body);

  const reads = readMethods.has(route.method);
  const scope = reads ? 'Any API token may call it (read or read-write scope).' : 'It changes data: it needs an API token with the read-write scope.';
  const permission = route.permission ? ` It needs the permission ${[route.permission.slug].flat().join(' or ')} (${route.permission.action}).` : '';
  return {
    owner,
    name: route.tool!,
    title: route.summary,
    description: [route.summary, route.description, `${route.method} ${route.path}. ${scope}${permission}`].filter(Boolean).join('\n\n'),
    inputSchema: { type: 'object', properties, required, additionalProperties: false, ...(Object.keys(defs).length ? { $defs: defs } : {}) },
    annotations: {
      title: route.summary,
      readOnlyHint: reads,
      destructiveHint: route.method === 'DELETE',
      idempotentHint: reads || route.method === 'PUT' || route.method === 'DELETE',
      openWorldHint: false,
    },
    request: (args) => {
      const parts: Record<Part, Record<string, unknown>> = { params: {}, query: {}, body: {} };
      const unknown = Object.keys(args).filter((name) => !partOf.has(name));
      if (unknown.length > 0) {
        const takes = [...partOf.keys()].join(', ') || 'no arguments';
        throw new AppError('VALIDATION_FAILED', `This tool does not take ${unknown.join(', ')}; it takes ${takes}.`, {
          fields: Object.fromEntries(unknown.map((name) => [name, 'Not an argument of this tool.'])),
        });
      }
      for (const [name, value] of Object.entries(args)) parts[partOf.get(name)!][name] = value;
      // The path needs every parameter to reach the route at all; the route validates their values.
      const missing = [...partOf].filter(
        ([name, part]) => part === 'params' && (parts.params[name] === undefined || parts.params[name] === null || parts.params[name] === ''),
      );
      if (missing.length > 0) {
        throw new AppError('VALIDATION_FAILED', `Send ${missing.map(([name]) => name).join(', ')}.`, {
          fields: Object.fromEntries(missing.map(([name]) => [name, 'Required.'])),
        });
      }
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(parts.params[name])));
      const body = route.body === undefined ? undefined : wholeBody ? parts.body.body : parts.body;
      return { method: route.method, path, query: parts.query, body };
    },
  };
}
