import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every setting of the product, in one schema. Values come from `config/default.json`,
 * an optional `config/local.json`, then environment variables (see `fromEnv.ts`).
 */
const oauthProvider = z
  .object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    /** Overridable so tests can point the adapter at a local fake of the provider. */
    authorizeUrl: z.url(),
    tokenUrl: z.url(),
    profileUrl: z.url(),
  })
  .strict();

/**
 * Twilio's Programmable Messaging, for the SMS the product sends (the phone confirmation code).
 * Each value is optional; SMS go out only when the Account SID, the auth token and the sender are
 * all set, and setting some but not all of them is refused at start, since it is surely a mistake.
 */
const twilioFields = ['accountSid', 'authToken', 'from'] as const;
const twilio = z
  .object({
    accountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio Account SID: AC followed by 32 hexadecimal digits').optional(),
    /** A secret: only ever sent to Twilio in the Authorization header, never logged or returned. */
    authToken: z.string().min(1, 'the Auth Token of the Twilio account').optional(),
    /** A Twilio number in E.164, an alphanumeric sender id, or a Messaging Service SID (MG…). */
    from: z.string().trim().min(1, 'a Twilio phone number (+14155550123), a sender id or a Messaging Service SID (MG…)').optional(),
    /** Overridable so tests can point the adapter at a local fake of Twilio. */
    apiBase: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address such as https://api.twilio.com' }).default('https://api.twilio.com'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!twilioFields.some((field) => value[field] !== undefined)) return;
    for (const field of twilioFields) {
      if (value[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'not set, but SMS need the Twilio Account SID, auth token and sender (From) together' });
      }
    }
  });

export const settingsSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string().min(1).default('0.0.0.0'),
    /** Folder of the embedded PGlite database; ignored when `databaseUrl` is set. */
    dataDir: z.string().min(1),
    /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
    databaseUrl: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// connection string')
      .optional(),
    /** Public address of the dashboard, used in mails when the request's own origin is unknown. */
    publicUrl: z.url().optional(),
    timeZone: z.string().refine(isTimeZone, 'an IANA time zone such as Asia/Manila'),
    bodyLimitBytes: z.coerce.number().int().positive(),
    webDistDir: z.string().optional(),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/-For, so cookies are Secure and IPs real. */
    trustProxy: z.boolean().default(false),
    /** Run the job workers inside the web process (true on PGlite; `npm run worker` runs them apart). */
    runWorkers: z.boolean().default(true),
    session: z.object({ cookieName: z.string().min(1), maxAgeDays: z.coerce.number().positive() }).strict(),
    loginRateLimit: z
      .object({
        maxFailuresPerAccount: z.coerce.number().int().positive(),
        maxFailuresPerIp: z.coerce.number().int().positive(),
        windowMinutes: z.coerce.number().positive(),
      })
      .strict(),
    passwordReset: z.object({ tokenMinutes: z.coerce.number().positive() }).strict(),
    smtp: z
      .object({
        host: z.string().min(1),
        port: z.coerce.number().int().min(1).max(65535),
        secure: z.enum(['tls', 'ssl', 'none']).default('none'),
        username: z.string().optional(),
        password: z.string().optional(),
        from: z.string().min(3),
      })
      .strict()
      .optional(),
    oauth: z.object({ google: oauthProvider.optional(), facebook: oauthProvider.optional() }).strict().default({}),
    sms: z.object({ twilio: twilio.prefault({}) }).strict().prefault({}),
    /**
     * DNS servers that verify white-label domains (DNS_SERVERS: a comma list of ip or ip:port,
     * `[ipv6]:port` for IPv6). Empty: the system resolver.
     */
    dnsServers: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value),
      z.array(z.string().refine(isDnsServer, 'an IP address with an optional port, e.g. 1.1.1.1:53 or [2606:4700::1111]:53')).default([]),
    ),
    defaultBrand: z
      .object({
        name: z.string().min(1),
        shortName: z.string().min(1),
        domain: z.string().min(1),
        /** Plugins switched off for the default brand on a fresh install; every other plugin is on. */
        disabledPlugins: z.array(z.string()).default([]),
      })
      .strict(),
  })
  .strict();

export type Settings = z.output<typeof settingsSchema>;
export type OAuthProviderSettings = z.output<typeof oauthProvider>;

/** `1.1.1.1`, `1.1.1.1:53`, `2606:4700::1111` or `[2606:4700::1111]:53`: the forms Node's resolver takes. */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(value);
  const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]] : withPort ? [withPort[1]!, withPort[2]] : [value, undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return isIP(address) !== 0;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
