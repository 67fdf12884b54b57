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
    accountSid: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio Account SID: AC followed by 32 hexadecimal digits')
      .optional(),
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

/**
 * Where uploaded files live (core/src/files): a folder on this machine by default, or any
 * S3-compatible object store, the path past one machine. `signingKey` signs the expiring URLs
 * of private files; without it a key made once is kept in the database, the same for every process.
 */
const s3Store = z
  .object({
    /** An S3-compatible endpoint (MinIO, R2, a local fake); AWS's own when left out. */
    endpoint: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address of the S3-compatible store' }).optional(),
    bucket: z.string().min(3, 'the name of the bucket the files go into'),
    region: z.string().min(1).default('us-east-1'),
    /** Secrets: only ever sent to the store, signed into each request, never logged or returned. */
    accessKeyId: z.string().min(1).optional(),
    secretAccessKey: z.string().min(1).optional(),
    /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted stores). */
    forcePathStyle: z.boolean().default(false),
  })
  .strict();

const files = z
  .object({
    driver: z.enum(['disk', 's3'], { error: 'disk or s3' }).default('disk'),
    /** The folder of the disk store (and of uploads on their way to S3); `<dataDir>/files` unless given. */
    dir: z.string().min(1).optional(),
    signingKey: z.string().min(32, 'at least 32 characters of random text').optional(),
    /** How long a signed link to a private file stays valid. */
    signedUrlSeconds: z.coerce.number().int().positive().default(3600),
    /** What one account may store in all, in bytes, unless its package says otherwise; 0 is unlimited. */
    accountQuotaBytes: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(1024 * 1024 * 1024),
    s3: s3Store.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.driver === 's3' && !value.s3)
      ctx.addIssue({ code: 'custom', path: ['s3', 'bucket'], message: 'not set, but the s3 driver needs at least the bucket (S3_BUCKET)' });
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
    /**
     * The folder whose `plugins/` and `node_modules/` hold the plugins to load; the installation's
     * own folder unless given. `@chatmill/sdk/testing` points it at a folder that adds the plugins under test.
     */
    pluginRoot: z.string().min(1).optional(),
    /**
     * With DATA_DIR memory://: a file holding the dump of an empty PGlite cluster, made there on
     * the first start and loaded on the next ones instead of running initdb in WASM (4-5 s), for
     * test harnesses that start the product many times (`@chatmill/sdk/testing`).
     */
    pgliteTemplate: z.string().min(1).optional(),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/-For, so cookies are Secure and IPs real. */
    trustProxy: z.boolean().default(false),
    /**
     * With `trustProxy`, how many proxies of ours stand in front: the client's address is the
     * entry that many from the right of X-Forwarded-For (what our outermost proxy saw); entries
     * further left are the client's to write.
     */
    proxyHops: z.coerce.number().int().min(1).max(10).default(1),
    /** Run the job workers inside the web process (true on PGlite; `npm run worker` runs them apart). */
    runWorkers: z.boolean().default(true),
    session: z.object({ cookieName: z.string().min(1), maxAgeDays: z.coerce.number().positive() }).strict(),
    loginRateLimit: z
      .object({
        maxFailuresPerAccount: z.coerce.number().int().positive(),
        maxFailuresPerIp: z.coerce.number().int().positive(),
        /** Once an account's limit is reached, an address may still try it this many times in the window (so its owner gets in). */
        lockedAccountTriesPerIp: z.coerce.number().int().positive(),
        windowMinutes: z.coerce.number().positive(),
      })
      .strict(),
    /** Forgot-password mails per email (counted for unknown emails too) and per address. */
    passwordResetRateLimit: z
      .object({ maxPerEmail: z.coerce.number().int().positive(), maxPerIp: z.coerce.number().int().positive(), windowMinutes: z.coerce.number().positive() })
      .strict(),
    /** Invitation resends per invited user and per address. */
    invitationRateLimit: z
      .object({
        maxPerRecipient: z.coerce.number().int().positive(),
        maxPerIp: z.coerce.number().int().positive(),
        windowMinutes: z.coerce.number().positive(),
      })
      .strict(),
    /** Sign-ups (POST /api/auth/register) per address. */
    signUpRateLimit: z.object({ maxPerIp: z.coerce.number().int().positive(), windowMinutes: z.coerce.number().positive() }).strict(),
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
    sms: z
      .object({ twilio: twilio.prefault({}) })
      .strict()
      .prefault({}),
    files: files.prefault({}),
    /**
     * DNS servers that verify white-label domains (DNS_SERVERS: a comma list of ip or ip:port,
     * `[ipv6]:port` for IPv6). Empty: the system resolver.
     */
    dnsServers: z.preprocess(
      (value) => (typeof value === 'string' ? commaList(value) : value),
      z.array(z.string().refine(isDnsServer, 'an IP address with an optional port, e.g. 1.1.1.1:53 or [2606:4700::1111]:53')).default([]),
    ),
    /**
     * Base URLs that replace integrations' declared endpoints (core/src/integrations), for a
     * proxy in front of a service or a local fake in tests. INTEGRATION_ENDPOINTS: a comma list
     * of `integrationId.endpointName=url`, e.g. `stripe.api=https://stripe-proxy.internal`.
     */
    integrationEndpoints: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? commaList(value).map((entry) => {
              const at = entry.indexOf('=');
              const name = at < 0 ? entry : entry.slice(0, at);
              const dot = name.indexOf('.');
              return {
                integration: dot < 0 ? name : name.slice(0, dot),
                endpoint: dot < 0 ? '' : name.slice(dot + 1),
                url: at < 0 ? '' : entry.slice(at + 1),
              };
            })
          : value,
      z
        .array(
          z
            .object({
              integration: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'integrationId.endpointName=url, e.g. stripe.api=https://proxy.example.com'),
              endpoint: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'integrationId.endpointName=url: name the endpoint after the dot'),
              url: z.url({ protocol: /^https?$/, error: 'integrationId.endpointName=url with an http:// or https:// address' }),
            })
            .strict(),
        )
        .default([]),
    ),
    /**
     * Keys of the vault that seals secrets at rest (core/src/vault). The first seals, all open.
     * VAULT_KEYS: `id:base64key,oldId:base64key` (32 bytes each, `openssl rand -base64 32`).
     * None: a key is generated into the data folder on the first start.
     */
    vault: z
      .object({
        keys: z.preprocess(
          (value) =>
            typeof value === 'string'
              ? value
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean)
                  .map((entry) => ({ id: entry.split(':')[0], key: entry.split(':').slice(1).join(':') }))
              : value,
          z
            .array(
              z
                .object({
                  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'a key id of 1 to 32 letters, digits, - or _'),
                  key: z.base64('a 32-byte key in base64'),
                })
                .strict(),
            )
            .default([]),
        ),
      })
      .strict()
      .prefault({}),
    /**
     * Plugins' settings by plugin id (`plugins.telegram.apiBase`), checked against each plugin's
     * own schema once the plugins are loaded (core/src/plugins/pluginSettings.ts).
     */
    plugins: z.record(z.string(), z.record(z.string(), z.unknown(), "an object of the plugin's settings by name")).default({}),
    /** The environment's `CHATMILL_PLUGIN_<ID>_<NAME>` variables, as given: which plugin and setting each names is known only once plugins load. */
    pluginEnvironment: z.record(z.string(), z.string()).default({}),
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
/** The non-empty, trimmed entries of a comma list from the environment. */
function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

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
