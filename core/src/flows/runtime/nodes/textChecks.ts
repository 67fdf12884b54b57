/**
 * What a subscriber's answer or a variable's value looks like: shared by UserInput's validation
 * and the Condition's variable operators (spec 2, 5 "valid email, valid mobile, number, alphabet"),
 * so "valid email" means the same in both.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** A phone number as people type it: an optional +, digits with spaces, dots, dashes or brackets; 7 to 15 digits. */
export function isMobile(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export function isNumber(value: string): boolean {
  const text = value.trim();
  return text !== '' && /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(text);
}

export function toNumber(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

/** Letters (of any script) and spaces only. */
export function isAlphabet(value: string): boolean {
  return /^[\p{L} ]+$/u.test(value.trim()) && value.trim() !== '';
}
