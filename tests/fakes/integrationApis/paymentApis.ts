import { createHash } from 'node:crypto';
import type { FakeCredentials } from './fakeIntegrationApis.ts';
import { basic, bearer, header, json, type FakeService } from './fakeService.ts';

const redact = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

/** Stripe (`stripe`): `GET /v1/balance`, the secret key as Bearer token (or Basic user); errors as `{ error: { type, message } }`. */
function stripe(credentials: FakeCredentials): FakeService {
  const error = (status: number, type: string, message: string, code?: string) => json(status, { error: { type, message, ...(code ? { code } : {}) } });
  return {
    name: 'stripe',
    host: /^stripe$/,
    handle(request) {
      const key = bearer(request) ?? basic(request)?.user ?? null;
      if (!key)
        return error(
          401,
          'invalid_request_error',
          'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        );
      if (key !== credentials.stripe.test && key !== credentials.stripe.live)
        return error(401, 'invalid_request_error', `Invalid API Key provided: ${redact(key)}`);
      if (request.method !== 'GET' || request.path !== '/v1/balance')
        return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
      return json(200, {
        object: 'balance',
        available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        livemode: key === credentials.stripe.live,
        pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      });
    },
    rateLimited: () =>
      error(429, 'invalid_request_error', 'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.', 'rate_limit'),
    outage: (status) => error(status, 'api_error', 'An unknown error occurred'),
  };
}

/**
 * PayPal (`paypal` live, `paypal-sandbox`): `POST /v1/oauth2/token`, the client id and secret
 * as Basic credentials, a form body with `grant_type=client_credentials`. Each environment
 * knows only its own credentials.
 */
function payPal(credentials: FakeCredentials): FakeService {
  return {
    name: 'paypal',
    host: /^paypal(-sandbox)?$/,
    handle(request) {
      const pair = request.host === 'paypal-sandbox' ? credentials.paypal.sandbox : credentials.paypal.live;
      if (request.method !== 'POST' || request.path !== '/v1/oauth2/token') return json(404, { name: 'NOT_FOUND', message: 'Resource not found.' });
      const auth = basic(request);
      if (!auth || auth.user !== pair.id || auth.password !== pair.secret)
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const form = (header(request, 'content-type') ?? '').startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(request.body)
        : new URLSearchParams();
      const grant = form.get('grant_type');
      if (grant !== 'client_credentials')
        return json(400, { error: 'unsupported_grant_type', error_description: grant ? `Grant Type ${grant} is not supported` : 'Grant Type is NULL' });
      return json(200, {
        scope: 'https://uri.paypal.com/services/payments/payment/authcapture openid',
        access_token: `A21AA${'x'.repeat(40)}`,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}nonce`,
      });
    },
    rateLimited: () => json(429, { name: 'RATE_LIMIT_REACHED', message: 'Too many requests. Blocked due to rate limiting.', debug_id: 'f00d' }),
    outage: (status) => json(status, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: 'f00d' }),
  };
}

/** Razorpay (`razorpay`): `GET /v1/orders`, the key id and secret as Basic credentials; errors as `{ error: { code, description, ... } }`. */
function razorPay(credentials: FakeCredentials): FakeService {
  const error = (status: number, code: string, description: string) =>
    json(status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
  return {
    name: 'razorpay',
    host: /^razorpay$/,
    handle(request) {
      const auth = basic(request);
      if (!auth || auth.user !== credentials.razorpay.id) return error(401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid');
      if (auth.password !== credentials.razorpay.secret) return error(401, 'BAD_REQUEST_ERROR', 'The api secret provided is invalid');
      if (request.method !== 'GET' || request.path !== '/v1/orders') return error(400, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
      const count = Number(request.query.get('count') ?? '10');
      if (!Number.isInteger(count) || count < 1 || count > 100) return error(400, 'BAD_REQUEST_ERROR', 'The count must be between 1 and 100.');
      return json(200, { entity: 'collection', count: 0, items: [] });
    },
    rateLimited: () => error(429, 'BAD_REQUEST_ERROR', 'Too many requests'),
    outage: (status) => error(status, 'SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins'),
  };
}

/**
 * PayMongo (`paymongo`): `GET /v1/webhooks`, the secret key as the Basic user name. Errors as
 * `{ errors: [{ code, detail }] }`; the code names are PayMongo's where its docs show them
 * (`api_key_required`), the adapter relies only on the status and `detail`.
 */
function payMongo(credentials: FakeCredentials): FakeService {
  const error = (status: number, code: string, detail: string) => json(status, { errors: [{ code, detail }] });
  return {
    name: 'paymongo',
    host: /^paymongo$/,
    handle(request) {
      const auth = basic(request);
      if (!auth?.user) {
        return error(
          401,
          'api_key_required',
          'You did not provide an API key. Go to https://developers.paymongo.com/docs/authentication to know more about our API authentication.',
        );
      }
      if (auth.user !== credentials.paymongo.secret) return error(401, 'api_key_invalid', 'The API key is invalid.');
      if (request.method !== 'GET' || request.path !== '/v1/webhooks') return error(404, 'resource_not_found', 'The requested resource does not exist.');
      return json(200, { data: [] });
    },
    rateLimited: () => error(429, 'rate_limit_exceeded', 'You have exceeded the rate limit. Please try again later.'),
    outage: (status) => error(status, 'internal_server_error', 'Something went wrong on our end.'),
  };
}

/**
 * Gkash (`gkash` live, `gkash-staging`): the status query, `POST /api/payment/query` with a JSON
 * body (version, CID, cartid, currency, amount, signature), the signature being SHA-512 of
 * `SIGNATUREKEY;CID;CARTID;AMOUNT-IN-CENTS;CURRENCY` uppercased (doc.gkash.my/signature). Each
 * host knows only its own merchant. Answers carry the documented fields (status, description,
 * CID, POID, cartid, currency, amount); Gkash documents no error wording, so the descriptions of
 * refusals here are this fake's, and the adapter relies only on the fields.
 */
function gkash(credentials: FakeCredentials): FakeService {
  const answer = (fields: Record<string, string>) => json(200, fields);
  return {
    name: 'gkash',
    host: /^gkash(-staging)?$/,
    handle(request) {
      const merchant = request.host === 'gkash-staging' ? credentials.gkash.sandbox : credentials.gkash.live;
      if (request.method !== 'POST' || request.path !== '/api/payment/query')
        return json(404, { Message: 'No HTTP resource was found that matches the request URI.' });
      if (!(header(request, 'content-type') ?? '').startsWith('application/json'))
        return json(415, { Message: 'The request entity media type is not supported.' });
      let query: Record<string, unknown>;
      try {
        query = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return json(400, { Message: 'The request is invalid.' });
      }
      const text = (key: string) => (typeof query[key] === 'string' ? query[key] : '');
      const [cid, cartid, currency, amount] = [text('CID'), text('cartid'), text('currency'), text('amount')];
      if (text('version') !== '1.3.0' || !cid || !cartid || !currency || !/^\d+\.\d{2}$/.test(amount))
        return answer({ status: '', description: 'Invalid request' });
      if (cid !== merchant.cid) return answer({ status: '', description: 'Invalid CID' });
      const expected = createHash('sha512')
        .update(`${merchant.key};${cid};${cartid};${amount.replace('.', '')};${currency}`.toUpperCase())
        .digest('hex');
      if (text('signature').toLowerCase() !== expected) return answer({ status: '', description: 'Invalid Signature', CID: cid, cartid });
      return answer({
        refundstatus: '',
        refundamount: '',
        refunddate: '',
        status: '',
        description: 'Transaction not found',
        CID: cid,
        POID: '',
        cartid,
        currency,
        amount,
      });
    },
    rateLimited: () => json(429, { Message: 'Too many requests.' }),
    outage: (status) => json(status, { Message: 'An error has occurred.' }),
  };
}

export const paymentServices = (credentials: FakeCredentials): FakeService[] => [
  stripe(credentials),
  payPal(credentials),
  razorPay(credentials),
  payMongo(credentials),
  gkash(credentials),
];
