import type { EntityManager } from '@mikro-orm/sql';
import { LocalMailSchema } from '../db/entities/LocalMail.ts';
import type { MailDelivery, OutgoingMail } from './mailer.ts';

/** Kept mails are pruned: the latest 500, none older than 30 days. */
export const localMailboxLimits = { latest: 500, days: 30 } as const;

/** What an answer tells the user about a mail it queued: nothing when it goes out, where it is when it is kept here. */
export function keptMailNotice(delivery: MailDelivery): string | null {
  return delivery === 'mailbox'
    ? 'Outgoing mail (SMTP) is not set up on this server, so the mail was kept in the local mailbox: an administrator can read it and follow its links under Admin > Mailbox.'
    : null;
}

export type KeptMail = OutgoingMail & { from: string };

/**
 * The mails a server without SMTP keeps instead of sending them. Each new mail prunes the
 * old ones, so the table stays small without a schedule of its own.
 */
export class LocalMailbox {
  readonly #em: () => EntityManager;

  /** `em`: a fresh entity manager per call (mails are kept from jobs, outside any request). */
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async keep(mail: KeptMail): Promise<number> {
    const em = this.#em();
    const row = em.create(LocalMailSchema, {
      brandId: mail.brand.id,
      brandName: mail.brand.name,
      toAddress: mail.to,
      fromAddress: mail.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    });
    await em.flush();
    await this.prune(em);
    return row.id;
  }

  /** Drops mails past the latest `latest` and those older than `days`. */
  async prune(em: EntityManager = this.#em(), now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - localMailboxLimits.days * 86_400_000);
    await em.execute(
      `delete from "local_mail" where "created_at" < :before
        or "id" <= (select "id" from "local_mail" order by "id" desc offset :latest limit 1)`,
      { before, latest: localMailboxLimits.latest },
    );
  }
}
