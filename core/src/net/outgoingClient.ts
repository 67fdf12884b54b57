import {
  AppError,
  OutgoingRequestError,
  type OutgoingPort,
  type OutgoingRequest,
  type OutgoingResponse,
  type SmtpCheckResult,
  type SmtpServerCheck,
} from '@chatmill/sdk';
import { guardedRequest, OutgoingTimeout, OutgoingTooLarge, OutgoingUrlRefused, type GuardOptions } from './outgoingUrlGuard.ts';
import type { SavedUrlCheck } from './savedUrlCheck.ts';
import { checkSmtpServer } from './smtpCheck.ts';

export const outgoingDefaults = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;
const ceilings = { timeoutMs: 60_000, maxBytes: 50 * 1024 * 1024, maxRedirects: 5 } as const;

/** `ctx.outgoing` of routes, jobs and sockets: fetch through the guard, and the save-time check. */
export class OutgoingClient implements OutgoingPort {
  readonly #guard: GuardOptions;
  readonly #saved: SavedUrlCheck;

  constructor(guard: GuardOptions, saved: SavedUrlCheck) {
    this.#guard = guard;
    this.#saved = saved;
  }

  async fetch(url: string, request: OutgoingRequest = {}): Promise<OutgoingResponse> {
    const timeoutMs = within(request.timeoutMs, outgoingDefaults.timeoutMs, ceilings.timeoutMs, 'timeoutMs');
    const maxBytes = within(request.maxBytes, outgoingDefaults.maxBytes, ceilings.maxBytes, 'maxBytes');
    const maxRedirects = within(request.maxRedirects, outgoingDefaults.maxRedirects, ceilings.maxRedirects, 'maxRedirects');
    try {
      const answer = await guardedRequest(
        url,
        {
          method: request.method ?? 'GET',
          ...(request.headers ? { headers: request.headers } : {}),
          ...(request.body !== undefined ? { body: request.body } : {}),
          timeoutMs,
          maxRedirects,
          maxBodyBytes: maxBytes,
          tooLarge: 'fail',
        },
        this.#guard,
      );
      const headers = Object.fromEntries(
        Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])),
      );
      const body = new Uint8Array(answer.bytes);
      return {
        status: answer.status,
        headers,
        url: answer.url,
        body,
        text: () => answer.body,
        json: () => JSON.parse(answer.body) as unknown,
      };
    } catch (error) {
      if (error instanceof OutgoingUrlRefused) throw new OutgoingRequestError('refused', error.message);
      if (error instanceof OutgoingTimeout) throw new OutgoingRequestError('timeout', error.message);
      if (error instanceof OutgoingTooLarge) throw new OutgoingRequestError('tooLarge', error.message);
      throw new OutgoingRequestError('network', `The request to ${safeOrigin(url)} failed: ${(error as Error).message}`);
    }
  }

  checkSmtp(server: SmtpServerCheck): Promise<SmtpCheckResult> {
    return checkSmtpServer(server, this.#guard);
  }

  async checkUrl(url: string, field = 'url'): Promise<void> {
    const problem = await this.#saved.problem(url);
    if (problem) throw new AppError('VALIDATION_FAILED', `Check the ${field}.`, { fields: { [field]: problem } });
  }
}

function within(value: number | undefined, fallback: number, ceiling: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0 || value > ceiling)
    throw new RangeError(`outgoing.fetch: ${name} must be a whole number from 0 to ${ceiling}, got ${value}.`);
  return value;
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'this address';
  }
}
