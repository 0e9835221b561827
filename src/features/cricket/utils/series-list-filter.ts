import type { SeriesListState } from '../api/get-teams';

/**
 * The series list's state in the address (/cricket/series?team=england&year=2023&page=2): a team's slug, a year and
 * the page. Pure. A malformed value reads as no filter (the page never fails on a hand-edited link).
 */
export function parseSeriesList(search: string): SeriesListState {
  const p = new URLSearchParams(search);
  const team = p.get('team')?.trim().toLowerCase() ?? '';
  const year = p.get('year') ?? '';
  const page = p.get('page') ?? '';
  return {
    team: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(team) && team.length <= 80 ? team : null,
    year: /^\d{4}$/.test(year) ? Number(year) : null,
    page: /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The address changes for a state (defaults removed). */
export const seriesListParams = (s: SeriesListState): Record<string, string | null> => ({
  team: s.team,
  year: s.year === null ? null : String(s.year),
  page: s.page > 1 ? String(s.page) : null,
});
