import type { IntegrationField, IntegrationTestResult } from '@chatmill/sdk';
import { field } from './fields.ts';

export type PaymentMode = 'sandbox' | 'live';

/**
 * A gateway's two key pairs in its own words (Stripe's publishable and secret keys, PayPal's
 * client id and secret), one for its test or sandbox environment and one for live payments.
 */
export interface KeyPairs {
  sandbox: { id: string; secret: string };
  live: { id: string; secret: string };
  /** How the gateway names each half, for messages: e.g. 'publishable key', 'secret key'. */
  idName: string;
  secretName: string;
}

/** `mode` chooses which pair the store uses; both pairs are optional, the chosen one is checked. Its hint says where the gateway shows its keys. */
export function modeField(integrationId: string): IntegrationField {
  return {
    key: 'mode',
    label: 'field.mode',
    type: 'select',
    help: `help.${integrationId}.mode`,
    options: [
      { value: 'sandbox', label: 'option.mode.sandbox' },
      { value: 'live', label: 'option.mode.live' },
    ],
  };
}

/** The fields of a gateway with both key pairs and the mode (ids as text, secrets sealed). */
export function keyPairFields(integrationId: string, pairs: KeyPairs): IntegrationField[] {
  return [
    modeField(integrationId),
    field(integrationId, pairs.sandbox.id, 'text', { required: false }),
    field(integrationId, pairs.sandbox.secret, 'secret', { required: false }),
    field(integrationId, pairs.live.id, 'text', { required: false }),
    field(integrationId, pairs.live.secret, 'secret', { required: false }),
  ];
}

/** The pair of the chosen mode, or what the owner must enter first. */
export function chosenPair(
  credentials: Readonly<Record<string, string>>,
  pairs: KeyPairs,
): { mode: PaymentMode; id: string; secret: string } | Extract<IntegrationTestResult, { ok: false }> {
  const mode: PaymentMode = credentials['mode'] === 'live' ? 'live' : 'sandbox';
  const keys = pairs[mode];
  const id = credentials[keys.id]?.trim() ?? '';
  const secret = credentials[keys.secret]?.trim() ?? '';
  const other = mode === 'live' ? 'sandbox' : 'live';
  const missing = [id ? null : pairs.idName, secret ? null : pairs.secretName].filter(Boolean);
  if (missing.length) {
    return { ok: false, message: `Enter the ${mode} ${missing.join(' and the ')}, or switch the mode to ${other}.` };
  }
  return { mode, id, secret };
}
