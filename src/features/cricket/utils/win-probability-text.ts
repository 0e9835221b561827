import { sharePercent } from '../../../../common/number-text';
import type { MatchWinProbability, WinProbabilityPoint } from '../api/cricket-types';

/** A chance as the pages print it: whole percents ("42 %"); below 1 % and above 99 % with one decimal. */
export function chance(p: number): string {
  return sharePercent(p, p > 0 && p < 0.01 ? 1 : p < 1 && p > 0.99 ? 1 : 0);
}

/** "England 42 %, draw 30 %, Australia 28 %". */
export function chanceText(wp: Pick<MatchWinProbability, 'batting_first' | 'other'>, p: WinProbabilityPoint): string {
  return `${wp.batting_first} ${chance(p.first_win)}, draw ${chance(p.draw)}, ${wp.other} ${chance(p.other_win)}`;
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
