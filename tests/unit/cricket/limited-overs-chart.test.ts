import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchWinProbability, WinProbabilityPoint } from '../../../contracts/cricket-win-probability';
import { OverEndsTable } from '../../../src/features/cricket/components/win-probability/limited-overs-parts';
import { pointReadout, powerplaySpans } from '../../../src/features/cricket/components/win-probability/win-probability-chart';
import { thinPoints } from '../../../src/features/cricket/utils/thin-points';
import { chanceText, chaseText, closesOver, projectedText } from '../../../src/features/cricket/utils/win-probability-text';

// A 50-over ODI, six legal balls an over, no extras: 300 balls each side. Point seq k > 0 is after delivery k.
const over = (k: number, inns: number) => {
  const b = inns === 1 ? k - 1 : k - 301;
  return `${Math.floor(b / 6)}.${(b % 6) + 1}`;
};
const points: WinProbabilityPoint[] = Array.from({ length: 601 }, (_, seq) => {
  const inns = seq <= 300 ? 1 : 2;
  const base = { seq, inns, over: seq === 0 ? '0.0' : over(seq, inns), first_win: 0.6, draw: 0, other_win: 0.4 };
  if (seq < 300) return { ...base, runs: seq, wickets: 2, balls_left: 300 - seq, projected: { total: 290, lo: 260, hi: 320 } };
  return { ...base, runs: seq - 300, wickets: 3, balls_left: 600 - seq, needed: 281 - (seq - 300), required_rate: 6, projected: null };
});
const wp: MatchWinProbability = {
  model: { version: 'v', method: 'm', held_out: 'h' },
  format: 'odis',
  batting_first: 'England',
  other: 'India',
  result: 'other',
  limited: { overs: 50, target: { runs: 281, balls: 300, revised: false }, powerplays: [{ inns: 1, from: 1, to: 10, type: 'mandatory' }, { inns: 2, from: 1, to: 10, type: 'mandatory' }] },
  points,
  turning_points: [],
  left_out: [],
};

describe('an ODI or T20I on the scorecard', () => {
  it('speaks of two outcomes, the chase and the projected total', () => {
    expect(chanceText(wp, points[10])).toBe('England 60 %, India 40 %');
    // After ball 359 (the chase's 59th): 281 - 59 = 222 needed from 241 balls, 7 wickets left.
    expect(chaseText(wp, points[359])).toBe('India need 222 runs from 241 balls, 7 wickets left: 40 %');
    expect(chaseText(wp, { ...points[359], needed: 1, balls_left: 1, wickets: 9 })).toBe('India need 1 run from 1 ball, 1 wicket left: 40 %');
    expect(chaseText(wp, points[10])).toBeNull();
    expect(projectedText(points[10])).toBe('projected 290 (80 % interval 260 to 320)');
    expect(pointReadout(wp, points[10])).toEqual(['1st innings, after ball 1.4', 'England 60 %', 'India 40 %', 'projected 290 (80 % interval 260 to 320)']);
  });

  it("keeps every over's last ball when thinning, and lists one row per over in the server's HTML", () => {
    expect(closesOver(points, 6)).toBe(true);
    expect(closesOver(points, 5)).toBe(false);
    const thin = thinPoints(wp);
    expect(thin.points.length).toBeLessThan(points.length);
    // 50 overs a side: 100 over ends.
    expect(thin.points.filter((_, i) => closesOver(thin.points, i)).length).toBe(100);
    const html = renderToStaticMarkup(createElement(OverEndsTable, { wp: thin }));
    expect(html.match(/<tr class="border-t/g)?.length).toBe(100);
    expect(html).toContain('1st inns, 9.6');
    expect(html).toContain('projected 290 (80 % interval 260 to 320)');
  });

  it('marks each powerplay over the deliveries it covers', () => {
    // Innings 1's overs 1-10 are deliveries 1-60 (from the point before the first, 0); innings 2's are 301-360.
    expect(powerplaySpans(wp).map(({ from, to }) => [from, to])).toEqual([
      [0, 60],
      [300, 360],
    ]);
  });
});
