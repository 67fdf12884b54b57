import { basicAuth } from '../checks/basicAuth.ts';
import { chosenPair, keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Razorpay';
const pairs: KeyPairs = {
  sandbox: { id: 'test_key_id', secret: 'test_key_secret' },
  live: { id: 'live_key_id', secret: 'live_key_secret' },
  idName: 'key id',
  secretName: 'key secret',
};

/** Razorpay: the test fetches one order (`GET /v1/orders?count=1`) with the key id and secret as Basic credentials. */
export const razorPay = defineIntegration({
  id: 'razorpay',
  name: service,
  group: 'payments',
  description: 'description.razorpay',
  setup: { kind: 'form', fields: keyPairFields('razorpay', pairs) },
  endpoints: { api: 'https://api.razorpay.com' },
  test(credentials, context) {
    const pair = chosenPair(credentials, pairs);
    if ('ok' in pair) return Promise.resolve(pair);
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/v1/orders?count=1`, {
        headers: { authorization: basicAuth(pair.id, pair.secret) },
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused: `Copy the ${pair.mode} key id (it starts with "rzp_${pair.mode === 'live' ? 'live' : 'test'}_") and key secret again from the Razorpay Dashboard (Account & Settings > API Keys).`,
          detail: (body) => textAt(body, 'error', 'description'),
        }) ?? { ok: true }
      );
    });
  },
});
