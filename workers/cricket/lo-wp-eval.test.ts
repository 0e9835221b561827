import { describe, expect, it } from 'vitest';
import type { LoScoredMatch } from './lo-wp-build';
import { evaluateLimited, worstGap } from './lo-wp-eval';

const match = (y: number, p: number[], overEnd: boolean[], extra: Partial<LoScoredMatch> = {}): LoScoredMatch => ({
  matchId: String(p.length),
  season: '2020',
  y,
  p,
  overEnd,
  baseRate: 0.5,
  intervals: null,
  firstTotal: 0,
  ...extra,
});

describe('evaluateLimited', () => {
  it('weights every match the same (hand-worked Brier scores)', () => {
    const ev = evaluateLimited([
      match(1, [0.5, 0.8], [false, true]),
      match(0, [0.6, 0.2, 0.1], [false, true, false], { intervals: [{ lo: 200, hi: 260 }, { lo: 240, hi: 250 }], firstTotal: 245 }),
    ]);
    // A: (0.25 + 0.04) / 2 = 0.145; B: (0.36 + 0.04 + 0.01) / 3 = 0.136667; mean 0.140833.
    expect(ev.brier.model).toBeCloseTo(0.140833, 6);
    expect(ev.brier.base_rate).toBeCloseTo(0.25, 12);
    // Pre-match held: A 0.25, B 0.36.
    expect(ev.brier.pre_match).toBeCloseTo(0.305, 12);
    // Over ends: A's 0.8 (0.04), B's 0.2 (0.04).
    expect(ev.brier_over_end.model).toBeCloseTo(0.04, 12);
    expect(ev.interval).toEqual({ matches: 1, coverage: 1 });
    const b5 = ev.reliability.by_balls[5];
    expect(b5).toMatchObject({ predicted: 0.5, observed: 1, matches: 1, points: 1 });
    expect(ev.reliability.by_balls[6]).toMatchObject({ predicted: 0.6, observed: 0 });
    expect(ev.matches).toBe(2);
    expect(ev.points).toBe(5);
  });

  it('weights by matches: a long match counts once in a decile, not once a ball', () => {
    // Both points in decile 7: A (1 of 1 point, won) and B (3 of 3 points, lost).
    const ev = evaluateLimited([match(1, [0.7], [false]), match(0, [0.75, 0.75, 0.75], [false, false, false])]);
    expect(ev.reliability.by_balls[7].observed).toBeCloseTo(1 / 4, 12);
    expect(ev.reliability.by_matches[7].observed).toBeCloseTo(1 / 2, 12);
    expect(ev.reliability.by_matches[7].predicted).toBeCloseTo(0.725, 12);
    expect(worstGap(ev.reliability.by_matches, 2)).toBeCloseTo(0.225, 12);
    expect(worstGap(ev.reliability.by_matches, 3)).toBe(0);
  });
});
