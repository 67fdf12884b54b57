import { describe, expect, it } from '@jest/globals';
import { loadSettings, SettingsError } from '../config/loadSettings.ts';

/** The TWILIO_* settings: all or none, checked at start with messages that name each variable. */
const sid = `AC${'ab12'.repeat(8)}`;

function problems(env: Record<string, string>): string[] {
  try {
    loadSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error('expected the settings to be refused');
}

describe('the SMS settings', () => {
  it('are off by default, with Twilio’s real address ready', () => {
    expect(loadSettings({}).sms).toEqual({ twilio: { apiBase: 'https://api.twilio.com' } });
  });

  it('read the TWILIO_* variables', () => {
    const settings = loadSettings({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006', TWILIO_API_BASE: 'http://127.0.0.1:9/' });
    expect(settings.sms.twilio).toEqual({ accountSid: sid, authToken: 'token', from: '+15005550006', apiBase: 'http://127.0.0.1:9/' });
  });

  it('refuse an address that is not http(s) and an Account SID of the wrong shape', () => {
    expect(problems({ TWILIO_API_BASE: 'api.twilio.com' })).toEqual([
      'sms.twilio.apiBase (TWILIO_API_BASE): an http:// or https:// address such as https://api.twilio.com',
    ]);
    expect(problems({ TWILIO_API_BASE: 'file:///etc/passwd' })).toHaveLength(1);
    expect(problems({ TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' })).toEqual([
      'sms.twilio.accountSid (TWILIO_ACCOUNT_SID): a Twilio Account SID: AC followed by 32 hexadecimal digits',
    ]);
  });

  it('refuse a partial set, naming what is missing and never echoing the token', () => {
    const found = problems({ TWILIO_AUTH_TOKEN: 'secret-token-value' });
    expect(found).toEqual([
      'sms.twilio.accountSid (TWILIO_ACCOUNT_SID): not set, but SMS need the Twilio Account SID, auth token and sender (From) together',
      'sms.twilio.from (TWILIO_FROM): not set, but SMS need the Twilio Account SID, auth token and sender (From) together',
    ]);
    expect(found.join('\n')).not.toContain('secret-token-value');
  });
});
