import { describe, expect, it } from 'vitest';
import { rat } from '../../../workers/betting/bet-returns';
import { roundedFrom, unroundedPounds } from '../../../src/features/betting/utils/money-text';

// Hand-worked: an amount in pence, its decimal expansion in pounds written out by hand.
describe('the unrounded amount beside money shown to the penny', () => {
  it('writes an amount that ends within four decimals of a pound as it is, with no "…"', () => {
    expect(unroundedPounds(rat(3861, 4))).toBe('£9.6525'); // 965.25p: the lay page's example
    expect(unroundedPounds(rat(51074, 10))).toBe('£51.074'); // 5,107.4p
    expect(unroundedPounds(rat(123450))).toBe('£1,234.50'); // whole pence keep their two decimals
    expect(unroundedPounds(rat(100))).toBe('£1.00');
    expect(unroundedPounds(rat(-9, 2))).toBe('\u2212£0.045'); // −4.5p
  });

  it('marks an amount that goes on with "…" after its own digits, cut and not rounded', () => {
    expect(unroundedPounds(rat(4000, 9))).toBe('£4.4444…'); // 10 × 4/9 pounds = 4.4444...
    expect(unroundedPounds(rat(6000, 9))).toBe('£6.6666…'); // 6.6666..., not 6.6667
    expect(unroundedPounds(rat(48926014, 10000))).toBe('£48.9260…'); // 48.926014 pounds
    expect(unroundedPounds(rat(-2, 3))).toBe('\u2212£0.0066…');
  });

  it('says what it is in words', () => {
    expect(roundedFrom(rat(3861, 4))).toBe('rounded to the penny from £9.6525');
  });
});
