import type { MatchWinProbability } from '../api/cricket-types';
import { closesOver } from './win-probability-text';

/** Points the scorecard keeps for its chart: about this many, whatever the length of the Test. */
export const CHART_POINTS = 360;

/**
 * A Test's win-probability answer with its points thinned for the page (the server's HTML carries the page's data,
 * and 2,000 points would add 150 KB to it): every k-th point, plus every point the page reads on its own: the first
 * and last, the last of each innings (the figures table) and both sides of each turning point and of each
 * swing left out of them.
 */
export function thinPoints(wp: MatchWinProbability, target = CHART_POINTS): MatchWinProbability {
  const pts = wp.points;
  if (pts.length <= target) return wp;
  const step = Math.ceil(pts.length / target);
  const keep = new Set<number>();
  for (const t of [...wp.turning_points, ...wp.left_out]) {
    keep.add(t.seq);
    keep.add(t.seq - 1);
  }
  // An ODI or T20I keeps every over's last ball too (the table of chances at each over's end).
  const overEnd = (i: number) => wp.limited !== undefined && closesOver(pts, i);
  const points = pts.filter((p, i) => i % step === 0 || i === pts.length - 1 || keep.has(p.seq) || (i + 1 < pts.length && pts[i + 1].inns !== p.inns) || overEnd(i));
  return { ...wp, points };
}
