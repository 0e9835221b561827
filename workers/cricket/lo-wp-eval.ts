/**
 * Scoring the limited-overs forecasts (pure). Every match weighs the same: a figure is the mean over a match's points,
 * then over matches. Brier score of P(side batting first wins): at every delivery (the pre-match point and the state
 * after every delivery but the last) and at the end of each over; beside the training seasons' base rate and the
 * model's own pre-match figure held all match. Reliability in deciles of P(side batting first wins), by balls (every
 * point weighs the same) and by matches (every match weighs the same), each with the matches that have a point in it.
 * The projected first-innings total: the share of points whose 80 % interval holds the final total (by matches).
 */
import type { LoScoredMatch } from './lo-wp-build';

export interface LoReliabilityBin {
  lo: number;
  hi: number;
  predicted: number;
  observed: number;
  matches: number;
  points: number;
}

export interface LoEvaluation {
  matches: number;
  points: number;
  brier: { model: number; base_rate: number; pre_match: number };
  brier_over_end: { model: number; base_rate: number; pre_match: number };
  reliability: { by_balls: LoReliabilityBin[]; by_matches: LoReliabilityBin[] };
  /** Matches with a full-length first innings whose intervals were checked, and the share holding the final total. */
  interval: { matches: number; coverage: number };
}

const sq = (x: number) => x * x;

export function evaluateLimited(scored: readonly LoScoredMatch[]): LoEvaluation {
  const all = { model: 0, base_rate: 0, pre_match: 0 };
  const overEnd = { model: 0, base_rate: 0, pre_match: 0 };
  let overEndMatches = 0;
  const mk = () => Array.from({ length: 10 }, (_, b) => ({ lo: b / 10, hi: (b + 1) / 10, wp: 0, wo: 0, w: 0, matches: 0, points: 0 }));
  const byBalls = mk();
  const byMatches = mk();
  let points = 0;
  let matches = 0;
  let cover = 0;
  let coverMatches = 0;
  for (const m of scored) {
    const n = m.p.length;
    if (!n) continue;
    matches++;
    points += n;
    const pre = m.p[0];
    const s = { model: 0, base_rate: 0, pre_match: 0 };
    const e = { model: 0, base_rate: 0, pre_match: 0, n: 0 };
    const seen = new Set<number>();
    for (let i = 0; i < n; i++) {
      const q = m.p[i];
      const bm = sq(q - m.y);
      const bb = sq(m.baseRate - m.y);
      const bp = sq(pre - m.y);
      s.model += bm;
      s.base_rate += bb;
      s.pre_match += bp;
      if (m.overEnd[i]) {
        e.model += bm;
        e.base_rate += bb;
        e.pre_match += bp;
        e.n++;
      }
      const bin = Math.min(9, Math.floor(q * 10));
      byBalls[bin].wp += q;
      byBalls[bin].wo += m.y;
      byBalls[bin].w += 1;
      byBalls[bin].points++;
      byMatches[bin].wp += q / n;
      byMatches[bin].wo += m.y / n;
      byMatches[bin].w += 1 / n;
      byMatches[bin].points++;
      seen.add(bin);
    }
    for (const b of seen) {
      byBalls[b].matches++;
      byMatches[b].matches++;
    }
    all.model += s.model / n;
    all.base_rate += s.base_rate / n;
    all.pre_match += s.pre_match / n;
    if (e.n) {
      overEndMatches++;
      overEnd.model += e.model / e.n;
      overEnd.base_rate += e.base_rate / e.n;
      overEnd.pre_match += e.pre_match / e.n;
    }
    if (m.intervals && m.intervals.length) {
      let inside = 0;
      for (const iv of m.intervals) if (m.firstTotal >= iv.lo && m.firstTotal <= iv.hi) inside++;
      cover += inside / m.intervals.length;
      coverMatches++;
    }
  }
  const per = (t: typeof all, k: number) => ({ model: k ? t.model / k : 0, base_rate: k ? t.base_rate / k : 0, pre_match: k ? t.pre_match / k : 0 });
  const bins = (list: ReturnType<typeof mk>): LoReliabilityBin[] =>
    list.map((c) => ({ lo: c.lo, hi: c.hi, predicted: c.w ? c.wp / c.w : 0, observed: c.w ? c.wo / c.w : 0, matches: c.matches, points: c.points }));
  return {
    matches,
    points,
    brier: per(all, matches),
    brier_over_end: per(overEnd, overEndMatches),
    reliability: { by_balls: bins(byBalls), by_matches: bins(byMatches) },
    interval: { matches: coverMatches, coverage: coverMatches ? cover / coverMatches : 0 },
  };
}

/** The largest gap between forecast and outcome in a decile with points from at least `min` matches. */
export function worstGap(bins: readonly LoReliabilityBin[], min = 100): number {
  let worst = 0;
  for (const b of bins) if (b.matches >= min) worst = Math.max(worst, Math.abs(b.observed - b.predicted));
  return worst;
}
