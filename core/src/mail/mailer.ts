import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Outgoing mail over SMTP (nodemailer). Without SMTP settings the mailer exists but says so:
 * callers check `configured` and tell the user, rather than dropping mail silently.
 */
export class Mailer {
  readonly #smtp: Settings['smtp'];
  #transport: Transporter | null = null;

  constructor(settings: Settings) {
    this.#smtp = settings.smtp;
  }

  get configured(): boolean {
    return this.#smtp !== undefined;
  }

  assertConfigured(): void {
    if (!this.configured) {
      throw new AppError(
        'MAIL_NOT_CONFIGURED',
        'Mail is not configured on this server, so no email can be sent. Ask the administrator to set SMTP_HOST, SMTP_PORT and SMTP_FROM.',
      );
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    this.assertConfigured();
    const smtp = this.#smtp!;
    this.#transport ??= nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure === 'ssl',
      requireTLS: smtp.secure === 'tls',
      ignoreTLS: smtp.secure === 'none',
      ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password ?? '' } } : {}),
    });
    await this.#transport.sendMail({ from: smtp.from, ...mail });
  }

  close(): void {
    this.#transport?.close();
  }
}
