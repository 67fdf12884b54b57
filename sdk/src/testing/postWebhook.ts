import { parseBody, type Answer } from './productClient.ts';

export interface WebhookOptions {
  headers?: Record<string, string>;
  /** The last path segment, for platforms given one URL per account: `/api/channels/<pluginId>/webhook/<key>` (the adapter's `request.pathKey`). */
  key?: string;
}

/**
 * Posts a webhook to the product as the platform would: the exact bytes given (sign these very
 * bytes), with the given headers, to the host's route `/api/channels/<pluginId>/webhook`
 * (section 14.5 of the SDK's README). A string body is sent as its UTF-8 bytes; `content-type`
 * is `application/json` unless the headers say otherwise.
 */
export async function postWebhook(baseUrl: string, pluginId: string, body: string | Uint8Array, options: WebhookOptions = {}): Promise<Answer> {
  const headers = options.headers ?? {};
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  const key = options.key === undefined ? '' : `/${encodeURIComponent(options.key)}`;
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api/channels/${encodeURIComponent(pluginId)}/webhook${key}`, {
    method: 'POST',
    headers: { ...(hasType ? {} : { 'content-type': 'application/json' }), ...headers },
    body: bytes,
  });
  return { status: response.status, body: parseBody(await response.text()), headers: response.headers };
}
