/**
 * Scoring win/draw/loss forecasts (pure). Every Test weighs the same: a figure is the mean over a Test's points, then
 * the mean over Tests. The points scored are the pre-match point and the state after every delivery but the last
 * (after the last ball the chart shows the result, which would score itself).
 */

export type Triple = [number, number, number];

/** Ranked probability score of the ordered outcomes (first wins, draw, first loses) for outcome r (0, 1, 2). */
export function rps(p: Triple, r: number): number {
  const f1 = p[0];
  const f2 = p[0] + p[1];
  const o1 = r === 0 ? 1 : 0;
  const o2 = r <= 1 ? 1 : 0;
  return 0.5 * ((f1 - o1) ** 2 + (f2 - o2) ** 2);
}

export interface ScoredTest {
  /** 0 first wins, 1 draw, 2 first loses. */
  result: number;
  /** Points scored, in order (pre-match first). */
  points: Triple[];
  /** The innings each point belongs to (the pre-match point: 1). */
  inns: number[];
  /** The baseline held all match: the training seasons' base rates. */
  baseRates: Triple;
}

export interface ReliabilityBin {
  lo: number;
  hi: number;
  /** Mean forecast and observed frequency in the bin, each Test weighted equally (by its share of points). */
  predicted: number;
  observed: number;
  tests: number;
  points: number;
}

export interface Evaluation {
  tests: number;
  points: number;
  rps: { model: number; base_rates: number; pre_match: number };
  by_innings: { inns: number; tests: number; model: number; base_rates: number; pre_match: number }[];
  reliability: { first_win: ReliabilityBin[]; draw: ReliabilityBin[]; other_win: ReliabilityBin[] };
  /** The same deciles with every point (ball) weighing the same, not every Test. */
  reliability_by_balls: { first_win: ReliabilityBin[]; draw: ReliabilityBin[]; other_win: ReliabilityBin[] };
}

export function evaluate(tests: ScoredTest[]): Evaluation {
  const total = { model: 0, base_rates: 0, pre_match: 0 };
  const inns = [1, 2, 3, 4].map((k) => ({ inns: k, tests: 0, model: 0, base_rates: 0, pre_match: 0 }));
  const mk = () => [0, 1, 2].map(() => Array.from({ length: 10 }, (_, b) => ({ lo: b / 10, hi: (b + 1) / 10, wp: 0, wo: 0, w: 0, tests: 0, points: 0 })));
  const bins = mk();
  const balls = mk();
  let points = 0;
  for (const t of tests) {
    const n = t.points.length;
    if (!n) continue;
    points += n;
    const pre = t.points[0];
    const sums = { model: 0, base_rates: 0, pre_match: 0 };
    const per = [0, 0, 0, 0, 0].map(() => ({ n: 0, model: 0, base_rates: 0, pre_match: 0 }));
    const seen = [0, 1, 2].map(() => new Set<number>());
    for (let i = 0; i < n; i++) {
      const p = t.points[i];
      const m = rps(p, t.result);
      const b = rps(t.baseRates, t.result);
      const q = rps(pre, t.result);
      sums.model += m;
      sums.base_rates += b;
      sums.pre_match += q;
      const k = per[t.inns[i]];
      k.n++;
      k.model += m;
      k.base_rates += b;
      k.pre_match += q;
      for (let o = 0; o < 3; o++) {
        const bin = Math.min(9, Math.floor(p[o] * 10));
        const cell = bins[o][bin];
        cell.wp += p[o] / n;
        cell.wo += (t.result === o ? 1 : 0) / n;
        cell.w += 1 / n;
        cell.points++;
        const ball = balls[o][bin];
        ball.wp += p[o];
        ball.wo += t.result === o ? 1 : 0;
        ball.w += 1;
        ball.points++;
        seen[o].add(bin);
      }
    }
    total.model += sums.model / n;
    total.base_rates += sums.base_rates / n;
    total.pre_match += sums.pre_match / n;
    for (let k = 1; k <= 4; k++) {
      const c = per[k];
      if (!c.n) continue;
      const row = inns[k - 1];
      row.tests++;
      row.model += c.model / c.n;
      row.base_rates += c.base_rates / c.n;
      row.pre_match += c.pre_match / c.n;
    }
    for (let o = 0; o < 3; o++)
      for (const b of seen[o]) {
        bins[o][b].tests++;
        balls[o][b].tests++;
      }
  }
  const nt = tests.filter((t) => t.points.length).length || 1;
  const bin = (o: number, list = bins): ReliabilityBin[] =>
    list[o].map((c) => ({ lo: c.lo, hi: c.hi, predicted: c.w ? c.wp / c.w : 0, observed: c.w ? c.wo / c.w : 0, tests: c.tests, points: c.points }));
  return {
    tests: tests.filter((t) => t.points.length).length,
    points,
    rps: { model: total.model / nt, base_rates: total.base_rates / nt, pre_match: total.pre_match / nt },
    by_innings: inns.map((r) => ({
      inns: r.inns,
      tests: r.tests,
      model: r.tests ? r.model / r.tests : 0,
      base_rates: r.tests ? r.base_rates / r.tests : 0,
      pre_match: r.tests ? r.pre_match / r.tests : 0,
    })),
    reliability: { first_win: bin(0), draw: bin(1), other_win: bin(2) },
    reliability_by_balls: { first_win: bin(0, balls), draw: bin(1, balls), other_win: bin(2, balls) },
  };
}
