import { describe, expect, it } from 'vitest';
import { ballPlace, overText } from './over-text';

describe('overText (overs from legal balls)', () => {
  it('prints completed overs, then the balls of the unfinished one', () => {
    // Lord's 2019: England's first innings lasted 463 legal balls = 77 overs and 1 ball.
    expect(overText(463)).toBe('77.1');
    expect(overText(426)).toBe('71');
    expect(overText(285)).toBe('47.3');
    expect(overText(0)).toBe('0');
    expect(overText(5)).toBe('0.5');
    expect(overText(6)).toBe('1');
  });

  it('uses the match balls per over (8-ball overs)', () => {
    expect(overText(17, 8)).toBe('2.1');
    expect(overText(16, 8)).toBe('2');
    expect(overText(7, 8)).toBe('0.7');
  });

  it('rejects what is not a count', () => {
    expect(() => overText(-1)).toThrow(RangeError);
    expect(() => overText(1.5)).toThrow(RangeError);
    expect(() => overText(6, 0)).toThrow(RangeError);
  });
});

describe('ballPlace (a ball in the fall of wickets)', () => {
  it('numbers the ball within its over; a wide or no-ball takes the number of the next legal ball', () => {
    expect(ballPlace(44, 5)).toBe('44.6');
    expect(ballPlace(0, 0)).toBe('0.1');
    expect(ballPlace(45, 2)).toBe('45.3');
    expect(() => ballPlace(-1, 0)).toThrow(RangeError);
  });
});
