import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchWinProbability } from '../../../contracts/cricket-win-probability';
import { inningsStarts, WinProbabilityChart } from '../../../src/features/cricket/components/win-probability/win-probability-chart';
import { thinPoints } from '../../../src/features/cricket/utils/thin-points';

// A Test of 1,500 deliveries: innings 1 to ball 500, 2 to 900, 3 to 1,200, 4 to 1,500; turning points late in it.
const points = Array.from({ length: 1501 }, (_, seq) => ({
  seq,
  inns: seq <= 500 ? 1 : seq <= 900 ? 2 : seq <= 1200 ? 3 : 4,
  over: '0.0',
  first_win: 0.5,
  draw: 0.2,
  other_win: 0.3,
}));
const wp: MatchWinProbability = {
  model: { version: 'v', method: 'm', held_out: 'h' },
  batting_first: 'A',
  other: 'B',
  result: 'draw',
  points,
  turning_points: [1450, 1300, 1000, 750, 100].map((seq) => ({ seq, inns: points[seq].inns, over: '1.1', batter: 'x', bowler: 'y', swing: 0.1, text: 't' })),
  left_out: [],
};

/** The x of every `translate(x,…)` the chart writes for the turning marks and the innings rules. */
function marksX(html: string): number[] {
  return [...html.matchAll(/<g transform="translate\(([-\d.]+),/g)].map((m) => Number(m[1]));
}

describe('the win-probability chart spans the whole Test when its points are thinned', () => {
  const thin = thinPoints(wp);
  it('the page keeps fewer points than deliveries', () => {
    expect(thin.points.length).toBeLessThan(500);
  });

  it('the innings start where the full series says, thinned or not', () => {
    expect(inningsStarts(points)).toEqual([[1, 0], [2, 500], [3, 900], [4, 1200]]);
    expect(inningsStarts(thin.points)).toEqual([[1, 0], [2, 500], [3, 900], [4, 1200]]);
  });

  it('every turning mark and innings rule stands inside the plot, at the same place as on the full series', () => {
    const full = renderToStaticMarkup(createElement(WinProbabilityChart, { wp, width: 600 }));
    const thinned = renderToStaticMarkup(createElement(WinProbabilityChart, { wp: thin, width: 600 }));
    const inner = 600 - 48; // well inside the width, whatever the margins
    for (const x of marksX(thinned)) expect(x).toBeLessThanOrEqual(inner);
    expect(marksX(thinned)).toEqual(marksX(full));
  });
});
