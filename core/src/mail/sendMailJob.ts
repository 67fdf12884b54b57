import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const sendMailJob = 'core.mail.send';

export type SendMailData = OutgoingMail;

/** Mail leaves the process from a job, so a slow or failing SMTP server never blocks a request and failures retry. */
export function defineSendMailJob(jobs: JobQueue, mailer: Mailer): void {
  jobs.define<SendMailData>(sendMailJob, async (mail) => {
    await mailer.send(mail);
  });
}
