import { basicAuth } from '../checks/basicAuth.ts';
import { chosenPair, keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'PayPal';
const pairs: KeyPairs = {
  sandbox: { id: 'sandbox_client_id', secret: 'sandbox_client_secret' },
  live: { id: 'live_client_id', secret: 'live_client_secret' },
  idName: 'client id',
  secretName: 'secret',
};

/**
 * PayPal: the test asks for an OAuth access token (`POST /v1/oauth2/token`, client credentials
 * grant, the client id and secret as Basic credentials) from the sandbox or the live host, as
 * the mode says. PayPal answers 401 `invalid_client` for a wrong pair or a pair of the other
 * environment.
 */
export const payPal = defineIntegration({
  id: 'paypal',
  name: service,
  group: 'payments',
  description: 'description.paypal',
  setup: { kind: 'form', fields: keyPairFields('paypal', pairs) },
  endpoints: { api: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' },
  test(credentials, context) {
    const pair = chosenPair(credentials, pairs);
    if ('ok' in pair) return Promise.resolve(pair);
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint(pair.mode === 'live' ? 'api' : 'sandbox')}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: basicAuth(pair.id, pair.secret),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused: `Copy the ${pair.mode} client id and secret again from the PayPal Developer Dashboard (Apps & Credentials, ${pair.mode === 'live' ? 'Live' : 'Sandbox'}).`,
          detail: (body) => textAt(body, 'error_description') ?? textAt(body, 'message'),
        }) ?? { ok: true }
      );
    });
  },
});
