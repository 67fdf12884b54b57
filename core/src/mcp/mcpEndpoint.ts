import type { RequestListener } from 'node:http';
import { AppError, isApiErrorBody } from '@chatmill/sdk';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { bearerToken } from '../account/apiTokenAuth.ts';
import type { ApiExchange } from '../http/apiExchange.ts';
import { readJsonBody } from '../http/readJsonBody.ts';
import { refusal } from '../http/refusal.ts';
import { noStore, strictTransportSecurity } from '../http/transportSecurity.ts';
import type { Logger } from '../logger.ts';
import type { McpTool } from './mcpTools.ts';
import { callRoute, type RouteAnswer } from './routeCall.ts';

/** Where AI assistants reach the platform (Streamable HTTP, stateless). */
export const mcpPath = '/api/mcp';

export const mcpTokenRequiredMessage =
  'The MCP endpoint takes a personal API token: send Authorization: Bearer <token>. Create one under Account Settings, API Access Token.';

export interface McpEndpointDeps {
  tools: readonly McpTool[];
  /** The server's own API listener: every tool call is a request to it. */
  api: RequestListener;
  /** Refuses a token that is not valid (revoked, unknown, its user deactivated); its scope is checked per call by the route. */
  authenticate(token: string): Promise<void>;
  /** Which owners' tools this request may see: the core's always, a plugin's where it is on for the request's brand. */
  visibleOwners(exchange: ApiExchange): Promise<(owner: string) => boolean>;
  bodyLimitBytes: number;
  logger: Logger;
  version: string;
}

/**
 * The MCP server over the API (`POST /api/mcp`): an assistant lists the tools (the routes that
 * name one) and calls them. Only a personal API token opens it; each call is the route's
 * request with that token, so the route's permission, the token's scope, validation and
 * account isolation decide, and a refusal comes back as a tool error carrying the route's
 * message. Stateless: every POST gets a server and transport of its own, answered as JSON.
 */
export function mcpEndpoint(deps: McpEndpointDeps) {
  const tools = new Map(deps.tools.map((tool) => [tool.name, tool]));
  return async (exchange: ApiExchange): Promise<void> => {
    const token = bearerToken(exchange.req.headers.authorization);
    if (token === null) throw refusal('UNAUTHENTICATED', mcpTokenRequiredMessage, { headers: { 'www-authenticate': 'Bearer' } });
    await deps.authenticate(token);
    if (exchange.method !== 'POST') {
      throw refusal('METHOD_NOT_ALLOWED', `${mcpPath} takes POST only: the server is stateless and opens no event stream.`, { headers: { allow: 'POST' } });
    }
    const { json } = await readJsonBody(exchange.req, deps.bodyLimitBytes);

    const visible = await deps.visibleOwners(exchange);
    const server = new Server({ name: 'chatmill', version: deps.version }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [...tools.values()]
        .filter((tool) => visible(tool.owner))
        .map(({ name, title, description, inputSchema, annotations }) => ({ name, title, description, inputSchema, annotations })),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = tools.get(request.params.name);
      if (!tool || !visible(tool.owner)) throw new McpError(ErrorCode.InvalidParams, `There is no tool ${request.params.name}; tools/list names them.`);
      try {
        return toolResult(await callRoute(deps.api, exchange.req, tool.request(request.params.arguments ?? {})));
      } catch (error) {
        if (error instanceof AppError) return toolError(error.status, error.toBody());
        throw error;
      }
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    transport.onerror = (error) => deps.logger.warn('mcp request refused', { requestId: exchange.requestId, error: error.message });
    exchange.res.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    exchange.set('cache-control', noStore);
    if (exchange.secure) exchange.set('strict-transport-security', strictTransportSecurity);
    const res = exchange.handOver();
    try {
      await transport.handleRequest(exchange.req, res, json);
    } catch (error) {
      deps.logger.error('mcp request failed', { requestId: exchange.requestId, error });
      if (!res.headersSent)
        res
          .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(new AppError('INTERNAL', 'Something went wrong on our side.').toBody()));
    }
  };
}

/** A route's success: its JSON as text (and as structured content when it is an object). */
function toolResult({ status, body }: RouteAnswer): CallToolResult {
  if (status >= 400) return toolError(status, body);
  const text = typeof body === 'string' ? body || 'Done.' : JSON.stringify(body);
  const structured = body !== null && typeof body === 'object' && !Array.isArray(body) ? { structuredContent: body as Record<string, unknown> } : {};
  return { content: [{ type: 'text', text }], ...structured };
}

/** A refusal as the assistant reads it: code, status, the route's message, and each field's. */
function toolError(status: number, body: unknown): CallToolResult {
  if (!isApiErrorBody(body)) return { isError: true, content: [{ type: 'text', text: `The route answered ${status}: ${String(body)}` }] };
  const { code, message, fields } = body.error;
  const lines = [`${code} (${status}): ${message}`, ...Object.entries(fields ?? {}).map(([field, text]) => `- ${field || 'body'}: ${text}`)];
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
}
