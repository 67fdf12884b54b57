import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { checkSmtpServer } from './smtpCheck.ts';
import type { GuardOptions } from './outgoingUrlGuard.ts';

/**
 * The SMTP integration's "test connection" against a local SMTP server that requires a sign-in,
 * as mail providers' submission ports do. The server is on loopback, which only these tests
 * allow; `mail.example.test` stands for the provider's public name.
 */
let smtp: SMTPServer;
let smtpPort: number;
let silent: Server;
let silentPort: number;
const signIns: string[] = [];

const allowLoopback: GuardOptions = {
  allowAddress: (address) => address === '127.0.0.1',
  lookup: (hostname, callback) =>
    hostname === 'mail.example.test'
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : hostname === 'inside.example.test'
        ? callback(null, [{ address: '10.0.0.25', family: 4 }])
        : callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), []),
};

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      signIns.push(auth.username ?? '');
      if (auth.username === 'mailer' && auth.password === 'app password') return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Username and Password not accepted'), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  // Takes the connection and never greets: a firewall that swallows the port, or the wrong service.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  silentPort = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('checking an SMTP server', () => {
  it('signs in with the right username and password, and sends nothing', async () => {
    const result = await checkSmtpServer(
      { host: 'mail.example.test', port: smtpPort, security: 'none', username: 'mailer', password: 'app password' },
      allowLoopback,
    );
    expect(result).toEqual({ ok: true });
    expect(signIns.at(-1)).toBe('mailer');
  });

  it("says the sign-in was refused, with the server's reply, and never the password", async () => {
    const result = await checkSmtpServer(
      { host: 'mail.example.test', port: smtpPort, security: 'none', username: 'mailer', password: 'wrong one' },
      allowLoopback,
    );
    expect(result).toMatchObject({ ok: false, reason: 'auth' });
    const message = (result as { message: string }).message;
    expect(message).toContain(`mail.example.test:${smtpPort} refused the username and password`);
    expect(message).toContain('Username and Password not accepted');
    expect(message).not.toContain('wrong one');
  });

  it('fails when STARTTLS is required and the server does not offer it', async () => {
    const result = await checkSmtpServer(
      { host: 'mail.example.test', port: smtpPort, security: 'tls', username: 'mailer', password: 'app password' },
      allowLoopback,
    );
    expect(result).toMatchObject({ ok: false, reason: 'tls', message: expect.stringContaining('did not secure the connection with STARTTLS') });
  });

  it('refuses a private, loopback or metadata address before connecting, by name or as an address', async () => {
    const before = signIns.length;
    for (const host of ['inside.example.test', '127.0.0.1', '169.254.169.254', '[::1]']) {
      const result = await checkSmtpServer(
        { host, port: smtpPort, security: 'none', username: 'mailer', password: 'app password' },
        { lookup: allowLoopback.lookup! },
      );
      expect({ host, result }).toMatchObject({ host, result: { ok: false, reason: 'refused', message: expect.stringContaining('is not a public address') } });
    }
    expect(signIns.length).toBe(before);
  });

  it('says when the name has no address, and when the server does not answer in time', async () => {
    expect(await checkSmtpServer({ host: 'nowhere.example.test', port: 587, security: 'tls' }, allowLoopback)).toMatchObject({
      ok: false,
      reason: 'network',
      message: 'nowhere.example.test has no address. Check the SMTP host name.',
    });
    expect(await checkSmtpServer({ host: 'mail.example.test', port: silentPort, security: 'none', timeoutMs: 1_000 }, allowLoopback)).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });
});
