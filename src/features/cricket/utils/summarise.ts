import { formatDate } from '../../../lib/format-date';
import type { InningsRecord } from '../api/cricket-types';
import { compareText } from '../../../../common/compare-text';
import { average } from '../../../../common/cricket/exact-round';
import { battingSummary, type BattingSummary } from '../../../../common/cricket/batting-summary';
import { fixedHalfUp, formatNumber } from '../../../../common/number-text';

/** The batting summary of a group of innings records, named by its key (a year, an opponent, "filtered"). */
export interface GroupSummary extends BattingSummary {
  key: string;
}

export const summarise = (key: string, records: readonly InningsRecord[]): GroupSummary => ({ key, ...battingSummary(records) });

export type Grouping = 'year' | 'opposition' | 'position' | 'ground' | 'host' | 'inns' | 'venue-type' | 'dismissal';

export const GROUPINGS: { id: Grouping; label: string; column: string }[] = [
  { id: 'year', label: 'Year', column: 'Year' },
  { id: 'opposition', label: 'Opposition', column: 'Opposition' },
  { id: 'position', label: 'Batting Pos.', column: 'Pos.' },
  { id: 'ground', label: 'Ground', column: 'Ground' },
  { id: 'host', label: 'Host Country', column: 'Host Country' },
  { id: 'inns', label: 'Innings No.', column: 'Innings No.' },
  { id: 'venue-type', label: 'Home/Away/Neutral', column: 'Venue' },
  { id: 'dismissal', label: 'Dismissal', column: 'Dismissal' },
];

/** The fields the career filters and groupings read: batting records and bowling innings alike carry them. */
/** A record the career filters and groupings read: a batting or bowling innings, or a whole Test (no innings number). */
export type CareerInnings = Pick<InningsRecord, 'team' | 'opposition' | 'host_country' | 'ground' | 'match_year'> & { match_inns?: number };

/** Home when the host is the player's team, away when it is the opposition, else neutral. */
export function venueType(r: CareerInnings): 'Home' | 'Away' | 'Neutral' {
  if (r.host_country === r.team) return 'Home';
  if (r.host_country === r.opposition) return 'Away';
  return 'Neutral';
}

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/** A record's group under a grouping (batting position and dismissal exist on batting records only). */
export function groupKey(g: Grouping, r: CareerInnings & Partial<Pick<InningsRecord, 'batting_position' | 'dismissal'>>): string {
  switch (g) {
    case 'year':
      return String(r.match_year);
    case 'opposition':
      return r.opposition;
    case 'position':
      return r.batting_position === null || r.batting_position === undefined ? '-' : String(r.batting_position);
    case 'ground':
      return r.ground;
    case 'host':
      return r.host_country ?? 'Unknown';
    case 'inns':
      return r.match_inns === undefined ? '-' : `${ORDINAL[r.match_inns - 1] ?? r.match_inns} innings`;
    case 'venue-type':
      return venueType(r);
    case 'dismissal':
      return r.dismissal ?? '-';
  }
}

/**
 * Records grouped and summed by `sum`, in a natural order for each grouping: years, positions and innings in
 * order, home/away/neutral in that order, anything else by `size` (most first), then name.
 */
export function groupRecords<R extends CareerInnings & Partial<Pick<InningsRecord, 'batting_position' | 'dismissal'>>, S extends { key: string }>(
  g: Grouping,
  records: readonly R[],
  sum: (key: string, list: R[]) => S,
  size: (s: S) => number,
): S[] {
  const groups = new Map<string, R[]>();
  for (const r of records) {
    const k = groupKey(g, r);
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  const rows = [...groups].map(([k, list]) => sum(k, list));
  if (g === 'year' || g === 'position' || g === 'inns') rows.sort((a, b) => compareText(a.key, b.key));
  else if (g === 'venue-type') rows.sort((a, b) => ['Home', 'Away', 'Neutral'].indexOf(a.key) - ['Home', 'Away', 'Neutral'].indexOf(b.key));
  else rows.sort((a, b) => size(b) - size(a) || compareText(a.key, b.key));
  return rows;
}

/** Groups of batted innings, in a natural order for each grouping. */
export function breakdown(g: Grouping, records: readonly InningsRecord[]): GroupSummary[] {
  return groupRecords(
    g,
    records.filter((r) => r.did_bat),
    summarise,
    (s) => s.innings,
  );
}

export const RUN_BINS = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-99', '100+'];

export function binCounts(records: readonly InningsRecord[]): { bin: string; count: number }[] {
  const counts = new Map(RUN_BINS.map((b) => [b, 0]));
  for (const r of records) if (r.did_bat && r.run_bin) counts.set(r.run_bin, (counts.get(r.run_bin) ?? 0) + 1);
  return RUN_BINS.map((bin) => ({ bin, count: counts.get(bin) ?? 0 }));
}

/** Career batting average after each innings (null until the first dismissal). */
export function averageWorm(records: readonly InningsRecord[]): { innings: number; average: number | null; runs: number }[] {
  let runs = 0, outs = 0, n = 0;
  const out: { innings: number; average: number | null; runs: number }[] = [];
  for (const r of records) {
    if (!r.did_bat) continue;
    n++;
    runs += r.runs;
    outs += r.is_out;
    out.push({ innings: n, average: average(runs, outs), runs: r.runs });
  }
  return out;
}

export function dismissalCounts(records: readonly InningsRecord[]): { kind: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of records) if (r.did_bat) counts.set(r.dismissal, (counts.get(r.dismissal) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count || compareText(a.kind, b.kind));
}

export const fmtAverage = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : fixedHalfUp(x, 2));
export const fmtRate = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : fixedHalfUp(x, 2));

/** The site's date format: "2020-07-01" -> "1 Jul 2020"; a missing date is "-". */
export const fmtDate = (iso: string | null | undefined): string => (iso ? formatDate(iso) : '-');

export function countLine(total: number, shown: number, searching: boolean): string {
  if (!searching || shown === total) return `Total players available: ${formatNumber(total)}`;
  return shown === 1 ? 'Search returned 1 player' : `Search returned ${formatNumber(shown)} players`;
}
