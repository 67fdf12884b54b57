import type { Settings } from '../config/schema.ts';
import { UnconfiguredSmsSender, type SmsSender } from './smsSender.ts';
import { TwilioSmsSender } from './twilioSmsSender.ts';

/**
 * The process's SMS sender: Twilio when its Account SID, auth token and sender are all set
 * (the settings schema refuses a partial set), otherwise one that says SMS is not configured.
 */
export function createSmsSender(settings: Settings): SmsSender {
  const { accountSid, authToken, from, apiBase } = settings.sms.twilio;
  if (accountSid && authToken && from) return new TwilioSmsSender({ accountSid, authToken, from, apiBase });
  return new UnconfiguredSmsSender();
}
