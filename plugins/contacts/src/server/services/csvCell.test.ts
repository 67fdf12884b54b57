import { describe, expect, it } from '@jest/globals';
import { csvSafeCell } from './csvCell.ts';

describe('csvSafeCell', () => {
  it('defuses cells a spreadsheet would run as formulas and keeps the rest', () => {
    expect(csvSafeCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(csvSafeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvSafeCell('-2+3')).toBe(`'-2+3`);
    expect(csvSafeCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvSafeCell('Ada')).toBe('Ada');
    expect(csvSafeCell(null)).toBe('');
  });
});
