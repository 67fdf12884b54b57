import { OutgoingRequestError, type IntegrationDefinition, type OutgoingPort } from '@chatmill/sdk';
import type { Logger } from '../logger.ts';

/** The longest a connection test may take, all its requests included. */
export const integrationTestTimeoutMs = 20_000;

/** What a test found, as the owner reads it. */
export interface TestFinding {
  ok: boolean;
  message: string | null;
}

/**
 * Runs an integration's `test` with the given credentials: every request through the guard
 * (`outgoing`), each bounded by what is left of the test's time, the whole within
 * `timeoutMs`. A test never fails the request: a refused or failed connection is a failed test
 * with the guard's or network's reason, anything else thrown a failed test with a generic
 * message (the error itself goes to the log, where no owner reads another's secrets).
 */
export async function runIntegrationTest(
  id: string,
  definition: IntegrationDefinition,
  credentials: Readonly<Record<string, string>>,
  ports: { outgoing: OutgoingPort; endpoint: (name: string) => string; logger: Logger },
  timeoutMs = integrationTestTimeoutMs,
): Promise<TestFinding> {
  const test = definition.test;
  if (!test) return { ok: false, message: 'This integration has no connection test.' };
  const deadline = Date.now() + timeoutMs;
  const outgoing: OutgoingPort = {
    fetch: (url, request = {}) => {
      const left = deadline - Date.now();
      if (left <= 0) return Promise.reject(new OutgoingRequestError('timeout', 'The test ran out of time.'));
      return ports.outgoing.fetch(url, { ...request, timeoutMs: Math.min(request.timeoutMs ?? 10_000, left) });
    },
    checkUrl: (url, field) => ports.outgoing.checkUrl(url, field),
    checkSmtp: (server) => {
      const left = deadline - Date.now();
      if (left <= 0) return Promise.resolve({ ok: false, reason: 'timeout', message: 'The test ran out of time.' });
      return ports.outgoing.checkSmtp({ ...server, timeoutMs: Math.min(server.timeoutMs ?? 15_000, left) });
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const result = await Promise.race([test(credentials, { outgoing, endpoint: ports.endpoint }), late]);
    if (result === 'late') return { ok: false, message: `The service did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again later.` };
    return result.ok ? { ok: true, message: result.detail ?? null } : { ok: false, message: result.message };
  } catch (error) {
    if (error instanceof OutgoingRequestError) {
      const reason = error.reason === 'refused' ? `The address was refused: ${error.message}` : error.message;
      return { ok: false, message: reason };
    }
    ports.logger.warn('integration test failed', { integration: id, error: (error as Error)?.message ?? String(error) });
    return { ok: false, message: 'The connection test could not be completed. Check the values and try again.' };
  } finally {
    clearTimeout(timer);
  }
}
