import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../config/schema.ts';
import type { LocalMailbox } from './localMailbox.ts';

/** The brand a mail is sent for, as the transport needs it (see MailBrand). */
export interface MailSender {
  id: number;
  name: string;
  domain: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  brand: MailSender;
}

/** Where mails go: out over SMTP, or into the local mailbox when no SMTP server is set. */
export type MailDelivery = 'smtp' | 'mailbox';

/**
 * Outgoing mail. With SMTP settings it goes out over SMTP (nodemailer), from the brand's name
 * at SMTP_FROM's address. Without them every mail is kept in the local mailbox that admins read
 * in the dashboard (like Rails' letter_opener), so sign-up, invitations and resets work on a
 * laptop with nothing else installed.
 */
export class Mailer {
  readonly #smtp: Settings['smtp'];
  readonly #mailbox: LocalMailbox;
  #transport: Transporter | null = null;

  constructor(settings: Settings, mailbox: LocalMailbox) {
    this.#smtp = settings.smtp;
    this.#mailbox = mailbox;
  }

  get delivery(): MailDelivery {
    return this.#smtp ? 'smtp' : 'mailbox';
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { brand, ...message } = mail;
    const smtp = this.#smtp;
    if (!smtp) {
      await this.#mailbox.keep({ ...message, brand, from: fromHeader(brand.name, `no-reply@${brand.domain}`) });
      return;
    }
    this.#transport ??= nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure === 'ssl',
      requireTLS: smtp.secure === 'tls',
      ignoreTLS: smtp.secure === 'none',
      ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password ?? '' } } : {}),
    });
    // The relay may accept only its own sender address: the address stays SMTP_FROM's, the name is the brand's.
    await this.#transport.sendMail({ ...message, from: { name: brand.name, address: senderAddress(smtp.from) } });
  }

  close(): void {
    this.#transport?.close();
  }
}

/** `Chatmill <no-reply@chatmill.com>` or a bare address: the address part. */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

function fromHeader(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}
