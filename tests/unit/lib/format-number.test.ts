import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../../src/lib/format-number';

describe('formatNumber', () => {
  it('writes what toLocaleString("en-GB") writes', () => {
    const cases: [number, number, number][] = [
      [0, 0, 0], [7, 0, 0], [999, 0, 0], [1000, 0, 0], [1234567, 0, 0], [-1234567, 0, 0],
      [1234.5, 2, 2], [1000, 2, 2], [0.005, 2, 2], [12.3456789, 4, 0], [2.2, 4, 0], [3, 4, 0], [1e6 + 0.25, 4, 0],
      [123456.789, 1, 1], [-0.5, 0, 0],
    ];
    for (const [x, max, min] of cases) {
      const expected = x.toLocaleString('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max });
      expect(formatNumber(x, max, min), `${x} ${max} ${min}`).toBe(expected);
    }
  });
  it('writes pounds with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
  });
});
