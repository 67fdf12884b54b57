import { describe, expect, it } from '@jest/globals';
import { normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it('keeps E.164 numbers and strips what people type around digits', () => {
    expect(normalisePhone('+14155550123')).toEqual({ ok: true, phone: '+14155550123' });
    expect(normalisePhone(' +1 (415) 555-0123 ')).toEqual({ ok: true, phone: '+14155550123' });
    expect(normalisePhone('+63 917.123.4567')).toEqual({ ok: true, phone: '+639171234567' });
    expect(normalisePhone('0044 20 7946 0958')).toEqual({ ok: true, phone: '+442079460958' });
  });

  it('refuses numbers without a country code, with letters, or of the wrong length', () => {
    expect(normalisePhone('415-555-0123')).toEqual({
      ok: false,
      message: '"415-555-0123" has no country code. Use the international format with the country code, e.g. +14155550123.',
    });
    for (const bad of ['+1 415 CALL NOW', '+0123456789', '+12345', '+1234567890123456', '', '++14155550123']) {
      expect(normalisePhone(bad).ok).toBe(false);
    }
    expect(normalisePhone('call me')).toMatchObject({ message: expect.stringContaining('is not a valid phone number') });
  });

  it('refuses a number longer than 50 characters before any pattern reads it, without echoing it', () => {
    expect(normalisePhone(`+1 ${'5'.repeat(120_000)}`)).toEqual({
      ok: false,
      message: 'A phone number has at most 50 characters. Use the international format with the country code, e.g. +14155550123.',
    });
    expect(normalisePhone(`+1 415 555 0123${' '.repeat(35)}`)).toEqual({ ok: true, phone: '+14155550123' });
  });
});
