import type { FakeCredentials } from './fakeIntegrationApis.ts';
import { bearer, header, json, type FakeService } from './fakeService.ts';

/** OpenAI (`openai`): `GET /v1/models`, Bearer key; 429 for a rate limit or for an account without credit (`insufficient_quota`). */
function openAi(credentials: FakeCredentials): FakeService {
  const error = (status: number, message: string, type: string, code: string | null) => json(status, { error: { message, type, param: null, code } });
  return {
    name: 'openai',
    host: /^openai$/,
    handle(request) {
      const token = bearer(request);
      if (!token)
        return error(
          401,
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
          'invalid_request_error',
          null,
        );
      if (token !== credentials.openai.token) {
        return error(
          401,
          `Incorrect API key provided: ${token.slice(0, 6)}***${token.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          'invalid_request_error',
          'invalid_api_key',
        );
      }
      if (!credentials.openai.credit)
        return error(429, 'You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', 'insufficient_quota');
      if (request.method !== 'GET' || request.path !== '/v1/models')
        return error(404, `Invalid URL (${request.method} ${request.path})`, 'invalid_request_error', null);
      return json(200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 1721172741, owned_by: 'system' }] });
    },
    rateLimited: () => error(429, 'Rate limit reached for requests. Please try again in 20s.', 'requests', 'rate_limit_exceeded'),
    outage: (status) => error(status, 'The server had an error while processing your request. Sorry about that!', 'server_error', null),
  };
}

/**
 * Cloudflare v4 (`cloudflare`): `GET /client/v4/user` with `X-Auth-Email` and `X-Auth-Key` (the
 * Global API Key), or `GET /client/v4/user/tokens/verify` with a Bearer API token. Envelope
 * `{ success, errors: [{ code, message }], messages, result }`.
 */
function cloudflare(credentials: FakeCredentials): FakeService {
  const envelope = (status: number, result: unknown, errors: { code: number; message: string }[] = [], messages: unknown[] = []) =>
    json(status, { success: errors.length === 0, errors, messages, result });
  return {
    name: 'cloudflare',
    host: /^cloudflare$/,
    handle(request) {
      const { email, globalKey, token, tokenStatus } = credentials.cloudflare;
      if (request.path === '/client/v4/user') {
        const givenEmail = header(request, 'x-auth-email');
        const givenKey = header(request, 'x-auth-key');
        if (givenEmail === undefined && givenKey === undefined && bearer(request) === null) {
          return envelope(400, null, [{ code: 9106, message: 'Missing X-Auth-Key, X-Auth-Email or Authorization headers' }]);
        }
        if (givenEmail !== email || givenKey !== globalKey) return envelope(403, null, [{ code: 9103, message: 'Unknown X-Auth-Key or X-Auth-Email' }]);
        return envelope(200, { id: '7c5dae5552338874e5053f2534d2767a', email, first_name: 'Ada', last_name: 'Owner', suspended: false });
      }
      if (request.path === '/client/v4/user/tokens/verify') {
        if (bearer(request) !== token) return envelope(401, null, [{ code: 1000, message: 'Invalid API Token' }]);
        return envelope(
          200,
          { id: 'ed17574386854bf78a67040be0a770b0', status: tokenStatus },
          [],
          [{ code: 10000, message: 'This API Token is valid and active', type: null }],
        );
      }
      return envelope(404, null, [
        { code: 7003, message: 'Could not route to /client/v4' + request.path.replace('/client/v4', '') + ', perhaps your object identifier is invalid?' },
      ]);
    },
    rateLimited: () => envelope(429, null, [{ code: 971, message: 'Please wait and consider throttling your request speed' }]),
    outage: (status) => envelope(status, null, [{ code: 10000 + status, message: 'Internal Server Error' }]),
  };
}

export const modelAndHostingServices = (credentials: FakeCredentials): FakeService[] => [openAi(credentials), cloudflare(credentials)];
