/**
 * Spec 3, 5: "phones in international format". A number is kept in E.164 (`+14155550123`), one
 * form per number. People type spaces, dashes, dots and brackets; those go. A number without
 * its country code cannot be made international safely, so it is refused with the reason.
 * (The contacts plugin has the same rule for its own records; the core cannot import plugins.)
 */
export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string };

const separators = /[\s\-.()\u00a0]/g;
const e164 = /^\+[1-9]\d{6,14}$/;

export const phoneFormatHint = 'Use the international format with the country code, e.g. +14155550123.';

export function normalisePhone(input: string): PhoneResult {
  const typed = input.trim();
  if (typed === '') return { ok: false, message: `Enter your phone number. ${phoneFormatHint}` };
  let phone = typed.replace(separators, '');
  // 00 is the international dialling prefix in most of the world: 0044... is +44...
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (e164.test(phone)) return { ok: true, phone };
  const shown = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
  if (/^\d+$/.test(phone)) return { ok: false, message: `"${shown}" has no country code. ${phoneFormatHint}` };
  return { ok: false, message: `"${shown}" is not a valid phone number. ${phoneFormatHint}` };
}
