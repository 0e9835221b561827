import type { MatchListQuery } from '../../../../contracts/cricket-matches';

/**
 * The matches list's state, kept in the URL (its parameters are listed in contracts/route-manifest.ts) (/cricket/matches?team=England&ground=Lord%27s&page=2): the filters
 * the API takes (team, opposition, host, ground, year, result, q) and the page. Pure. Invalid values read as
 * "no filter" (the page never fails on a hand-edited link); the API names a bad field itself.
 */
export const MATCHES_PAGE_SIZE = 25;

export type MatchResultFilter = NonNullable<MatchListQuery['result']>;

/** The result filter's options and what they say (the record's keys are the API's values, checked by the type). */
export const RESULT_LABELS: Record<MatchResultFilter, string> = { win: 'Won by a side', draw: 'Drawn', tie: 'Tied', 'no result': 'No result' };
const RESULTS = Object.keys(RESULT_LABELS);

export interface MatchListState {
  team: string | null;
  opposition: string | null;
  host: string | null;
  ground: string | null;
  year: number | null;
  result: MatchResultFilter | null;
  q: string | null;
  page: number;
}

/** The filters, in the URL's order (the page is not one). */
export const MATCH_LIST_FILTERS = ['team', 'opposition', 'host', 'ground', 'year', 'result', 'q'] as const satisfies readonly (keyof MatchListQuery)[];

export const NO_MATCH_FILTERS: MatchListState = { team: null, opposition: null, host: null, ground: null, year: null, result: null, q: null, page: 1 };

const text = (raw: string | null, max: number) => {
  const t = raw?.trim() ?? '';
  return t && t.length <= max ? t : null;
};

export function parseMatchList(search: string): MatchListState {
  const p = new URLSearchParams(search);
  const year = p.get('year');
  const page = p.get('page');
  const result = p.get('result');
  return {
    team: text(p.get('team'), 80),
    opposition: text(p.get('opposition'), 80),
    host: text(p.get('host'), 80),
    ground: text(p.get('ground'), 120),
    year: year && /^\d{4}$/.test(year) ? Number(year) : null,
    result: RESULTS.includes(result ?? '') ? (result as MatchResultFilter) : null,
    q: text(p.get('q'), 80),
    page: page && /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** URL changes for a state (defaults removed). */
export function matchListParams(s: MatchListState): Record<string, string | null> {
  return {
    ...Object.fromEntries(MATCH_LIST_FILTERS.map((k) => [k, s[k] === null ? null : String(s[k])])),
    page: s.page === 1 ? null : String(s.page),
  };
}

/** The API's filter query for a state (the page is sent as limit/offset): one text per filter set, the cache key. */
export function matchListQueryString(s: MatchListState): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(matchListParams(s))) if (k !== 'page' && v !== null) p.set(k, v);
  return p.toString();
}

export const isMatchListFiltered = (s: MatchListState) => matchListQueryString(s) !== '';
