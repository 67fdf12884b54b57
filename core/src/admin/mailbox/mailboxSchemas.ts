import { z } from 'zod';
import { idParams, pageFields, pageOf } from '@chatmill/sdk/contracts';

/**
 * The shapes of the local mailbox's admin routes (/admin/mailbox): the mails a server without
 * SMTP kept instead of sending them. Also the dashboard's types (imported as types only).
 */

export const mailboxMessages = {
  notFound: 'There is no kept mail with this id.',
} as const;

/** `search` looks in the recipient and the subject; always newest first. */
export const mailboxListQuery = z.object({ ...pageFields });
export type MailboxListQuery = z.output<typeof mailboxListQuery>;

export const mailIdParams = idParams;

export const keptMailView = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  /** The brand the mail was sent for; null once that brand was deleted. */
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  createdAt: z.string(),
});
export type KeptMailView = z.output<typeof keptMailView>;

export const keptMailDetails = keptMailView.extend({
  text: z.string(),
  /** The HTML part as it would have gone out; the dashboard shows it in a sandboxed frame, without scripts. */
  html: z.string().nullable(),
});
export type KeptMailDetails = z.output<typeof keptMailDetails>;

export const mailboxPage = pageOf(keptMailView).extend({
  /** `smtp`: mails go out now, this mailbox only holds those kept before; `mailbox`: every mail lands here. */
  delivery: z.enum(['smtp', 'mailbox']),
});
export type MailboxPage = z.output<typeof mailboxPage>;
