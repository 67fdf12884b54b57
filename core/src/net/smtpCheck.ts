import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { SmtpCheckFailure, SmtpCheckResult, SmtpServerCheck } from '@chatmill/sdk';
import { hostLookup, resolveHost } from './hostResolver.ts';
import { isForbiddenAddress, type GuardOptions } from './outgoingUrlGuard.ts';

const defaultTimeoutMs = 15_000;
const maxTimeoutMs = 60_000;

/**
 * `ctx.outgoing.checkSmtp`: resolves the server's name through the guard's resolver, refuses it
 * when any of its addresses is not public, then has nodemailer connect to the address checked
 * (TLS still verified against the name), greet, secure the line as asked and sign in, and quit.
 * Nothing is sent; nothing of the password appears in the answer.
 */
export async function checkSmtpServer(server: SmtpServerCheck, guard: GuardOptions): Promise<SmtpCheckResult> {
  const timeoutMs = Math.min(Math.max(server.timeoutMs ?? defaultTimeoutMs, 1_000), maxTimeoutMs);
  const host = server.host.trim().replace(/^\[(.*)\]$/, '$1');
  const named = `${host}:${server.port}`;
  const lookup = guard.lookup ?? hostLookup([]);
  const addresses = isIP(host) ? [host] : await resolveHost(lookup, host, Math.min(timeoutMs, 5_000));
  if (!addresses.length) return failed('network', `${host} has no address. Check the SMTP host name.`);
  const refused = addresses.find((address) => isForbiddenAddress(address) && guard.allowAddress?.(address) !== true);
  if (refused !== undefined) {
    return failed(
      'refused',
      `${host === refused ? host : `${host} resolves to ${refused}, which`} is not a public address. Use your mail provider's public SMTP host.`,
    );
  }
  const transport = nodemailer.createTransport({
    host: addresses[0],
    port: server.port,
    secure: server.security === 'ssl',
    requireTLS: server.security === 'tls',
    ignoreTLS: server.security === 'none',
    // The certificate must be the name's, though the socket goes to the address checked above.
    ...(isIP(host) ? {} : { tls: { servername: host } }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(server.username ? { auth: { user: server.username, pass: server.password ?? '' } } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })), timeoutMs);
    });
    await Promise.race([transport.verify(), deadline]);
    return { ok: true };
  } catch (error) {
    return explained(error as NodeJS.ErrnoException & { response?: string }, named, server);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

function failed(reason: SmtpCheckFailure, message: string): SmtpCheckResult {
  return { ok: false, reason, message };
}

/** nodemailer's error codes (EAUTH, ETLS, ETIMEDOUT, ...) in the owner's words. */
function explained(error: NodeJS.ErrnoException & { response?: string }, named: string, server: SmtpServerCheck): SmtpCheckResult {
  // The server's own reply line says most (e.g. "535 5.7.8 Username and Password not accepted"); no more than a line of it.
  const reply = typeof error.response === 'string' ? ` ("${error.response.split('\n')[0]!.trim().slice(0, 200)}")` : '';
  switch (error.code) {
    case 'EAUTH':
      return failed('auth', `${named} refused the username and password${reply}. Check them, or create an app password if your provider asks for one.`);
    case 'ETLS':
    case 'EREQUIRETLS':
      return failed(
        'tls',
        server.security === 'tls'
          ? `${named} did not secure the connection with STARTTLS${reply}. Choose SSL for port 465, or check the port.`
          : `${named} failed the TLS handshake${reply}. Check the port and the security setting.`,
      );
    case 'ETIMEDOUT':
      return failed('timeout', `${named} did not answer in time. Check the host and the port (usually 587, or 465 with SSL).`);
    default: {
      const certificate = /certificate|self[- ]signed|altnames/i.test(error.message);
      if (certificate) return failed('tls', `The certificate of ${named} is not valid for this host name (${error.message.slice(0, 200)}).`);
      return failed(
        'network',
        `${named} could not be reached or did not speak SMTP (${error.message.slice(0, 200)}). Check the host, the port and the security setting.`,
      );
    }
  }
}
