import { AppError } from '@chatmill/sdk';

/** One text message to one phone number (E.164, e.g. `+14155550123`). */
export interface OutgoingSms {
  to: string;
  body: string;
}

export interface SentSms {
  /** The provider's id for the message (Twilio: `SM…`), for tracing a delivery with the provider. */
  providerMessageId: string;
}

/**
 * The port every SMS provider adapter implements (Twilio today). Callers check `configured`
 * and choose another way (the phone code goes by email) rather than failing a request.
 */
export interface SmsSender {
  readonly configured: boolean;
  send(message: OutgoingSms): Promise<SentSms>;
}

/** The settings an operator sets to turn SMS on, named the way the README documents them. */
export const smsSettingNames = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/**
 * Sending was asked of a server without an SMS provider, e.g. a worker process started
 * without the TWILIO_* settings of the web process that queued the message.
 */
export class SmsNotConfiguredError extends AppError {
  constructor() {
    super(
      'SERVICE_UNAVAILABLE',
      `Text messages (SMS) are not configured on this server, so no SMS can be sent. Ask the administrator to set ${smsSettingNames.join(', ')}.`,
    );
    this.name = 'SmsNotConfiguredError';
  }
}

/** The sender of a server without an SMS provider: it says so instead of dropping messages. */
export class UnconfiguredSmsSender implements SmsSender {
  readonly configured = false;

  send(): Promise<SentSms> {
    return Promise.reject(new SmsNotConfiguredError());
  }
}
