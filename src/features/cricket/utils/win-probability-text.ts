import { countText, sharePercent } from '../../../../common/number-text';
import type { MatchWinProbability, WinProbabilityPoint } from '../api/cricket-types';

/** A chance as the pages print it: whole percents ("42 %"); below 1 % and above 99 % with one decimal. */
export function chance(p: number): string {
  return sharePercent(p, p > 0 && p < 0.01 ? 1 : p < 1 && p > 0.99 ? 1 : 0);
}

/** "England 42 %, draw 30 %, Australia 28 %"; in an ODI or T20I (no draw) "England 42 %, Australia 58 %". */
export function chanceText(wp: Pick<MatchWinProbability, 'batting_first' | 'other' | 'limited'>, p: WinProbabilityPoint): string {
  if (wp.limited) return `${wp.batting_first} ${chance(p.first_win)}, ${wp.other} ${chance(p.other_win)}`;
  return `${wp.batting_first} ${chance(p.first_win)}, draw ${chance(p.draw)}, ${wp.other} ${chance(p.other_win)}`;
}

/**
 * The chase in one line, at a point of an ODI or T20I's chase: "India need 62 from 41 balls, 7 wickets left: 71 %"
 * (the chasing side's chance); null outside the chase.
 */
export function chaseText(wp: Pick<MatchWinProbability, 'other'>, p: WinProbabilityPoint): string | null {
  if (p.needed === undefined || p.balls_left === undefined || p.wickets === undefined) return null;
  if (p.needed <= 0) return `${wp.other} have reached the target`;
  const left = 10 - p.wickets;
  if (left <= 0 || p.balls_left <= 0) return `${wp.other} fell ${countText(p.needed, 'run')} short`;
  return `${wp.other} need ${countText(p.needed, 'run')} from ${countText(p.balls_left, 'ball')}, ${countText(left, 'wicket')} left: ${chance(p.other_win)}`;
}

/** The first innings' projected total at a point: "projected 287 (80 % interval 262 to 311)"; null elsewhere. */
export function projectedText(p: WinProbabilityPoint): string | null {
  if (!p.projected) return null;
  return `projected ${p.projected.total} (80 % interval ${p.projected.lo} to ${p.projected.hi})`;
}

/** True when the point is the last ball of its over (or of the match): the next point is in another over or innings. */
export function closesOver(points: readonly WinProbabilityPoint[], i: number): boolean {
  if (i === 0) return false;
  if (i === points.length - 1) return true;
  const next = points[i + 1];
  return next.inns !== points[i].inns || next.over.split('.')[0] !== points[i].over.split('.')[0];
}

/** The points the figures table shows: before the first ball, the end of each innings, and after the last ball. */
export function inningsBreaks(points: readonly WinProbabilityPoint[]): { label: string; point: WinProbabilityPoint }[] {
  const rows: { label: string; point: WinProbabilityPoint }[] = [];
  if (!points.length) return rows;
  rows.push({ label: 'Before the first ball', point: points[0] });
  for (let i = 1; i < points.length - 1; i++) {
    if (points[i + 1].inns !== points[i].inns) rows.push({ label: `End of the ${ordinalWord(points[i].inns)} innings`, point: points[i] });
  }
  if (points.length > 1) rows.push({ label: 'After the last ball', point: points[points.length - 1] });
  return rows;
}

const ordinalWord = (n: number) => ['first', 'second', 'third', 'fourth'][n - 1] ?? String(n);
