import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The envelope's sender address. */
  from: string;
  /** The From header's display name (the brand the mail speaks for). */
  fromName: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part; empty when the mail had none. */
  html: string;
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  readonly #server: SMTPServer;
  readonly #waiters: Array<() => void> = [];
  port = 0;

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              fromName: mail.from?.value[0]?.name ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            for (const wake of this.#waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.#server.server.address() as AddressInfo).port;
    return this;
  }

  env(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_SECURE: 'none', SMTP_FROM: 'Chatmill <no-reply@chatmill.test>' };
  }

  /** Waits until a mail to `address` arrives (or fails after `timeoutMs`). */
  async waitFor(address: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    return this.waitForNth(address, 1, timeoutMs);
  }

  /** Waits until the `nth` mail (1-based) to `address` arrives and returns it. */
  async waitForNth(address: string, nth: number, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.filter((m) => m.to.includes(address))[nth - 1];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail number ${nth} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  /** Waits until `count` mails to `address` arrived (a job queue sends them), and returns them all. */
  async mailsTo(address: string, count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    await this.waitForNth(address, count, timeoutMs);
    return this.received.filter((m) => m.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** The reset link in a password-reset mail. */
export function resetLinkIn(mail: ReceivedMail): string {
  const match = /(https?:\/\/\S+\/home\/reset-password\?token=[\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return match[1]!;
}
