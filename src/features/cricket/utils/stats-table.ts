import type { CricketPlayer } from '../api/cricket-types';

/**
 * The Statsguru-like "Table" view of the players list: every player with innings, filtered by team, by the years
 * he played (his archive career overlaps the span) and a minimum number of innings, sorted by any column, paged.
 * Kept in the URL: view=table, team, from, to, min, sort, dir, page. Pure.
 */
export const TABLE_PAGE_SIZE = 50;

export const TABLE_SORTS = ['name', 'team', 'span', 'matches', 'innings', 'not_outs', 'runs', 'highest', 'average', 'strike_rate', 'hundreds', 'fifties', 'fours', 'sixes'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];

export interface TableState {
  team: string | null;
  from: number | null;
  to: number | null;
  minInnings: number;
  sort: TableSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_TABLE: TableState = { team: null, from: null, to: null, minInnings: 1, sort: 'runs', dir: 'desc', page: 1 };

const int = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
};

export function parseTable(search: string): TableState {
  const p = new URLSearchParams(search);
  const sort = p.get('sort');
  return {
    team: p.get('team') || null,
    from: int(p.get('from'), 1800, 2200),
    to: int(p.get('to'), 1800, 2200),
    minInnings: int(p.get('min'), 0, 9999) ?? DEFAULT_TABLE.minInnings,
    sort: (TABLE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TableSort) : DEFAULT_TABLE.sort,
    dir: p.get('dir') === 'asc' ? 'asc' : p.get('dir') === 'desc' ? 'desc' : DEFAULT_TABLE.dir,
    page: int(p.get('page'), 1, 9999) ?? 1,
  };
}

/** The URL parameters of a table state (defaults left out; null removes a parameter). */
export function tableParams(s: TableState): Record<string, string | null> {
  return {
    view: 'table',
    team: s.team,
    from: s.from === null ? null : String(s.from),
    to: s.to === null ? null : String(s.to),
    min: s.minInnings === DEFAULT_TABLE.minInnings ? null : String(s.minInnings),
    sort: s.sort === DEFAULT_TABLE.sort ? null : s.sort,
    dir: s.dir === DEFAULT_TABLE.dir ? null : s.dir,
    page: s.page === 1 ? null : String(s.page),
  };
}

const year = (d: string) => Number(d.slice(0, 4));

function sortValue(p: CricketPlayer, sort: TableSort): number | string | null {
  switch (sort) {
    case 'name':
      return (p.full_name ?? p.name).toLowerCase();
    case 'team':
      return p.team.toLowerCase();
    case 'span':
      return p.first_test;
    case 'highest':
      return p.highest_score === null ? null : p.highest_score * 2 + (p.highest_not_out ? 1 : 0);
    default:
      return p[sort];
  }
}

/** Filtered and sorted rows (missing values last either way; ties keep the list order: runs, most first). */
export function tableRows(players: readonly CricketPlayer[], s: TableState): CricketPlayer[] {
  const rows = players.filter(
    (p) =>
      p.innings >= Math.max(1, s.minInnings) &&
      (s.team === null || p.team === s.team) &&
      (s.from === null || year(p.last_test) >= s.from) &&
      (s.to === null || year(p.first_test) <= s.to),
  );
  const sign = s.dir === 'asc' ? 1 : -1;
  return rows
    .map((p, i) => ({ p, i, v: sortValue(p, s.sort) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
      const c = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
      return c * sign || a.i - b.i;
    })
    .map((x) => x.p);
}

/** Teams a player's latest match was for, sorted, for the team filter. */
export const tableTeams = (players: readonly CricketPlayer[]) => [...new Set(players.map((p) => p.team))].sort();
