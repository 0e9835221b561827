import type { LoMatchPlayout } from '../../../../contracts/cricket-lo-playout';
import type { LoStart, LoTable } from '../../../../workers/cricket/lo-playout';

/** The answer's state and players in the engine's form (workers/cricket/lo-playout.ts). */
export function engineLoStart(a: Pick<LoMatchPlayout, 'start' | 'sides'>): LoStart {
  const s = a.start;
  const side = (k: 0 | 1) => ({ bat: a.sides[k].bat.map((p) => ({ out: p.out, runs: p.runs })), bowl: a.sides[k].bowl.map((p) => ({ out: p.out, runs: p.runs, weight: p.weight })) });
  return {
    inns: s.inns,
    runs: s.runs,
    wickets: s.wickets,
    balls: s.balls,
    allowed: s.allowed,
    ...(s.target !== null ? { target: s.target } : {}),
    ...(s.chase_allowed !== null ? { chaseAllowed: s.chase_allowed } : {}),
    lineup: { sides: [side(0), side(1)], queue: [...s.queue], bowler: s.bowler, previous: s.previous, bowled: [...s.bowled] },
  };
}

export const engineLoTable = (a: Pick<LoMatchPlayout, 'table'>): LoTable => ({ cumulative: a.table });

/** The median of a histogram of `width`-run bins, taken as the middle of the bin where half the count is reached. */
export function binMedian(hist: readonly { from: number; count: number }[], width: number): number | null {
  const n = hist.reduce((a, b) => a + b.count, 0);
  if (!n) return null;
  let acc = 0;
  for (const b of [...hist].sort((x, y) => x.from - y.from)) {
    acc += b.count;
    if (acc >= n / 2) return b.from + width / 2;
  }
  return null;
}
