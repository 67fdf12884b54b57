/**
 * The environment variables the product reads, and the setting each one sets.
 * Only variables that are present are applied, so `config/*.json` keeps its defaults.
 */
const envToPath: Record<string, string[]> = {
  PORT: ['port'],
  HOST: ['host'],
  DATA_DIR: ['dataDir'],
  DATABASE_URL: ['databaseUrl'],
  PUBLIC_URL: ['publicUrl'],
  TZ_SERVER: ['timeZone'],
  BODY_LIMIT_BYTES: ['bodyLimitBytes'],
  WEB_DIST_DIR: ['webDistDir'],
  PLUGIN_ROOT: ['pluginRoot'],
  PGLITE_TEMPLATE: ['pgliteTemplate'],
  LOG_LEVEL: ['logLevel'],
  RUN_WORKERS: ['runWorkers'],
  TRUST_PROXY: ['trustProxy'],
  TRUST_PROXY_HOPS: ['proxyHops'],
  DNS_SERVERS: ['dnsServers'],
  INTEGRATION_ENDPOINTS: ['integrationEndpoints'],
  VAULT_KEYS: ['vault', 'keys'],
  SMTP_HOST: ['smtp', 'host'],
  SMTP_PORT: ['smtp', 'port'],
  SMTP_SECURE: ['smtp', 'secure'],
  SMTP_USERNAME: ['smtp', 'username'],
  SMTP_PASSWORD: ['smtp', 'password'],
  SMTP_FROM: ['smtp', 'from'],
  TWILIO_ACCOUNT_SID: ['sms', 'twilio', 'accountSid'],
  TWILIO_AUTH_TOKEN: ['sms', 'twilio', 'authToken'],
  TWILIO_FROM: ['sms', 'twilio', 'from'],
  TWILIO_API_BASE: ['sms', 'twilio', 'apiBase'],
  FILES_DRIVER: ['files', 'driver'],
  FILES_DIR: ['files', 'dir'],
  FILES_SIGNING_KEY: ['files', 'signingKey'],
  FILES_SIGNED_URL_SECONDS: ['files', 'signedUrlSeconds'],
  FILES_ACCOUNT_QUOTA_BYTES: ['files', 'accountQuotaBytes'],
  S3_ENDPOINT: ['files', 's3', 'endpoint'],
  S3_BUCKET: ['files', 's3', 'bucket'],
  S3_REGION: ['files', 's3', 'region'],
  S3_ACCESS_KEY_ID: ['files', 's3', 'accessKeyId'],
  S3_SECRET_ACCESS_KEY: ['files', 's3', 'secretAccessKey'],
  S3_FORCE_PATH_STYLE: ['files', 's3', 'forcePathStyle'],
  GOOGLE_CLIENT_ID: ['oauth', 'google', 'clientId'],
  GOOGLE_CLIENT_SECRET: ['oauth', 'google', 'clientSecret'],
  GOOGLE_AUTHORIZE_URL: ['oauth', 'google', 'authorizeUrl'],
  GOOGLE_TOKEN_URL: ['oauth', 'google', 'tokenUrl'],
  GOOGLE_PROFILE_URL: ['oauth', 'google', 'profileUrl'],
  FACEBOOK_APP_ID: ['oauth', 'facebook', 'clientId'],
  FACEBOOK_APP_SECRET: ['oauth', 'facebook', 'clientSecret'],
  FACEBOOK_AUTHORIZE_URL: ['oauth', 'facebook', 'authorizeUrl'],
  FACEBOOK_TOKEN_URL: ['oauth', 'facebook', 'tokenUrl'],
  FACEBOOK_PROFILE_URL: ['oauth', 'facebook', 'profileUrl'],
};

/** The providers' real endpoints, used when only the client id and secret are given. */
const oauthDefaults: Record<string, Record<string, string>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v21.0/me',
  },
};

/** The prefix of plugins' settings in the environment (see sdk `settingEnvName`). */
export const pluginEnvPrefix = 'CHATMILL_PLUGIN_';

const booleanSettings = new Set(['RUN_WORKERS', 'TRUST_PROXY', 'S3_FORCE_PATH_STYLE']);

export function settingsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(envToPath)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = booleanSettings.has(name) ? parseBoolean(raw) : raw;
    setPath(out, path, value);
  }
  // Plugins' settings (`CHATMILL_PLUGIN_<ID>_<NAME>`) are kept raw: each plugin's schema reads its own.
  const plugin = Object.entries(env).filter(([name, raw]) => name.startsWith(pluginEnvPrefix) && raw !== undefined && raw !== '');
  if (plugin.length) out.pluginEnvironment = Object.fromEntries(plugin);
  const oauth = out.oauth as Record<string, Record<string, unknown>> | undefined;
  for (const [provider, settings] of Object.entries(oauth ?? {})) {
    oauth![provider] = { ...oauthDefaults[provider], ...settings };
  }
  return out;
}

export function envNameFor(path: string[]): string | undefined {
  const key = path.join('.');
  return Object.entries(envToPath).find(([, p]) => p.join('.') === key)?.[0];
}

function parseBoolean(raw: string): unknown {
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  return raw;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}
