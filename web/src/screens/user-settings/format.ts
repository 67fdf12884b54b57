export { formatDay, formatMoment } from '../team/format.ts';

/** An amount of money in the user's language, e.g. "$19.90"; the plain decimal when the currency is unknown. */
export function formatMoney(amount: string, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The digits and the leading + of a typed phone number, to tell whether it is the confirmed one. */
export function phoneDigits(value: string): string {
  const compact = value.replace(/[\s\-.()\u00a0]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}
