import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake accepted, as Twilio would store it. */
export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  receivedAt: Date;
}

/** Twilio's error body (https://www.twilio.com/docs/api/errors). */
interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A local stand-in for Twilio's Programmable Messaging API, speaking its documented wire format:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (Account SID and
 * auth token) and a form-encoded body (`To`, `From` or `MessagingServiceSid`, `Body`). Wrong
 * credentials answer 401 with error 20003; a missing parameter answers 400 with Twilio's code
 * for it (a body that is not form-encoded reads as no parameters, as at Twilio); an accepted
 * message answers 201 with the Message resource and is kept in `received`.
 */
export class FakeTwilio {
  readonly accountSid = `AC${hex(16)}`;
  readonly authToken = hex(16);
  /** The one Messaging Service of this account; a sender id of another is refused (21701). */
  readonly messagingServiceSid = `MG${hex(16)}`;
  readonly from = '+15005550006';
  readonly received: TwilioMessage[] = [];
  /** Every request, `METHOD path`, including the refused ones. */
  readonly calls: string[] = [];
  /** Hold each answer this long (to exercise the adapter's time limit). */
  delayMs = 0;
  readonly #server: Server;
  #base = '';

  constructor() {
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) =>
        send(res, 500, { code: 20500, message: String(error), more_info: 'https://www.twilio.com/docs/errors/20500', status: 500 }),
      );
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    this.#base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  get apiBase(): string {
    return this.#base;
  }

  /** Environment settings that point the product's Twilio adapter here. */
  env(from: string = this.from): Record<string, string> {
    return { TWILIO_ACCOUNT_SID: this.accountSid, TWILIO_AUTH_TOKEN: this.authToken, TWILIO_FROM: from, TWILIO_API_BASE: this.#base };
  }

  /** Waits for the next message to `to` after the `seen` ones already received. */
  async nextMessage(to: string, seen = 0, timeoutMs = 20_000): Promise<TwilioMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = this.received.filter((message) => message.to === to);
      if (messages.length > seen) return messages[messages.length - 1]!;
      if (Date.now() > deadline) throw new Error(`No SMS to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#base);
    this.calls.push(`${req.method} ${url.pathname}`);
    const raw = await readBody(req);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));

    const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!path) return error(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    // Twilio authenticates first: the Basic credentials must be this account's, and the path must name it.
    if (!this.#authenticated(req.headers.authorization) || decodeURIComponent(path[1]!) !== this.accountSid) {
      return error(res, 401, 20003, 'Authenticate');
    }
    if (req.method !== 'POST') return error(res, 405, 20004, 'Method not allowed');

    const form =
      (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(raw)
        : new URLSearchParams();
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (to === '') return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!from && !service) return error(res, 400, 21603, "A 'From' phone number is required.");
    if (service && service !== this.messagingServiceSid) return error(res, 400, 21701, `The Messaging Service Sid ${service} is invalid.`);
    if (body === '') return error(res, 400, 21602, 'Message body is required.');
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);

    const sid = `SM${hex(16)}`;
    const now = new Date();
    this.received.push({ sid, to, from, messagingServiceSid: service, body, receivedAt: now });
    const created = now.toUTCString().replace('GMT', '+0000');
    send(res, 201, {
      account_sid: this.accountSid,
      api_version: '2010-04-01',
      body,
      date_created: created,
      date_sent: null,
      date_updated: created,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      // With a Messaging Service, Twilio picks the sender later: `from` is null and the status `accepted`.
      from: service ? null : from,
      messaging_service_sid: service,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: service ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid}.json`,
    });
  }

  #authenticated(header: string | undefined): boolean {
    const match = /^Basic (.+)$/i.exec(header ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    return decoded === `${this.accountSid}:${this.authToken}`;
  }
}

function error(res: ServerResponse, status: number, code: number, message: string): void {
  const body: TwilioErrorBody = { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
  send(res, status, body);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
