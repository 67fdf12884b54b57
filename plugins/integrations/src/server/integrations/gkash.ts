import { keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { defineIntegration } from '@chatmill/sdk';

const pairs: KeyPairs = {
  sandbox: { id: 'sandbox_cid', secret: 'sandbox_signature_key' },
  live: { id: 'live_cid', secret: 'live_signature_key' },
  idName: 'merchant id (CID)',
  secretName: 'signature key',
};

/**
 * Gkash: the merchant id (CID) and the key that signs payment requests (SHA-512). No connection
 * test: Gkash documents no call that checks credentials (its API is a payment form and a
 * status callback), and a test must not start a payment.
 */
export const gkash = defineIntegration({
  id: 'gkash',
  name: 'Gkash',
  group: 'payments',
  description: 'description.gkash',
  setup: { kind: 'form', fields: keyPairFields('gkash', pairs) },
});
