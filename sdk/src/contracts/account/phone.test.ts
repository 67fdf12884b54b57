import { describe, expect, it } from '@jest/globals';
import { normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it('keeps numbers in E.164, whatever separators were typed', () => {
    expect(normalisePhone(' +1 (415) 555-0123 ')).toEqual({ ok: true, phone: '+14155550123' });
    expect(normalisePhone('0060 12.345 6789')).toEqual({ ok: true, phone: '+60123456789' });
  });

  it('refuses a number without its country code, and text that is no number', () => {
    expect(normalisePhone('0123456789')).toEqual({ ok: false, message: expect.stringContaining('has no country code') });
    expect(normalisePhone('+0123456789')).toEqual({ ok: false, message: expect.stringContaining('is not a valid phone number') });
    expect(normalisePhone('call me')).toEqual({ ok: false, message: expect.stringContaining('is not a valid phone number') });
    expect(normalisePhone('   ')).toEqual({ ok: false, message: expect.stringContaining('Enter your phone number.') });
  });
});
