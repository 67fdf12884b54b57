import type { OutgoingSms, SentSms, SmsSender } from './smsSender.ts';

/** What the adapter needs; `createSmsSender` builds it from the `sms.twilio` settings once all are set. */
export interface TwilioCredentials {
  /** `AC` + 32 hex digits: the account the messages are billed to (and the user name of Basic auth). */
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, an alphanumeric sender id, or a Messaging Service SID (`MG` + 32 hex). */
  from: string;
  /** `https://api.twilio.com`; a test points it at a local fake. */
  apiBase: string;
  /** How long to wait for Twilio before giving up (the job retries). */
  timeoutMs?: number;
}

/** Twilio's error body (https://www.twilio.com/docs/api/errors): `{ code, message, more_info, status }`. */
interface TwilioErrorBody {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/** Twilio refused or failed a request; `code` is Twilio's error code (20003, 21211, …) when it gave one. */
export class TwilioError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly moreInfo: string | undefined;

  constructor(message: string, status: number, code?: number, moreInfo?: string) {
    super(message);
    this.name = 'TwilioError';
    this.status = status;
    this.code = code;
    this.moreInfo = moreInfo;
  }
}

const messagingServiceSid = /^MG[0-9a-f]{32}$/i;
const defaultTimeoutMs = 10_000;

/**
 * SMS through Twilio's Programmable Messaging REST API: one `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` per message, HTTP Basic auth with the
 * Account SID and auth token, a form-encoded body with `To`, `Body` and the sender (`From`, or
 * `MessagingServiceSid` when the sender is a Messaging Service). Twilio answers 201 with the
 * Message resource, whose `sid` is kept. Every failure is thrown with Twilio's own code and
 * words; retrying is the job queue's business (see `sendSmsJob`).
 */
export class TwilioSmsSender implements SmsSender {
  readonly configured = true;
  readonly #credentials: TwilioCredentials;
  readonly #url: string;

  constructor(credentials: TwilioCredentials) {
    this.#credentials = credentials;
    this.#url = new URL(`2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`, withTrailingSlash(credentials.apiBase)).toString();
  }

  async send(message: OutgoingSms): Promise<SentSms> {
    const { accountSid, authToken, from } = this.#credentials;
    const form = new URLSearchParams({ To: message.to });
    form.set(messagingServiceSid.test(from) ? 'MessagingServiceSid' : 'From', from);
    form.set('Body', message.body);
    const timeoutMs = this.#credentials.timeoutMs ?? defaultTimeoutMs;

    // The time limit covers reading the answer too.
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.#url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = field(error, 'name') === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} seconds` : describeCause(error);
      throw new TwilioError(`Could not reach Twilio at ${this.#credentials.apiBase} to send an SMS: ${reason}.`, 0);
    }

    const json = parseJson(text);
    if (response.status === 201) {
      const sid = json && typeof json === 'object' && 'sid' in json && typeof json.sid === 'string' ? json.sid : null;
      if (!sid) throw new TwilioError(`Twilio accepted the SMS but its answer has no message sid: ${excerpt(text)}`, response.status);
      return { providerMessageId: sid };
    }
    throw twilioError(response.status, json, text);
  }
}

function twilioError(status: number, json: unknown, text: string): TwilioError {
  const body = (json && typeof json === 'object' ? json : {}) as TwilioErrorBody;
  if (typeof body.code === 'number' || typeof body.message === 'string') {
    const more = typeof body.more_info === 'string' ? ` (${body.more_info})` : '';
    return new TwilioError(
      `Twilio refused the SMS with error ${body.code ?? 'without a code'} (HTTP ${status}): ${body.message ?? 'no message'}${more}`,
      status,
      typeof body.code === 'number' ? body.code : undefined,
      typeof body.more_info === 'string' ? body.more_info : undefined,
    );
  }
  return new TwilioError(`Twilio answered HTTP ${status} instead of 201 when sending an SMS: ${excerpt(text)}`, status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A proxy's HTML error page can be long: enough of it to recognise. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat === '' ? '(empty body)' : flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

/** fetch hides the network error (ECONNREFUSED, ENOTFOUND) in `cause`. */
function describeCause(error: unknown): string {
  const message = text(field(error, 'message')) ?? String(error);
  const cause = text(field(field(error, 'cause'), 'message'));
  return cause ? `${message} (${cause})` : message;
}

/**
 * A property of a thrown value, read by shape: an abort's DOMException and fetch's TypeError may
 * come from another realm (a test's VM context), where `instanceof Error` is false.
 */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `new URL(relative, base)` drops the base's last path segment unless it ends in a slash. */
function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
