import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, MINUS, scoreText } from './number-text';

describe('formatNumber', () => {
  it('writes what toLocaleString("en-GB") writes', () => {
    const cases: [number, number, number][] = [
      [0, 0, 0], [7, 0, 0], [999, 0, 0], [1000, 0, 0], [1234567, 0, 0], [-1234567, 0, 0],
      [1234.5, 2, 2], [1000, 2, 2], [0.005, 2, 2], [12.3456789, 4, 0], [2.2, 4, 0], [3, 4, 0], [1e6 + 0.25, 4, 0],
      [123456.789, 1, 1], [-0.5, 0, 0], [1.005, 2, 0], [2.675, 2, 2], [-2.675, 2, 0], [1.45, 1, 0],
    ];
    for (const [x, max, min] of cases) {
      // The site's one minus sign is the true minus (U+2212) where toLocaleString writes the hyphen-minus.
      const expected = x.toLocaleString('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max }).replace('-', MINUS);
      expect(formatNumber(x, max, min), `${x} ${max} ${min}`).toBe(expected);
    }
  });
  it('rounds half up on the decimal form (hand-worked), where toFixed mis-rounds the binary float', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01'); // (1.005).toFixed(2) = "1.00"
    expect(formatNumber(1.005, 2, 2)).toBe('1.01');
    expect(formatNumber(1.005)).toBe('1');
    expect(formatNumber(2.675, 2)).toBe('2.68'); // (2.675).toFixed(2) = "2.67"
    expect(formatNumber(-2.675, 2)).toBe('\u22122.68');
    expect(formatNumber(-1.005, 2, 2)).toBe('\u22121.01');
    expect(formatNumber(1.45, 1)).toBe('1.5'); // (1.45).toFixed(1) = "1.4"
    expect(formatNumber(-0.004, 2)).toBe('0');
    expect(formatNumber(9999.995, 2)).toBe('10,000');
    expect(formatNumber(9999.995, 2, 2)).toBe('10,000.00');
    expect(formatNumber(1234567.125, 2)).toBe('1,234,567.13');
    expect(formatNumber(-9876543210.5)).toBe('\u22129,876,543,211');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatMoney(1.005)).toBe('£1.01');
    expect(formatMoney(-2.675)).toBe('\u2212£2.68');
  });
  it('writes pounds with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-0.004)).toBe('£0.00');
  });
  it('groups thousands in counts: 13943 runs is "13,943", 1044 players "1,044"', () => {
    expect(formatNumber(13943)).toBe('13,943');
    expect(formatNumber(1044)).toBe('1,044');
    expect(formatNumber(24242)).toBe('24,242');
    expect(formatNumber(999)).toBe('999');
  });
  it('writes one minus sign, the true minus, and never a signed zero', () => {
    expect(formatNumber(-27)).toBe('\u221227');
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-Infinity)).toBe('\u2212∞');
    expect(formatNumber(-27).includes('-')).toBe(false);
  });
  it('writes a frame score with an en dash', () => {
    expect(scoreText(10, 4)).toBe('10\u20134');
    expect(scoreText(7, 10)).toBe('7\u201310');
  });
});
