import { basicAuth } from '../checks/basicAuth.ts';
import { chosenPair, keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'PayMongo';
const pairs: KeyPairs = {
  sandbox: { id: 'test_public_key', secret: 'test_secret_key' },
  live: { id: 'live_public_key', secret: 'live_secret_key' },
  idName: 'public key',
  secretName: 'secret key',
};

/**
 * PayMongo: the test lists the account's webhooks (`GET /v1/webhooks`), which needs the secret
 * key (as the Basic user name, no password); a live key of an account not yet activated is
 * refused with PayMongo's own explanation.
 */
export const payMongo = defineIntegration({
  id: 'paymongo',
  name: service,
  group: 'payments',
  description: 'description.paymongo',
  setup: { kind: 'form', fields: keyPairFields('paymongo', pairs) },
  endpoints: { api: 'https://api.paymongo.com' },
  test(credentials, context) {
    const pair = chosenPair(credentials, pairs);
    if ('ok' in pair) return Promise.resolve(pair);
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/v1/webhooks`, {
        headers: { authorization: basicAuth(pair.secret, ''), accept: 'application/json' },
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused: `Copy the ${pair.mode} secret key again from the PayMongo Dashboard (Developers > API keys); it starts with "sk_${pair.mode === 'live' ? 'live' : 'test'}_".`,
          detail: (body) => textAt(body, 'errors', 0, 'detail'),
        }) ?? { ok: true }
      );
    });
  },
});
