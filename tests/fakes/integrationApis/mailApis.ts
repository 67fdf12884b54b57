import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FakeCredentials } from './fakeIntegrationApis.ts';
import { bearer, header, json, type FakeAnswer, type FakeRequest, type FakeService } from './fakeService.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An AWS JSON-protocol error: the type in `x-amzn-ErrorType`, the message in the body. */
const awsError = (status: number, type: string, message: string): FakeAnswer =>
  json(
    status,
    { message },
    {
      'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`,
      'x-amzn-requestid': createHash('md5').update(message).digest('hex'),
    },
  );

/**
 * What AWS checks of a Signature Version 4 request: the credential scope (key id, day, region,
 * service), the time (within 15 minutes), and the signature over the canonical request of the
 * headers it names, recomputed with the secret AWS holds for that key id.
 */
function sigV4Problem(request: FakeRequest, secrets: ReadonlyMap<string, string>, region: string, service: string): FakeAnswer | null {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    header(request, 'authorization') ?? '',
  );
  if (!auth) return awsError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  const [, keyId, day, scopeRegion, scopeService, signedHeaders, signature] = auth as unknown as string[];
  const secret = secrets.get(keyId!);
  if (secret === undefined) return awsError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
  const amzDate = header(request, 'x-amz-date') ?? '';
  const at = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Number.isNaN(at) || Math.abs(Date.now() - at) > 15 * 60_000 || amzDate.slice(0, 8) !== day) {
    return awsError(403, 'InvalidSignatureException', 'Signature expired or the date does not match the credential scope.');
  }
  if (scopeRegion !== region || scopeService !== service) {
    return awsError(403, 'InvalidSignatureException', `Credential should be scoped to a valid region and to the service ${service}.`);
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return awsError(403, 'InvalidSignatureException', 'Host and x-amz-date must be signed.');
  const canonicalHeaders = names.map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = [...request.query]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const path = request.path
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .map(rfc3986)
    .join('/');
  const canonical = [request.method, path, query, canonicalHeaders, signedHeaders, sha256(request.body)].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = createHmac('sha256', key)
    .update(['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n'))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    return awsError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    );
  }
  return null;
}

/** Amazon SES API v2 (`email.<region>.ses`): GetAccount, `GET /v2/email/account`. */
function ses(credentials: FakeCredentials): FakeService {
  return {
    name: 'ses',
    host: /^email\.[a-z0-9-]+\.ses$/,
    handle(request) {
      const region = request.host.split('.')[1]!;
      const problem = sigV4Problem(request, new Map([[credentials.ses.accessKeyId, credentials.ses.secretAccessKey]]), region, 'ses');
      if (problem) return problem;
      if (region !== credentials.ses.region) {
        // Credentials are global; the account's SES set-up is per region: elsewhere it is a new, sandboxed account.
        return json(200, {
          SendingEnabled: true,
          ProductionAccessEnabled: false,
          EnforcementStatus: 'HEALTHY',
          SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 0 },
        });
      }
      if (request.method !== 'GET' || request.path !== '/v2/email/account') return awsError(404, 'NotFoundException', 'Not found');
      return json(200, {
        DedicatedIpAutoWarmupEnabled: true,
        EnforcementStatus: 'HEALTHY',
        ProductionAccessEnabled: credentials.ses.productionAccess,
        SendingEnabled: true,
        SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 12 },
      });
    },
    rateLimited: () => awsError(429, 'TooManyRequestsException', 'Too Many Requests'),
    outage: (status) => awsError(status, 'InternalFailure', 'The request processing has failed because of an unknown error, exception or failure.'),
  };
}

/** SendGrid v3 (`sendgrid`): `GET /v3/scopes` with a Bearer API key. */
function sendGrid(credentials: FakeCredentials): FakeService {
  const errors = (message: string) => ({ errors: [{ field: null, message }] });
  return {
    name: 'sendgrid',
    host: /^sendgrid$/,
    handle(request) {
      if (bearer(request) !== credentials.sendgrid.apiKey) return json(401, errors('authorization required'));
      if (request.method !== 'GET' || request.path !== '/v3/scopes') return json(404, errors('resource not found'));
      return json(200, { scopes: credentials.sendgrid.scopes });
    },
    rateLimited: () =>
      json(429, errors('too many requests'), {
        'x-ratelimit-limit': '600',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 60),
      }),
    outage: (status) => json(status, errors('internal server error')),
  };
}

export const mailServices = (credentials: FakeCredentials): FakeService[] => [ses(credentials), sendGrid(credentials)];
