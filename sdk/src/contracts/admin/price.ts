/**
 * Prices are decimal text with 2 decimals ("9.99"), as the numeric(12, 2) column stores them:
 * no binary float on the way, so 0.1 + 0.2 never becomes a price.
 */
const priceShape = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "9.9", "009.90" or 9.9 → "9.90"; null for anything else (negative, 3 decimals, too large, not a number). */
export function parsePrice(value: number | string): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = priceShape.exec(text);
  if (!match) return null;
  return `${BigInt(match[1]!).toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** The column's text as the API shows it ("10" from a driver that trims becomes "10.00"). */
export function formatPrice(value: string): string {
  return parsePrice(value) ?? value;
}
