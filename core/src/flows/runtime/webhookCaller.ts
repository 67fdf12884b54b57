import type { Logger } from '../../logger.ts';
import { guardedRequest, OutgoingUrlRefused, type GuardOptions } from '../../net/outgoingUrlGuard.ts';
import type { WebhookJobData } from './jobNames.ts';

export const webhookTimeoutMs = 10_000;

/**
 * POSTs an Action's webhook (the `core.flows.webhook` job) as JSON through the outgoing-URL
 * guard: a URL whose host is, or resolves to, a non-public address is refused and not retried.
 * A timeout or a 5xx answer is retried by the job queue; any other answer ends the job. A
 * receiver may see a retried call twice (at least once, like every webhook): the body's
 * `flow.nodeId`, `subscriber.id` and `at` identify a call.
 */
export class WebhookCaller {
  readonly #logger: Logger;
  readonly #guard: GuardOptions;

  constructor(logger: Logger, guard: GuardOptions = {}) {
    this.#logger = logger;
    this.#guard = guard;
  }

  async call(data: WebhookJobData): Promise<void> {
    try {
      const response = await guardedRequest(
        data.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Chatmill-Flow-Webhook/1' },
          body: JSON.stringify(data.body),
          timeoutMs: webhookTimeoutMs,
          maxRedirects: 3,
        },
        this.#guard,
      );
      if (response.status >= 500) throw new Error(`The webhook answered ${response.status}.`);
      if (response.status >= 400) this.#logger.warn('flow webhook refused', { accountId: data.accountId, url: data.url, status: response.status });
    } catch (error) {
      if (error instanceof OutgoingUrlRefused) {
        this.#logger.warn('flow webhook not called', { accountId: data.accountId, url: data.url, reason: error.message });
        return;
      }
      throw error;
    }
  }
}
