import { chosenPair, keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Stripe';
const pairs: KeyPairs = {
  sandbox: { id: 'test_publishable_key', secret: 'test_secret_key' },
  live: { id: 'live_publishable_key', secret: 'live_secret_key' },
  idName: 'publishable key',
  secretName: 'secret key',
};

/**
 * Stripe: the test reads the balance (`GET /v1/balance`) with the secret key of the chosen mode,
 * and checks that Stripe agrees on the mode (a live key saved as the test key takes real money).
 */
export const stripe = defineIntegration({
  id: 'stripe',
  name: service,
  group: 'payments',
  description: 'description.stripe',
  setup: { kind: 'form', fields: keyPairFields('stripe', pairs) },
  endpoints: { api: 'https://api.stripe.com' },
  test(credentials, context) {
    const pair = chosenPair(credentials, pairs);
    if ('ok' in pair) return Promise.resolve(pair);
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/v1/balance`, {
        headers: { authorization: `Bearer ${pair.secret}` },
        maxRedirects: 0,
      });
      const failure = failureOf(response, {
        service,
        whenRefused: `Copy the ${pair.mode === 'live' ? 'live' : 'test'} secret key again from the Stripe Dashboard (Developers > API keys); it starts with "sk_" or "rk_".`,
        detail: (body) => textAt(body, 'error', 'message'),
      });
      if (failure) return failure;
      const livemode = (response.json() as { livemode?: unknown }).livemode;
      if (livemode !== (pair.mode === 'live')) {
        return {
          ok: false,
          message:
            pair.mode === 'live'
              ? 'This is a Stripe test key, entered as the live secret key. Enter the live key, or switch the mode to sandbox.'
              : 'This is a Stripe live key, entered as the test secret key. Enter the test key, or switch the mode to live.',
        };
      }
      return { ok: true };
    });
  },
});
