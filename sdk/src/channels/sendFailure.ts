/**
 * Why an outgoing message was given up (sdk/README.md 14.9 "Failed sends"): kept on the message
 * with its reason, shown in the subscriber's conversation and counted per node in the flow's
 * stats. Web-safe: types and constants only.
 */
export const sendFailureKinds = [
  /** The channel's `render` refused it (UnrenderableMessageError). */
  'unrenderable',
  /** The platform refused it for good (PermanentSendError): sending it again would fail again. */
  'refused',
  /** Every try failed with an error that might have passed (a timeout, a 5xx, a lost connection). */
  'retriesUsedUp',
  /** The channel's messaging window had closed, and the message was not a template. */
  'outsideWindow',
  /** No plugin sends on its channel any more, or its channel account was disconnected. */
  'channelGone',
] as const;
export type SendFailureKind = (typeof sendFailureKinds)[number];

/** A failed message's kind of failure and its reason, as the channel or the platform said it. */
export interface SendFailure {
  /** Null for a message that failed before kinds were recorded. */
  kind: SendFailureKind | null;
  reason: string;
}
