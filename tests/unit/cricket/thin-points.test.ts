import { describe, expect, it } from 'vitest';
import type { MatchWinProbability } from '../../../contracts/cricket-win-probability';
import { thinPoints } from '../../../src/features/cricket/utils/thin-points';
import { inningsBreaks } from '../../../src/features/cricket/utils/win-probability-text';

describe('the scorecard keeps fewer points but every one it reads', () => {
  // 1,001 points: innings 1 to ball 400, 2 to 700, 3 to 1,000.
  const points = Array.from({ length: 1001 }, (_, seq) => ({ seq, inns: seq <= 400 ? 1 : seq <= 700 ? 2 : 3, over: '0.0', first_win: seq / 1000, draw: 0, other_win: 1 - seq / 1000 }));
  const wp: MatchWinProbability = {
    model: { version: 'v', method: 'm', held_out: 'h' },
    batting_first: 'A',
    other: 'B',
    result: 'batting_first',
    points,
    turning_points: [{ seq: 555, inns: 2, over: '1.1', batter: 'x', bowler: 'y', swing: 0.1, text: 't' }],
    left_out: [{ seq: 621, inns: 2, over: '2.1', batter: 'x', bowler: 'y', swing: -0.2, text: 'England declared', blind: 'declaration' }],
  };
  it('thins to about the target, keeping the innings ends, the ends and both sides of a turning point and of a swing left out', () => {
    const thin = thinPoints(wp, 100);
    expect(thin.points.length).toBeLessThan(120);
    const seqs = new Set(thin.points.map((p) => p.seq));
    for (const s of [0, 400, 700, 1000, 554, 555, 620, 621]) expect(seqs.has(s), String(s)).toBe(true);
    expect(inningsBreaks(thin.points)).toEqual(inningsBreaks(points));
  });
});
