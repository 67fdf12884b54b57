/**
 * A check of a user-given SMTP server (an integration's "test connection"): connect, greet,
 * secure the line as asked, and sign in, then quit without sending anything. The server's name
 * goes through the outgoing guard like a URL's (private, loopback and metadata addresses are
 * refused), and the connection is made to the address that was checked, so a name that
 * resolves elsewhere a moment later gains nothing.
 */
export interface SmtpServerCheck {
  host: string;
  port: number;
  /** `ssl`: TLS from the first byte (port 465); `tls`: STARTTLS, required; `none`: no encryption. */
  security: 'ssl' | 'tls' | 'none';
  /** Signs in when given (with `password`); otherwise only the greeting and TLS are checked. */
  username?: string;
  password?: string;
  /** For the whole check; 15 000 unless given (at most 60 000). */
  timeoutMs?: number;
}

/**
 * Why a check failed: the guard refused the address, no answer in time, the sign-in was refused,
 * TLS failed (no STARTTLS offered, or a certificate that does not match), or the network or the
 * server's SMTP failed otherwise. `message` says it in the owner's words, naming the server.
 */
export type SmtpCheckFailure = 'refused' | 'timeout' | 'auth' | 'tls' | 'network';

export type SmtpCheckResult = { ok: true } | { ok: false; reason: SmtpCheckFailure; message: string };
