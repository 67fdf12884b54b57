import { describe, expect, it } from '@jest/globals';
import { formatPrice, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it('keeps prices as decimal text with 2 decimals', () => {
    expect(parsePrice('9.99')).toBe('9.99');
    expect(parsePrice('9.9')).toBe('9.90');
    expect(parsePrice(' 009 ')).toBe('9.00');
    expect(parsePrice(0)).toBe('0.00');
    expect(parsePrice(19.9)).toBe('19.90');
    expect(parsePrice('9999999999.99')).toBe('9999999999.99');
  });

  it('refuses what numeric(12, 2) cannot hold or is not a price', () => {
    for (const bad of ['-1', '9.999', '1e3', 'abc', '', '.5', '12345678901', 0.1 + 0.2, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(parsePrice(bad)).toBeNull();
    }
  });
});

describe('formatPrice', () => {
  it('pads what a driver hands back trimmed, and leaves anything else as it is', () => {
    expect(formatPrice('10')).toBe('10.00');
    expect(formatPrice('10.5')).toBe('10.50');
    expect(formatPrice('n/a')).toBe('n/a');
  });
});
