import { describe, expect, it } from 'vitest';
import { blindSpot } from './blind-spot';

describe("the model's blind spot", () => {
  it("Lord's 2019: the model still counted 160 overs when the drawn Test ran out of time, so balls with 320 or fewer left are blind", () => {
    // 290 overs bowled of the 450 the model assumes: 160 of them never existed.
    expect(blindSpot({ oversLeft: 321 }, { lostOvers: 160 })).toBeNull();
    expect(blindSpot({ oversLeft: 320 }, { lostOvers: 160 })).toBe('time_lost');
    expect(blindSpot({ oversLeft: 192 }, { lostOvers: 160 })).toBe('time_lost');
    // A Test that did not lose time: no ball is blind for lack of time.
    expect(blindSpot({ oversLeft: 5 }, { lostOvers: null })).toBeNull();
  });
  it('a declaration, a revised target and a super over are blind in any Test or match', () => {
    const none = { lostOvers: null };
    expect(blindSpot({ endsDeclaredInnings: true, oversLeft: 300 }, none)).toBe('declaration');
    expect(blindSpot({ revisedTarget: true }, none)).toBe('revised_target');
    expect(blindSpot({ superOver: true }, none)).toBe('super_over');
    expect(blindSpot({ endsDeclaredInnings: false, oversLeft: 300 }, none)).toBeNull();
  });
});
