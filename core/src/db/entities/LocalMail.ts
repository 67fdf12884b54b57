import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A mail this server kept instead of sending, because no SMTP server is configured: the local
 * mailbox that admins read in the dashboard (see LocalMailbox).
 */
export const LocalMailSchema = defineEntity({
  name: 'LocalMail',
  tableName: 'local_mail',
  properties: {
    id: p.integer().primary(),
    /** The brand the mail was sent for (its name, logo and links); null once that brand is gone. */
    brandId: p.integer().nullable(),
    brandName: p.string(),
    toAddress: p.string(),
    /** The From header as it would have gone out: `"Brand" <address>`. */
    fromAddress: p.string(),
    subject: p.string(),
    text: p.text(),
    html: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type LocalMail = InferEntity<typeof LocalMailSchema>;
