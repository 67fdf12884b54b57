import { z } from 'zod';

/**
 * Write-only fields: a secret goes in through the API and never comes out. The answer says only
 * whether one is set (`{ set: true }`); an update that leaves the field out keeps the stored
 * secret, null removes it, a text replaces it.
 */
export const secretState = z.object({ set: z.boolean() });
export type SecretState = z.output<typeof secretState>;

/** What the API shows of a stored (sealed) secret. */
export function secretStateOf(stored: string | null | undefined): SecretState {
  return { set: typeof stored === 'string' && stored.length > 0 };
}

/** A secret as a request gives it: text, trimmed, within the lengths given (1 to 4096 unless given). */
export function writeOnlySecret(options: { what?: string; min?: number; max?: number } = {}) {
  const what = options.what ?? 'secret';
  const min = options.min ?? 1;
  const max = options.max ?? 4096;
  return z
    .string({ error: `Enter the ${what} as text.` })
    .trim()
    .min(min, min > 1 ? `Use at least ${min} characters for the ${what}.` : `Enter the ${what}.`)
    .max(max, `Use at most ${max} characters for the ${what}.`);
}

/**
 * The value to store after an update: the old one when the field was left out, null when it
 * was cleared, else the new secret sealed by `seal`.
 */
export function nextSecret(stored: string | null, given: string | null | undefined, seal: (plaintext: string) => string): string | null {
  if (given === undefined) return stored;
  return given === null ? null : seal(given);
}
