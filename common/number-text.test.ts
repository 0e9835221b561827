import { describe, expect, it } from 'vitest';
import { countText, fixedHalfUp, MINUS, percent, shareInPercent, sharePercent, signed } from './number-text';

// Hand-worked: the decimal a reader writes, rounded half up (away from zero on a tie).
describe('fixedHalfUp', () => {
  it.each([
    [1.005, 2, '1.01'], // toFixed gives "1.00" (the double is 1.00499999…)
    [2.675, 2, '2.68'], // toFixed gives "2.67"
    [1.45, 1, '1.5'],
    [0.5, 0, '1'],
    [2.5, 0, '3'],
    [0.125, 2, '0.13'],
    [0.0049, 2, '0.00'],
    [0.005, 2, '0.01'],
    [0.0005, 2, '0.00'],
    [12, 2, '12.00'],
    [9.995, 2, '10.00'],
    [99.95, 1, '100.0'],
    [1e-7, 2, '0.00'],
    [5e-7, 6, '0.000001'],
    [123456789.125, 2, '123456789.13'],
    [1e21, 0, '1000000000000000000000'],
    [35.925, 2, '35.93'],
  ])('%s to %s places is %s', (x, places, text) => {
    expect(fixedHalfUp(x, places)).toBe(text);
  });

  it('negative values round away from zero and carry the true minus', () => {
    expect(fixedHalfUp(-1.005, 2)).toBe(`${MINUS}1.01`);
    expect(fixedHalfUp(-2.675, 2)).toBe('\u22122.68');
    expect(fixedHalfUp(-0.5, 0)).toBe('\u22121');
    expect(fixedHalfUp(-0.004, 2)).toBe('0.00'); // rounds to zero: no sign
    expect(fixedHalfUp(-0, 1)).toBe('0.0');
  });

  it('refuses what it cannot write', () => {
    expect(() => fixedHalfUp(Number.NaN, 1)).toThrow(RangeError);
    expect(() => fixedHalfUp(1, -1)).toThrow(RangeError);
    expect(() => fixedHalfUp(1, 1.5)).toThrow(RangeError);
  });
});

describe('signed', () => {
  it('writes a plus for positive, the true minus for negative, no sign for zero', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('\u22122');
    expect(signed(0)).toBe('0');
    expect(signed(1.5, 2)).toBe('+1.50');
    expect(signed(-0.25, 2)).toBe('\u22120.25');
    expect(signed(0.004, 2)).toBe('0.00');
    expect(signed(-0.004, 2)).toBe('0.00');
    expect(signed(2.675, 2)).toBe('+2.68');
  });
});

describe('percent and sharePercent', () => {
  it('write "N %" with a space, half up on the decimal form', () => {
    expect(percent(12.345, 2)).toBe('12.35 %');
    expect(percent(12.25, 1)).toBe('12.3 %');
    expect(percent(-12.5, 2)).toBe('\u221212.50 %');
    expect(percent(100, 0)).toBe('100 %');
    expect(sharePercent(0.145, 1)).toBe('14.5 %'); // 0.145 * 100 = 14.499999999999998 in floats
    expect(sharePercent(0.12345, 2)).toBe('12.35 %');
    expect(sharePercent(0.01005, 2)).toBe('1.01 %');
    expect(sharePercent(1, 1)).toBe('100.0 %');
    expect(sharePercent(1e-7, 4)).toBe('0.0000 %');
    expect(sharePercent(5e-7, 4)).toBe('0.0001 %');
  });

  it('shifts the point rather than multiply', () => {
    expect(shareInPercent(0.145)).toBe(14.5);
    expect(shareInPercent(-0.0123)).toBe(-1.23);
    expect(shareInPercent(1e-9)).toBe(1e-7);
  });

  it('write "-" for a missing or non-finite figure', () => {
    for (const v of [null, undefined, Number.NaN, Infinity]) {
      expect(percent(v)).toBe('-');
      expect(sharePercent(v)).toBe('-');
    }
  });
});

describe('countText', () => {
  it('writes the noun in the singular for one and the count grouped', () => {
    expect(countText(1, 'wkt', 'wkts')).toBe('1 wkt');
    expect(countText(0, 'wkt', 'wkts')).toBe('0 wkts');
    expect(countText(1, 'run')).toBe('1 run');
    expect(countText(13943, 'run')).toBe('13,943 runs');
    expect(countText(2, 'match', 'matches')).toBe('2 matches');
  });
});
