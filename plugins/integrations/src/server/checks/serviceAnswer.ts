import { OutgoingRequestError, type OutgoingResponse } from '@chatmill/sdk';
import type { IntegrationTestResult } from '@chatmill/sdk';

/** How one service says what went wrong, and what the owner does when it refuses the credentials. */
export interface ServiceWords {
  /** The service's name, as the owner knows it. */
  service: string;
  /** What to do when the service refuses the credentials (where to copy them again, which scope to give). */
  whenRefused: string;
  /** The service's own explanation, read from its documented error body. */
  detail?(body: unknown): string | undefined;
  /** Statuses that mean "these credentials are refused"; 401 and 403 unless given. */
  refusedStatuses?: readonly number[];
}

/** The answer's body as JSON, or undefined when it is not JSON (a proxy's HTML page, say). */
export function bodyOf(response: OutgoingResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/**
 * What a failed answer means for the owner, or null for a 2xx. Rate limits and the service's own
 * outages are told apart from refused credentials: the first two pass with time, the last one
 * needs the owner to act.
 */
export function failureOf(response: OutgoingResponse, words: ServiceWords): IntegrationTestResult | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const detail = words.detail?.(bodyOf(response))?.trim().slice(0, 300);
  const quoted = detail ? ` ("${detail}")` : '';
  if ((words.refusedStatuses ?? [401, 403]).includes(status)) {
    return { ok: false, message: `${words.service} refused these credentials${quoted}. ${words.whenRefused}` };
  }
  if (status === 429) {
    return { ok: false, message: `${words.service} is limiting requests right now (too many requests). Wait a minute, then test again.` };
  }
  if (status >= 500) {
    return {
      ok: false,
      message: `${words.service} had a problem on its side (HTTP ${status}). Test again in a few minutes; if it lasts, check ${words.service}'s status page.`,
    };
  }
  return { ok: false, message: `${words.service} answered HTTP ${status}${quoted}. Check the values entered, then test again.` };
}

/**
 * Runs a connection test, turning a request that got no answer (refused by the guard, too slow,
 * unreachable) into a message the owner can act on. Other errors are bugs and propagate.
 */
export async function reaching(service: string, test: () => Promise<IntegrationTestResult>): Promise<IntegrationTestResult> {
  try {
    return await test();
  } catch (error) {
    if (!(error instanceof OutgoingRequestError)) throw error;
    switch (error.reason) {
      case 'refused':
        return { ok: false, message: `The address of ${service} was refused: ${error.message} Use the service's public address.` };
      case 'timeout':
        return { ok: false, message: `${service} did not answer in time. Test again in a moment.` };
      case 'tooLarge':
        return { ok: false, message: `${service} sent an unexpectedly large answer. Check the address, then test again.` };
      default:
        return { ok: false, message: `${service} could not be reached (${error.message}). Check the address, then test again.` };
    }
  }
}

/** Reads `path` (e.g. ['error', 'message']) from a parsed body when it is a string. */
export function textAt(body: unknown, ...path: (string | number)[]): string | undefined {
  let node: unknown = body;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return typeof node === 'string' ? node : undefined;
}
