import type { CanonicalMessage } from '@chatmill/sdk';

/**
 * Platforms let a bot write freely only for a while after the subscriber's last message (spec 2,
 * 9: 24 hours on Messenger and WhatsApp); after that only a pre-approved template may go out.
 * Answers why `message` may not be sent now, or null when it may.
 */
export function messagingWindowRefusal(message: CanonicalMessage, windowHours: number | null, lastInteractionAt: Date | null, now: Date): string | null {
  if (windowHours === null || message.kind === 'template') return null;
  if (lastInteractionAt && now.getTime() - lastInteractionAt.getTime() <= windowHours * 3_600_000) return null;
  const since = lastInteractionAt ? `the subscriber last wrote at ${lastInteractionAt.toISOString()}` : 'the subscriber never wrote';
  return `Outside the ${windowHours}-hour messaging window (${since}): only a template message can be sent now.`;
}
