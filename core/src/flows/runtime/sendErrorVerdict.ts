import { PermanentSendError, UnrenderableMessageError, type SendFailureKind } from '@chatmill/sdk';

/** Tries before a message is given up as failed. */
export const maxSendAttempts = 5;

/** A failure the sender records: its kind and the reason the owner reads. */
export interface RecordedFailure {
  kind: SendFailureKind;
  reason: string;
}

/** What to do after the adapter's `send` threw on try number `attempts` (1 for the first). */
export type SendErrorVerdict = { retry: true; reason: string } | { retry: false; failure: RecordedFailure };

/**
 * Tells a message that can never go out from one that might on the next try (sdk/README.md 14.9
 * "Failed sends"): the channel's refusal to render it and the platform's permanent refusal fail
 * it at once; anything else is tried again until the tries are used up.
 */
export function judgeSendError(error: unknown, attempts: number): SendErrorVerdict {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof UnrenderableMessageError) return { retry: false, failure: { kind: 'unrenderable', reason } };
  if (error instanceof PermanentSendError) return { retry: false, failure: { kind: 'refused', reason } };
  if (attempts >= maxSendAttempts) return { retry: false, failure: { kind: 'retriesUsedUp', reason } };
  return { retry: true, reason };
}
