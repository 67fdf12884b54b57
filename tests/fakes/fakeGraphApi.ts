import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A Graph API error answer as Meta sends it (Messenger Platform "Common Error Codes"). */
export interface FakeGraphError {
  status: number;
  error: { message: string; type: string; code: number; error_subcode?: number };
}

/** Meta's own refusals, word for word where its documentation gives them. */
export const graphErrors = {
  invalidToken: { status: 400, error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
  tokenExpired: {
    status: 400,
    error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463 },
  },
  noMatchingUser: { status: 400, error: { message: '(#100) No matching user found', type: 'OAuthException', code: 100, error_subcode: 2018001 } },
  outsideWindow: {
    status: 400,
    error: { message: '(#10) This message is sent outside of allowed window.', type: 'OAuthException', code: 10, error_subcode: 2018278 },
  },
  userUnavailable: {
    status: 400,
    error: { message: "(#551) This person isn't available right now.", type: 'OAuthException', code: 551, error_subcode: 1545041 },
  },
  rateLimited: { status: 400, error: { message: '(#613) Calls to this api have exceeded the rate limit.', type: 'OAuthException', code: 613 } },
  temporary: { status: 500, error: { message: '(#1200) Temporary send message failure. Please try again later.', type: 'OAuthException', code: 1200 } },
  invalidParameter: { status: 400, error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } },
} satisfies Record<string, FakeGraphError>;

/** One Send API call the fake took. */
export interface RecordedSend {
  pageId: string;
  recipient: string;
  messagingType: string;
  tag: string | undefined;
  message: Record<string, unknown>;
  messageId: string;
}

const messagingTypes = new Set(['RESPONSE', 'UPDATE', 'MESSAGE_TAG']);
const tags = new Set(['HUMAN_AGENT', 'CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE']);

/**
 * A local Graph API for Messenger tests: pages with their access tokens and the people who wrote
 * to them, the Send API (`POST /<version>/me/messages?access_token=`) checking what Meta checks
 * (the token, the recipient, `messaging_type` and its tag, the message's shape and limits) and
 * answering Meta's error payloads, errors queued per page, and webhooks signed with the app
 * secret as Meta signs them.
 */
export class FakeGraphApi {
  readonly appSecret = randomBytes(16).toString('hex');
  readonly sends: RecordedSend[] = [];
  readonly #pages = new Map<string, { token: string; people: Set<string> }>();
  readonly #failures = new Map<string, FakeGraphError[]>();
  readonly #version: string;
  #server: Server | null = null;
  #seq = 0;
  url = '';

  constructor(version = 'v21.0') {
    this.#version = version;
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  /** A page this app may act for, with its token; `people` are the PSIDs that wrote to it. */
  addPage(pageId: string, token: string, people: readonly string[] = []): void {
    this.#pages.set(pageId, { token, people: new Set(people) });
  }

  /** Someone wrote to the page: the Send API now knows them. */
  addPerson(pageId: string, psid: string): void {
    this.#pages.get(pageId)?.people.add(psid);
  }

  /** The page's next Send API calls fail with these answers, in order. */
  failNext(pageId: string, ...errors: FakeGraphError[]): void {
    this.#failures.set(pageId, [...(this.#failures.get(pageId) ?? []), ...errors]);
  }

  /** A webhook as Meta posts it: the JSON body and the `X-Hub-Signature-256` of its raw bytes with the app secret. */
  signedWebhook(body: unknown, secret = this.appSecret): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(body);
    const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
    return { rawBody, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` } };
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const refuse = (failure: FakeGraphError) => answer(failure.status, { error: { ...failure.error, fbtrace_id: `fake${++this.#seq}` } });
    if (req.method !== 'POST' || url.pathname !== `/${this.#version}/me/messages`) {
      return refuse({ status: 400, error: { message: `Unknown path components: ${url.pathname}`, type: 'OAuthException', code: 2500 } });
    }
    const token = url.searchParams.get('access_token');
    const page = [...this.#pages.entries()].find(([, p]) => p.token === token);
    if (!page) return refuse(graphErrors.invalidToken);
    const [pageId, { people }] = page;
    const queued = this.#failures.get(pageId)?.shift();
    if (queued) return refuse(queued);
    let body: { recipient?: { id?: unknown }; messaging_type?: unknown; tag?: unknown; message?: Record<string, unknown> };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      return refuse(graphErrors.invalidParameter);
    }
    const recipient = typeof body.recipient?.id === 'string' ? body.recipient.id : null;
    if (!recipient || !people.has(recipient)) return refuse(graphErrors.noMatchingUser);
    const type = String(body.messaging_type);
    if (!messagingTypes.has(type) || (type === 'MESSAGE_TAG' && !tags.has(String(body.tag)))) return refuse(graphErrors.invalidParameter);
    const problem = messageProblem(body.message);
    if (problem) return refuse({ status: 400, error: { message: `(#100) ${problem}`, type: 'OAuthException', code: 100 } });
    const messageId = `m_fake${++this.#seq}`;
    this.sends.push({ pageId, recipient, messagingType: type, tag: typeof body.tag === 'string' ? body.tag : undefined, message: body.message!, messageId });
    answer(200, { recipient_id: recipient, message_id: messageId });
  }
}

/** What the Send API refuses in a message's shape (Send API reference: its limits). */
function messageProblem(message: Record<string, unknown> | undefined): string | null {
  if (!message || typeof message !== 'object') return 'param message must be non-empty.';
  if ('text' in message) {
    if (typeof message['text'] !== 'string' || message['text'].length === 0 || message['text'].length > 2000)
      return 'Length of param message[text] must be less than or equal to 2000';
    const replies = message['quick_replies'];
    if (replies !== undefined && (!Array.isArray(replies) || replies.length > 13)) return 'param message[quick_replies] must have at most 13 elements';
    return null;
  }
  const attachment = message['attachment'] as { type?: string; payload?: Record<string, unknown> } | undefined;
  if (!attachment?.type || !attachment.payload) return 'param message must have text or attachment';
  if (attachment.type !== 'template') return typeof attachment.payload['url'] === 'string' ? null : 'param message[attachment][payload][url] is required';
  const payload = attachment.payload;
  switch (payload['template_type']) {
    case 'button': {
      const buttons = payload['buttons'];
      return Array.isArray(buttons) && buttons.length >= 1 && buttons.length <= 3
        ? null
        : 'param message[attachment][payload][buttons] must have 1 to 3 elements';
    }
    case 'generic': {
      const elements = payload['elements'];
      return Array.isArray(elements) && elements.length >= 1 && elements.length <= 10
        ? null
        : 'param message[attachment][payload][elements] must have 1 to 10 elements';
    }
    case 'media':
      return Array.isArray(payload['elements']) && payload['elements'].length === 1 ? null : 'param message[attachment][payload][elements] must have 1 element';
    default:
      return 'Invalid template type';
  }
}
