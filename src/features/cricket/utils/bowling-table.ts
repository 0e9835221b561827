import type { BowlingCareerRow, CricketPlayer, FieldingCareerRow } from '../api/cricket-types';

/**
 * The players page's Table view for bowling and fielding careers (the batting table is stats-table.ts): every
 * player who bowled (or has a fielding credit), filtered by team, by the years he played and (bowling) a minimum
 * of balls bowled, Statsguru's qualification; sorted by any column; paged. Kept in the URL: view=table,
 * stats=bowling|fielding, team, from, to, minb, sort, dir, page. Pure.
 */
export type TableStats = 'batting' | 'bowling' | 'fielding';

export function parseTableStats(search: string): TableStats {
  const s = new URLSearchParams(search).get('stats');
  return s === 'bowling' || s === 'fielding' ? s : 'batting';
}

export const BOWLING_SORTS = ['name', 'team', 'span', 'matches', 'innings', 'balls', 'runs', 'wickets', 'best', 'average', 'economy', 'strike_rate', 'five_wickets', 'ten_wickets'] as const;
export const FIELDING_SORTS = ['name', 'team', 'span', 'matches', 'catches', 'caught_and_bowled', 'stumpings', 'run_outs'] as const;
export type BowlingSort = (typeof BOWLING_SORTS)[number];
export type FieldingSort = (typeof FIELDING_SORTS)[number];

/** Figures where lower is better: their first sort is ascending. */
export const LOWER_IS_BETTER = new Set<string>(['average', 'economy', 'strike_rate']);

export interface OtherTableState {
  stats: 'bowling' | 'fielding';
  team: string | null;
  from: number | null;
  to: number | null;
  /** Minimum legal balls bowled (bowling). */
  minBalls: number;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
}

const int = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
};

export const defaultSort = (stats: 'bowling' | 'fielding') => (stats === 'bowling' ? 'wickets' : 'catches');

export function parseOtherTable(search: string, stats: 'bowling' | 'fielding'): OtherTableState {
  const p = new URLSearchParams(search);
  const sorts: readonly string[] = stats === 'bowling' ? BOWLING_SORTS : FIELDING_SORTS;
  const sort = sorts.includes(p.get('sort') ?? '') ? (p.get('sort') as string) : defaultSort(stats);
  const dir = p.get('dir') === 'asc' ? 'asc' : p.get('dir') === 'desc' ? 'desc' : LOWER_IS_BETTER.has(sort) ? 'asc' : 'desc';
  return {
    stats,
    team: p.get('team') || null,
    from: int(p.get('from'), 1800, 2200),
    to: int(p.get('to'), 1800, 2200),
    minBalls: int(p.get('minb'), 0, 999999) ?? 1,
    sort,
    dir,
    page: int(p.get('page'), 1, 9999) ?? 1,
  };
}

export function otherTableParams(s: OtherTableState): Record<string, string | null> {
  return {
    view: 'table',
    stats: s.stats,
    team: s.team,
    from: s.from === null ? null : String(s.from),
    to: s.to === null ? null : String(s.to),
    min: null,
    minb: s.stats === 'bowling' && s.minBalls !== 1 ? String(s.minBalls) : null,
    sort: s.sort === defaultSort(s.stats) ? null : s.sort,
    dir: s.dir === (LOWER_IS_BETTER.has(s.sort) ? 'asc' : 'desc') ? null : s.dir,
    page: s.page === 1 ? null : String(s.page),
  };
}

export interface BowlingTableRow {
  p: CricketPlayer;
  b: BowlingCareerRow;
}
export interface FieldingTableRow {
  p: CricketPlayer;
  f: FieldingCareerRow;
}

const year = (d: string) => Number(d.slice(0, 4));

function keep(p: CricketPlayer, s: OtherTableState) {
  return (s.team === null || p.team === s.team) && (s.from === null || year(p.last_test) >= s.from) && (s.to === null || year(p.first_test) <= s.to);
}

function commonValue(p: CricketPlayer, sort: string): string | number | null | undefined {
  if (sort === 'name') return (p.full_name ?? p.name).toLowerCase();
  if (sort === 'team') return p.team.toLowerCase();
  if (sort === 'span') return p.first_test;
  if (sort === 'matches') return p.matches;
  return undefined;
}

/** Sorted rows: missing values last either way; ties keep the given order. */
function sortRows<T>(rows: T[], value: (r: T) => string | number | null, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((r, i) => ({ r, i, v: value(r) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
      const c = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
      return c * sign || a.i - b.i;
    })
    .map((x) => x.r);
}

/** Bowlers (most wickets first before sorting) who pass the filters and bowled at least `minBalls` balls. */
export function bowlingTableRows(players: readonly CricketPlayer[], bowlers: readonly BowlingCareerRow[], s: OtherTableState): BowlingTableRow[] {
  const byId = new Map(players.map((p) => [p.player_id, p]));
  const rows: BowlingTableRow[] = [];
  for (const b of bowlers) {
    const p = byId.get(b.player_id);
    if (p && b.balls >= Math.max(1, s.minBalls) && keep(p, s)) rows.push({ p, b });
  }
  return sortRows(
    rows,
    ({ p, b }) => {
      const c = commonValue(p, s.sort);
      if (c !== undefined) return c;
      if (s.sort === 'best') return b.best_innings ? b.best_innings.wickets * 100000 - b.best_innings.runs : null;
      return b[s.sort as Exclude<BowlingSort, 'name' | 'team' | 'span' | 'matches' | 'best'>];
    },
    s.dir,
  );
}

/** Fielders (most catches first before sorting) who pass the filters. */
export function fieldingTableRows(players: readonly CricketPlayer[], fielders: readonly FieldingCareerRow[], s: OtherTableState): FieldingTableRow[] {
  const byId = new Map(players.map((p) => [p.player_id, p]));
  const rows: FieldingTableRow[] = [];
  for (const f of fielders) {
    const p = byId.get(f.player_id);
    if (p && keep(p, s)) rows.push({ p, f });
  }
  return sortRows(
    rows,
    ({ p, f }) => {
      const c = commonValue(p, s.sort);
      return c !== undefined ? c : f[s.sort as Exclude<FieldingSort, 'name' | 'team' | 'span' | 'matches'>];
    },
    s.dir,
  );
}
