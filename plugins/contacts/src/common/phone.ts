import { maxPhoneInputLength } from './limits.ts';

/**
 * Phone numbers are kept in E.164 (`+14155550123`): one form per number, so search, duplicate
 * checks and SMS sending all see the same text. People type spaces, dashes, dots and brackets;
 * those go. A number without its country code cannot be made international safely, so it is refused.
 */
export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string };

const separators = /[\s\-.()\u00a0]/g;
const e164 = /^\+[1-9]\d{6,14}$/;

export const phoneFormatHint = 'Use the international format with the country code, e.g. +14155550123.';

export function normalisePhone(input: string): PhoneResult {
  if (input.trim().length > maxPhoneInputLength)
    return { ok: false, message: `A phone number has at most ${maxPhoneInputLength} characters. ${phoneFormatHint}` };
  // The patterns below are linear anyway (a character class, or anchored runs with nothing to backtrack into).
  let phone = input.replace(separators, '');
  // 00 is the international dialling prefix in most of the world: 0044... is +44...
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (e164.test(phone)) return { ok: true, phone };
  if (/^\d+$/.test(phone)) return { ok: false, message: `"${input.trim()}" has no country code. ${phoneFormatHint}` };
  return { ok: false, message: `"${input.trim()}" is not a valid phone number. ${phoneFormatHint}` };
}
