import type { FakeCredentials } from './fakeIntegrationApis.ts';
import { basic, bearer, header, json, type FakeAnswer, type FakeService } from './fakeService.ts';

/** SendFox (`sendfox`): `GET /me`, a Bearer personal access token; the API is for paid plans (402). */
function sendFox(credentials: FakeCredentials): FakeService {
  return {
    name: 'sendfox',
    host: /^sendfox$/,
    handle(request) {
      if (bearer(request) !== credentials.sendfox.token) return json(401, { message: 'Unauthenticated.' });
      if (!credentials.sendfox.paidPlan) return json(402, { message: 'API access requires a paid plan.' });
      if (request.method !== 'GET' || request.path !== '/me') return json(404, { message: 'Not Found' });
      return json(200, { id: 4021, name: 'Owner', email: 'owner@example.com', created_at: '2024-05-01T10:00:00.000000Z' });
    },
    rateLimited: () => json(429, { message: 'Too Many Attempts.' }, { 'retry-after': '60' }),
    outage: (status) => json(status, { message: 'Server Error' }),
  };
}

/**
 * Mailchimp Marketing (`<dc>.mailchimp`): `GET /3.0/ping`, the API key as the Basic password
 * (any user) or Bearer; a key answers only at its own data center. Errors as problem+json.
 */
function mailChimp(credentials: FakeCredentials): FakeService {
  const problem = (status: number, title: string, detail: string): FakeAnswer => ({
    status,
    body: { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: '995c5cb0-3280-4a6e-808b-3b096d0bb219' },
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });
  return {
    name: 'mailchimp',
    host: /^[a-z]+\d+\.mailchimp$/,
    handle(request) {
      const key = basic(request)?.password ?? bearer(request);
      const dc = request.host.split('.')[0];
      if (!key) return problem(401, 'API Key Missing', 'Your request did not include an API key.');
      if (key !== credentials.mailchimp.key || !key.endsWith(`-${dc}`)) {
        return problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
      }
      if (request.method !== 'GET' || request.path !== '/3.0/ping') return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
      return json(200, { health_status: "Everything's Chimpy!" });
    },
    rateLimited: () => problem(429, 'Too Many Requests', 'You have exceeded the limit of 10 simultaneous connections.'),
    outage: (status) => problem(status, 'Internal Server Error', 'An unexpected internal error has occurred. Please contact Support for more information.'),
  };
}

/** ActiveCampaign (`<account>.activecampaign`): `GET /api/3/users/me`, header `Api-Token`; a refused key answers 403. */
function activeCampaign(credentials: FakeCredentials): FakeService {
  return {
    name: 'activecampaign',
    host: /^[a-z0-9-]+\.activecampaign$/,
    handle(request) {
      if (request.host !== `${credentials.activecampaign.account}.activecampaign` || header(request, 'api-token') !== credentials.activecampaign.token) {
        return json(403, { message: 'You are not authorized to access this resource' });
      }
      if (request.method !== 'GET' || request.path !== '/api/3/users/me') return json(404, { message: 'No Result found for User with id me' });
      return json(200, { user: { id: '1', username: 'admin', firstName: 'Ada', lastName: 'Owner', email: 'owner@example.com' } });
    },
    rateLimited: () => json(429, { message: 'Too Many Requests' }),
    outage: (status) => json(status, { message: 'Service Unavailable' }),
  };
}

/**
 * Klaviyo (`klaviyo`): `GET /api/accounts/`, `Authorization: Klaviyo-API-Key <private key>` and
 * a `revision` date that is not retired (revisions live two years). JSON:API errors.
 */
function klaviyo(credentials: FakeCredentials): FakeService {
  const error = (status: number, code: string, title: string, detail: string) =>
    json(status, { errors: [{ id: '1f5e2a8c', status, code, title, detail, source: { pointer: '/data/' } }] }, { 'content-type': 'application/vnd.api+json' });
  return {
    name: 'klaviyo',
    host: /^klaviyo$/,
    handle(request) {
      const revision = header(request, 'revision') ?? '';
      const revisionDay = Date.parse(revision.slice(0, 10));
      if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(revision) || Number.isNaN(revisionDay)) {
        return error(400, 'invalid', 'Invalid input.', 'Missing or invalid revision header. Set a revision date, e.g. 2026-10-15.');
      }
      if (revisionDay < Date.now() - 2 * 365 * 86_400_000) return error(410, 'gone', 'Gone.', `Revision ${revision} is retired. Use a current revision.`);
      if (header(request, 'authorization') !== `Klaviyo-API-Key ${credentials.klaviyo.key}`) {
        return error(401, 'not_authenticated', 'Authentication credentials were not provided.', 'Missing or invalid private key.');
      }
      if (!credentials.klaviyo.scopes.includes('accounts:read'))
        return error(403, 'permission_denied', 'You do not have permission to perform this action.', 'This API key is missing required scopes: accounts:read.');
      if (request.method !== 'GET' || request.path !== '/api/accounts/') return error(404, 'not_found', 'Not found.', 'Not found.');
      return json(
        200,
        {
          data: [
            { type: 'account', id: 'AbC123', attributes: { contact_information: { default_sender_name: 'Acme' }, timezone: 'UTC', preferred_currency: 'USD' } },
          ],
          links: { self: 'https://a.klaviyo.com/api/accounts/' },
        },
        { 'content-type': 'application/vnd.api+json' },
      );
    },
    rateLimited: () => error(429, 'throttled', 'Request was throttled.', 'Request was throttled. Expected available in 1 second.'),
    outage: (status) => error(status, 'error', 'A server error occurred.', 'A server error occurred.'),
  };
}

/** GetResponse v3 (`getresponse`): `GET /v3/accounts`, `X-Auth-Token: api-key <key>`; a refused key is 403 with code 1014. */
function getResponse(credentials: FakeCredentials): FakeService {
  const error = (httpStatus: number, code: number, codeDescription: string, message: string, context: unknown = []) =>
    json(httpStatus, {
      httpStatus,
      code,
      codeDescription,
      message,
      moreInfo: `https://apidocs.getresponse.com/v3/errors/${code}`,
      context,
      uuid: '3b3f0d6c-7d23-4c8a-9f0e-2b8c1a6c9d11',
    });
  return {
    name: 'getresponse',
    host: /^getresponse$/,
    handle(request) {
      if (header(request, 'x-auth-token') !== `api-key ${credentials.getresponse.key}`) {
        return error(
          403,
          1014,
          'Problem during authentication process, check headers!',
          'Unable to authenticate request. Check credentials or authentication method details',
          {
            authenticationType: 'auth_token',
          },
        );
      }
      if (request.method !== 'GET' || request.path !== '/v3/accounts') return error(404, 1013, 'Resource not found', 'Resource not found');
      return json(200, { accountId: 'Ab3', firstName: 'Ada', lastName: 'Owner', email: 'owner@example.com', countryCode: { countryCode: 'US' } });
    },
    rateLimited: () => error(429, 1015, 'Quota exceeded', 'The throttling limit has been reached. Wait before sending more requests.', { timeToReset: 60 }),
    outage: (status) => error(status, 1, 'Internal error', 'Internal error'),
  };
}

export const marketingServices = (credentials: FakeCredentials): FakeService[] => [
  sendFox(credentials),
  mailChimp(credentials),
  activeCampaign(credentials),
  klaviyo(credentials),
  getResponse(credentials),
];
