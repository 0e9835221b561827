import { describe, expect, it } from 'vitest';
import { timeLost } from './time-lost';

describe('a drawn Test that lost time', () => {
  it("Lord's 2019: 290 overs (1,741 legal balls) of the 450 its five days allowed", () => {
    // 77.1 + 94.3 + 71 + 47.3 overs = 463 + 567 + 426 + 285 legal balls.
    expect(timeLost({ startDate: '2019-08-14', endDate: '2019-08-18', drawn: true, legalBalls: 463 + 567 + 426 + 285 })).toEqual({ bowled: 290, allowed: 450, days: 5 });
  });
  it('not a Test that bowled most of its overs, nor one with a result', () => {
    expect(timeLost({ startDate: '2019-08-14', endDate: '2019-08-18', drawn: true, legalBalls: 6 * 400 })).toBeNull();
    expect(timeLost({ startDate: '2019-08-22', endDate: '2019-08-25', drawn: false, legalBalls: 6 * 200 })).toBeNull();
  });
});
