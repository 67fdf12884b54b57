import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one request (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
 * written here rather than pulled in with the AWS SDK: it is a few hashes, and the SDK would
 * bring its own HTTP stack past the outgoing-URL guard.
 */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to send and sign besides `host` and `x-amz-date`, which are added. */
  headers?: Record<string, string>;
  body?: string;
}

export interface SigningScope {
  region: string;
  /** The signing name of the service, e.g. `ses` for SES API v2. */
  service: string;
  /** The signing time; the service refuses a request more than 15 minutes off. */
  now: Date;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding: everything but unreserved characters, as SigV4 asks. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Each path segment encoded once more (every service but S3 signs the path encoded twice). */
function canonicalPath(url: URL): string {
  return url.pathname === '' ? '/' : url.pathname.split('/').map(uriEncode).join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** `20150830T123600Z`: the signing time in the form of the `x-amz-date` header. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The headers to send: the given ones plus `x-amz-date` and the `authorization` that signs them all with `host`. */
export function signV4(request: SignableRequest, credentials: AwsCredentials, scope: SigningScope): Record<string, string> {
  const date = amzDate(scope.now);
  const headers: Record<string, string> = { ...request.headers, 'x-amz-date': date };
  const signed: Record<string, string> = { host: request.url.host };
  for (const [name, value] of Object.entries(headers)) signed[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(signed).sort();
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${signed[name]}\n`).join(''),
    names.join(';'),
    sha256(request.body ?? ''),
  ].join('\n');
  const day = date.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, credentialScope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
