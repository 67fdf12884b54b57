import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../logger.ts';
import type { OutgoingSms, SmsSender } from './smsSender.ts';

export const sendSmsJob = 'core.sms.send';

export type SendSmsData = OutgoingSms;

/**
 * SMS leave the process from a job, so a slow or failing provider never blocks a request and
 * failures retry (the queue's backoff). The provider's message id is logged, not the text,
 * which may hold a one-time code.
 */
export function defineSendSmsJob(jobs: JobQueue, sms: SmsSender, logger: Logger): void {
  jobs.define<SendSmsData>(sendSmsJob, async (message, job) => {
    const sent = await sms.send(message);
    logger.info('sms sent', { job: job.id, providerMessageId: sent.providerMessageId });
  });
}
