import type { BallTable, PlayoutStart as EngineStart } from '../../../../workers/cricket/playout';
import type { MatchPlayout, WinProbabilityPoint } from '../api/cricket-types';

export interface PlayoutChoice {
  seq: number;
  inns: number;
  label: string;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/**
 * The balls a visitor can play the rest of the Test from: every point the scorecard's chart keeps but the last (after
 * the last ball the result is known), each with the model's figures on the page beside the playouts'.
 */
export function playoutChoices(points: readonly WinProbabilityPoint[]): PlayoutChoice[] {
  return points.slice(0, -1).map((p) => ({ seq: p.seq, inns: p.inns, label: ballLabel(p) }));
}

/** "Before the first ball" or "2nd innings, after ball 34.2". */
export function ballLabel(p: Pick<WinProbabilityPoint, 'seq' | 'inns' | 'over'>): string {
  return p.seq === 0 ? 'Before the first ball' : `${ORDINAL[p.inns - 1]} innings, after ball ${p.over}`;
}

/** The chosen ball from the address bar's text: one of the choices, else null. */
export function chosenBall(text: string | null, choices: readonly PlayoutChoice[]): number | null {
  if (text === null || !/^\d{1,5}$/.test(text)) return null;
  const seq = Number(text);
  return choices.some((c) => c.seq === seq) ? seq : null;
}

/** The answer's state and players in the engine's form (workers/cricket/playout.ts). */
export function engineStart(a: Pick<MatchPlayout, 'start' | 'sides'>): EngineStart {
  const s = a.start;
  const side = (k: 0 | 1) => ({ bat: a.sides[k].bat.map((p) => ({ out: p.out, runs: p.runs })), bowl: a.sides[k].bowl.map((p) => ({ out: p.out, runs: p.runs, weight: p.weight })) });
  return {
    inns: s.inns,
    batting: s.batting,
    runs: [s.runs[0], s.runs[1]],
    wickets: s.wickets,
    innsBalls: s.inns_balls,
    matchBalls: s.match_balls,
    innsRuns: s.inns_runs,
    order: [...s.order],
    lineup: { sides: [side(0), side(1)], queue: [...s.queue], bowler: s.bowler },
  };
}

/** The answer's ball table, time and follow-on rules in the engine's form. */
export function engineTable(a: Pick<MatchPlayout, 'table' | 'overs' | 'follow_on'>): BallTable {
  return { cumulative: a.table, ...(a.overs ? { overs: a.overs } : {}), ...(a.follow_on !== null ? { followOn: a.follow_on } : {}) };
}

/**
 * The final-lead histogram for the chart: 25-run bins (or `width`) from the lowest to the highest with a playout, empty bins
 * filled in, and bins of the far tails (each under `tail` of the playouts, outside the middle) merged into the end
 * bins so a few freak scores do not squeeze the chart. Counts sum to the playouts.
 */
export function leadBins(hist: readonly { from: number; count: number }[], tail = 0.005, width = 25): { from: number; to: number; count: number }[] {
  if (!hist.length) return [];
  const n = hist.reduce((a, b) => a + b.count, 0);
  const sorted = [...hist].sort((a, b) => a.from - b.from);
  // Trim bins off each end while what is trimmed stays within `tail` of the playouts.
  let lo = 0;
  let cut = 0;
  while (lo < sorted.length - 1 && cut + sorted[lo].count <= tail * n) cut += sorted[lo++].count;
  let hi = sorted.length - 1;
  cut = 0;
  while (hi > lo && cut + sorted[hi].count <= tail * n) cut += sorted[hi--].count;
  const from = sorted[lo].from;
  const to = sorted[hi].from;
  const bins = [];
  for (let b = from; b <= to; b += width) bins.push({ from: b, to: b + width, count: 0 });
  for (const h of sorted) {
    const i = Math.max(0, Math.min(bins.length - 1, Math.round((h.from - from) / width)));
    bins[i].count += h.count;
  }
  return bins;
}
