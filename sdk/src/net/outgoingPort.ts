import type { SmtpCheckResult, SmtpServerCheck } from './smtpCheck.ts';

/**
 * Requests to addresses users give (webhooks, media imports, link previews), through the core's
 * outgoing-URL guard: only http(s) to public addresses, checked again at every connection and
 * redirect (a name that resolves to a private address is refused when the socket connects, so
 * DNS rebinding gains nothing), with a time limit and a size limit on the answer.
 */
export interface OutgoingRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** For the whole exchange, redirects included; 10 000 unless given (at most 60 000). */
  timeoutMs?: number;
  /** Largest answer body taken; a longer one fails the request. 5 MB unless given (at most 50 MB). */
  maxBytes?: number;
  /** Redirects followed, each through the guard; 5 unless given (at most 5), 0 refuses any. */
  maxRedirects?: number;
}

export interface OutgoingResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Readonly<Record<string, string>>;
  /** The URL that answered, after redirects. */
  url: string;
  body: Uint8Array;
  text(): string;
  /** The body parsed as JSON; throws when it is not JSON. */
  json(): unknown;
}

export type OutgoingFailure = 'refused' | 'timeout' | 'tooLarge' | 'network';

/** A request that did not get an answer: refused by the guard, too slow, too large, or the network failed. */
export class OutgoingRequestError extends Error {
  readonly reason: OutgoingFailure;

  constructor(reason: OutgoingFailure, message: string) {
    super(message);
    this.name = 'OutgoingRequestError';
    this.reason = reason;
  }
}

export interface OutgoingPort {
  fetch(url: string, request?: OutgoingRequest): Promise<OutgoingResponse>;
  /**
   * Checks an address before it is saved, as routes' `publicHttpUrl` fields are checked: throws
   * VALIDATION_FAILED (400) naming `field` when its form is wrong or its name resolves to a
   * private address. For addresses that do not come through a route's schema.
   */
  checkUrl(url: string, field?: string): Promise<void>;
  /**
   * Checks a user-given SMTP server without sending anything: its name through the guard, then
   * connect, secure the line as asked and sign in (see SmtpServerCheck). For an integration's
   * "test connection"; a failure is an answer, not a throw.
   */
  checkSmtp(server: SmtpServerCheck): Promise<SmtpCheckResult>;
}
