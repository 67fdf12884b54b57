import { createHash } from 'node:crypto';
import { chosenPair, keyPairFields, type KeyPairs } from '../checks/paymentMode.ts';
import { bodyOf, failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration, type IntegrationTestResult } from '@chatmill/sdk';

const service = 'Gkash';
const pairs: KeyPairs = {
  sandbox: { id: 'sandbox_cid', secret: 'sandbox_signature_key' },
  live: { id: 'live_cid', secret: 'live_signature_key' },
  idName: 'merchant id (CID)',
  secretName: 'signature key',
};

/** An order no store makes: the test asks about it, so no payment is started or touched. */
export const probeCartId = 'CHATMILL-CONNECTION-TEST';
const probeAmount = '1.00';
const currency = 'MYR';

/**
 * Gkash's request signature (doc.gkash.my/signature, "Query & Refund Request"): SHA-512 of
 * `SIGNATUREKEY;CID;CARTID;AMOUNT;CURRENCY` uppercased, the amount in cents without a point.
 */
export function querySignature(signatureKey: string, cid: string, cartId: string, amount: string, currencyCode: string): string {
  const cents = amount.replace('.', '');
  return createHash('sha512').update(`${signatureKey};${cid};${cartId};${cents};${currencyCode}`.toUpperCase()).digest('hex');
}

/**
 * Gkash: the test sends the documented status query (`POST /api/payment/query`, version 1.3.0,
 * signed with the signature key) for an order that does not exist, on the staging or the live
 * host as the mode says. Gkash checks the signature of every query; an answer about that order
 * for the merchant id asked (its documented CID and cartid fields) means the id and key were
 * accepted. Gkash documents no error codes for the query, so any other answer is shown with
 * Gkash's own description.
 */
export const gkash = defineIntegration({
  id: 'gkash',
  name: service,
  group: 'payments',
  description: 'description.gkash',
  setup: { kind: 'form', fields: keyPairFields('gkash', pairs) },
  endpoints: { api: 'https://api.gkash.my', sandbox: 'https://api-staging.pay.asia' },
  test(credentials, context) {
    const pair = chosenPair(credentials, pairs);
    if ('ok' in pair) return Promise.resolve(pair);
    const whenRefused = `Copy the ${pair.mode} merchant id (CID) and signature key again from the e-mail Gkash sent them in.`;
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint(pair.mode === 'live' ? 'api' : 'sandbox')}/api/payment/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          version: '1.3.0',
          CID: pair.id,
          cartid: probeCartId,
          currency,
          amount: probeAmount,
          signature: querySignature(pair.secret, pair.id, probeCartId, probeAmount, currency),
        }),
        maxRedirects: 0,
      });
      const failure = failureOf(response, { service, whenRefused, detail: (body) => textAt(body, 'description') });
      return failure ?? acceptedQuery(bodyOf(response), pair.id, whenRefused);
    });
  },
});

function acceptedQuery(body: unknown, cid: string, whenRefused: string): IntegrationTestResult {
  const description = textAt(body, 'description')?.trim().slice(0, 300);
  const aboutTheProbe = textAt(body, 'CID')?.toUpperCase() === cid.toUpperCase() && textAt(body, 'cartid')?.toUpperCase() === probeCartId;
  if (aboutTheProbe && !/signature|invalid/i.test(description ?? '')) return { ok: true };
  const quoted = description ? ` ("${description}")` : '';
  return { ok: false, message: `${service} refused these credentials${quoted}. ${whenRefused}` };
}
