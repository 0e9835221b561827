import { describe, expect, it } from 'vitest';
import { matchupAverage, matchupDotShare, matchupStrikeRate, pickMatchups, pickThreshold, type MatchupFigures } from '../../../src/features/cricket/utils/matchup-picks';

const m = (bowler: string, balls: number, runs: number, dismissals: number, dots = 0): MatchupFigures => ({
  bowler, bowler_id: bowler.toLowerCase(), balls, runs, dismissals, dots, fours: 0, sixes: 0,
});

describe('match-up figures', () => {
  it('average, strike rate and dot share', () => {
    const x = m('A', 120, 90, 3, 72);
    expect(matchupAverage(x)).toBe(30);
    expect(matchupStrikeRate(x)).toBe(75);
    expect(matchupDotShare(x)).toBe(0.6);
    expect(matchupAverage(m('B', 10, 4, 0))).toBeNull();
    expect(matchupStrikeRate(m('C', 0, 0, 1))).toBeNull();
  });

  it('needs 60 balls in a long career, a twentieth of the balls in a short one, at least 6', () => {
    expect(pickThreshold(20000)).toBe(60);
    expect(pickThreshold(1200)).toBe(60);
    expect(pickThreshold(600)).toBe(30);
    expect(pickThreshold(30)).toBe(6);
    expect(pickThreshold(0)).toBe(6);
  });
});

describe('most and least successful match-ups', () => {
  it('picks the highest and lowest average among bowlers faced often enough', () => {
    const list = [
      m('Anderson', 600, 240, 8), // 30.00
      m('Broad', 400, 400, 2), // 200.00
      m('Swann', 300, 30, 3), // 10.00
      m('Part-timer', 12, 1, 1), // 1.00, but too few balls (threshold 60)
      m('Never got him', 59, 80, 0), // unbeaten, but too few balls
    ];
    const p = pickMatchups(list);
    expect(p.minBalls).toBe(60);
    expect(p.best?.bowler).toBe('Broad');
    expect(p.worst?.bowler).toBe('Swann');
  });

  it('ranks a bowler who never dismissed him as most successful, the one with more runs first', () => {
    const p = pickMatchups([m('A', 100, 50, 0), m('B', 100, 70, 0), m('C', 100, 20, 1)]);
    expect(p.best?.bowler).toBe('B');
    expect(p.worst?.bowler).toBe('C');
  });

  it('breaks a tie for least successful by dismissals', () => {
    const p = pickMatchups([m('A', 100, 20, 2), m('B', 100, 40, 4), m('C', 100, 300, 1)]);
    expect(p.worst?.bowler).toBe('B'); // both average 10; B got him out 4 times
    expect(p.best?.bowler).toBe('C');
  });

  it('picks nobody it cannot justify', () => {
    expect(pickMatchups([])).toEqual({ minBalls: 6, best: null, worst: null });
    expect(pickMatchups([m('A', 5, 5, 1)])).toEqual({ minBalls: 6, best: null, worst: null });
    // One qualifying bowler who got him out: only the least successful line.
    const one = pickMatchups([m('A', 30, 12, 2)]);
    expect(one.best).toBeNull();
    expect(one.worst?.bowler).toBe('A');
    // Nobody dismissed him: a most successful pick, no least successful.
    const none = pickMatchups([m('A', 30, 12, 0), m('B', 30, 20, 0)]);
    expect(none.best?.bowler).toBe('B');
    expect(none.worst).toBeNull();
  });
});
