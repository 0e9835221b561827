/**
 * GET /api/cricket/series and /series/{slug}. A series is the Tests sharing `info.event.name`,
 * `info.season`, the pairing of teams and the host country (a tour of two countries under one name is two series,
 * and so are one pairing's home and away series under one name and season). Its result counts the Tests the archive
 * holds (common/cricket/team-results.ts seriesResult); a missing Test is named from the series numbering
 * (`match_number`) and from the archive's missing Tests the coverage derivation places in the series
 * (cricket_missing_matches), and from the official Test numbers: a missing Test that may follow the series' last held
 * Test before either team's next one (common/cricket/series-completeness.ts); then the result is given only as far
 * as the archive holds. A Test postponed to the next season continues its series (common/cricket/series-continuation.ts):
 * the two runs are one series, answering at both slugs.
 */
import type { SeriesBatting, SeriesBowling, SeriesDetail, SeriesRow } from '../../../contracts/cricket-teams';
import type { PagedAnswer } from '../../../contracts/paging';
import { pairOf, teamSlug } from '../../../common/cricket/cricket-slugs';
import { average } from '../../../common/cricket/exact-round';
import { seriesResult, type MissingCandidate, type SeriesTest } from '../../../common/cricket/team-results';
import { possibleSeriesTests } from '../../../common/cricket/series-completeness';
import { continuations } from '../../../common/cricket/series-continuation';
import type { Db } from '../../db/database';
import { cricketFormat, type CricketFormatKey } from '../../../common/cricket/formats';
import { ApiError } from '../../lib/errors';
import { allMatches, bowlerFigures, inMatches, perVersion, playerRefs, seriesKeyOf, seriesSlugs, testRows, type MatchInfo } from './team-data';
import { slugKey } from '../../../common/slug-key';

export interface SeriesGroup {
  key: string;
  slug: string;
  name: string;
  season: string;
  pair: [string, string];
  host: string | null;
  /** Oldest first. */
  tests: (MatchInfo & SeriesTest)[];
  missing: MissingCandidate[];
  /** Where some of its Tests are filed under another event name: that name and the Tests' numbers in the series. */
  filedAs: { name: string; numbers: number[] }[];
  /** One match of the format, in the result's words: "Test", "ODI", "T20I". */
  word: string;
}

interface MissingRow {
  test_number: number;
  team1: string | null;
  team2: string | null;
  series: string | null;
  series_match: number | null;
}

/**
 * Every series of the archive (Tests without a series name belong to none), oldest first; once per data version.
 * `slugs` maps each series key to its page's slug; a run of Tests that continues another season's series answers at
 * its own slug too (`aliases`, slug -> the series' slug).
 */
export function allSeries(db: Db, fmt: CricketFormatKey): { slugs: Map<string, string>; groups: readonly SeriesGroup[]; aliases: Map<string, string> } {
  return perVersion(db, `series|${fmt}`, (d) => {
    const matches = allMatches(d, fmt);
    const keySlugs = seriesSlugs(matches);
    const { groups, moved } = mergeContinued(seriesOfMatches(d, matches, keySlugs, fmt), cricketFormat(fmt).matchType === 'Test');
    const slugs = new Map(keySlugs);
    const aliases = new Map<string, string>();
    for (const [key, into] of moved) {
      if (keySlugs.get(key) !== into.slug) aliases.set(keySlugs.get(key)!, into.slug);
      slugs.set(key, into.slug);
    }
    return { slugs, groups, aliases };
  });
}

/**
 * Runs that continue another run's series (common/cricket/series-continuation.ts) joined to it: a postponed Test's
 * season reads "2021 and 2022"; where the first Tests are filed under another event name, the series keeps the name
 * (and address) of the run with more Tests, the later on a tie, and says under which name the others are filed
 * (Tests only: `renamedToo`).
 * `moved`: every run key now answered by another group's slug.
 */
function mergeContinued(groups: SeriesGroup[], renamedToo: boolean): { groups: SeriesGroup[]; moved: Map<string, SeriesGroup> } {
  const parts = groups.map((g) => ({
    name: g.name,
    season: g.season,
    pair: g.pair,
    numbers: g.tests.map((t) => t.matchNumber),
    firstDate: g.tests[0].start_date,
    lastDate: g.tests[g.tests.length - 1].start_date,
  }));
  const into = continuations(parts, renamedToo);
  const moved = new Map<string, SeriesGroup>();
  const absorbed = new Set<string>();
  into.forEach((j, i) => {
    if (j === null) return;
    const target = groups[j];
    const g = groups[i];
    const renamed = g.name !== target.name;
    if (renamed) {
      // The run with more Tests names the series; the other's name is said beside it.
      const [named, other] = g.tests.length >= target.tests.length ? [g, target] : [target, g];
      target.filedAs.push({ name: other.name, numbers: other.tests.map((t) => t.matchNumber!) });
      moved.set(target.key, target);
      target.name = named.name;
      target.slug = named.slug;
    } else target.season = `${target.season} and ${g.season}`;
    target.tests.push(...g.tests);
    target.missing.push(...g.missing);
    moved.set(g.key, target);
    absorbed.add(g.key);
  });
  return { groups: groups.filter((g) => !absorbed.has(g.key)), moved };
}

/** The series a Test belongs to (name, season, page slug, its number in the series), or null. */
export function seriesOfMatch(db: Db, matchId: string, fmt: CricketFormatKey): { name: string; season: string; slug: string; match_number: number | null } | null {
  const byMatch = perVersion(db, `seriesByMatch|${fmt}`, (d) => {
    const out = new Map<string, { name: string; season: string; slug: string; match_number: number | null }>();
    for (const g of allSeries(d, fmt).groups) for (const t of g.tests) out.set(t.match_id, { name: g.name, season: g.season, slug: g.slug, match_number: t.matchNumber });
    return out;
  });
  return byMatch.get(matchId) ?? null;
}

function seriesOfMatches(db: Db, matches: readonly MatchInfo[], slugs: Map<string, string>, fmt: CricketFormatKey): SeriesGroup[] {
  const groups = new Map<string, SeriesGroup>();
  for (const m of matches) {
    const key = seriesKeyOf(m);
    if (!key) continue;
    let g = groups.get(key);
    if (!g) {
      g = { key, slug: slugs.get(key)!, name: m.event_name!, season: m.season ?? '', pair: pairOf(m.team1, m.team2), host: m.host_country, tests: [], missing: [], filedAs: [], word: cricketFormat(fmt).matchWord };
      groups.set(key, g);
    }
    g.tests.push({ ...m, matchNumber: m.event_match_number });
  }
  const missing = db.prepare<unknown[], MissingRow>('SELECT test_number, team1, team2, series, series_match FROM cricket_missing_matches WHERE fmt = ? ORDER BY test_number').all(fmt);
  const archiveMissing = missing.map((r) => ({ testNumber: r.test_number, teams: r.team1 && r.team2 ? pairOf(r.team1, r.team2) : null, assigned: r.series_match !== null }));
  const teamTests = new Map<string, number[]>();
  for (const m of matches) {
    if (m.test_number === null) continue;
    for (const t of [m.team1, m.team2]) teamTests.set(t, [...(teamTests.get(t) ?? []), m.test_number]);
  }
  for (const g of groups.values()) {
    for (const r of missing) {
      // The coverage derivation names a missing Test's series and teams only where the series numbering forces them.
      if (r.series === null || r.series_match === null || !r.team1 || !r.team2) continue;
      const teams = pairOf(r.team1, r.team2);
      if (teams[0] !== g.pair[0] || teams[1] !== g.pair[1]) continue;
      if (r.series.startsWith(g.name) && r.series.endsWith(`, ${g.season}`)) g.missing.push({ testNumber: r.test_number, seriesMatch: r.series_match });
    }
  }
  for (const g of groups.values()) {
    // Missing Tests the numbering cannot place but the official numbers do not rule out (a lost last Test).
    const pairTests = [...(teamTests.get(g.pair[0]) ?? []), ...(teamTests.get(g.pair[1]) ?? [])];
    const span = { pair: g.pair, testNumbers: g.tests.map((t) => t.test_number), numbered: g.tests.every((t) => t.matchNumber !== null) };
    for (const n of possibleSeriesTests(span, pairTests, archiveMissing)) g.missing.push({ testNumber: n, seriesMatch: null });
  }
  return [...groups.values()];
}

function seriesRow(g: SeriesGroup): SeriesRow {
  const r = seriesResult(g.pair, g.tests, g.missing, g.word);
  return {
    slug: g.slug,
    name: g.name,
    season: g.season,
    teams: g.pair,
    tests: g.tests.length,
    first_date: g.tests[0].start_date,
    last_date: g.tests[g.tests.length - 1].start_date,
    result: { text: r.text, complete: r.complete, gaps: r.gaps, wins: r.wins, drawn: r.drawn, tied: r.tied },
    filed_as: g.filedAs,
  };
}

export interface SeriesListQuery {
  team?: string;
  year?: number;
}

/** The series list, newest first; `team` keeps a team's series (by slug), `year` those with a Test starting that year. */
export function listSeries(db: Db, q: SeriesListQuery, page: { limit: number; offset: number } | null, fmt: CricketFormatKey): { data: SeriesRow[] } | PagedAnswer<SeriesRow> {
  let groups = [...allSeries(db, fmt).groups];
  if (q.team !== undefined) groups = groups.filter((g) => g.pair.some((t) => teamSlug(t) === slugKey(q.team!)));
  if (q.year !== undefined) groups = groups.filter((g) => g.tests.some((t) => t.start_date.startsWith(String(q.year))));
  const rows = groups.sort((a, b) => b.tests[0].start_date.localeCompare(a.tests[0].start_date) || a.slug.localeCompare(b.slug));
  if (!page) return { data: rows.map(seriesRow) };
  return { data: rows.slice(page.offset, page.offset + page.limit).map(seriesRow), total: rows.length, limit: page.limit, offset: page.offset, order: 'desc' };
}

export function seriesDetail(db: Db, slug: string, fmt: CricketFormatKey): SeriesDetail {
  const { slugs, groups, aliases } = allSeries(db, fmt);
  const wanted = aliases.get(slugKey(slug)) ?? slugKey(slug);
  const g = groups.find((x) => x.slug === wanted);
  if (!g) throw new ApiError(404, 'not_found', `No series "${slug}" in the archive`);
  const ids = g.tests.map((t) => t.match_id);
  return { ...seriesRow(g), test_rows: testRows(db, g.tests, slugs, null), batting: seriesBatting(db, ids), bowling: seriesBowling(db, ids) };
}

/** The series averages: every batter (most runs first) of the series' Tests. */
function seriesBatting(db: Db, ids: readonly string[]): SeriesBatting[] {
  const f = inMatches(ids);
  const rows = db
    .prepare<unknown[], { player_id: string; team: string; matches: number; innings: number; not_outs: number; runs: number; outs: number; hundreds: number; fifties: number; top: number }>(
      `SELECT i.player_id, i.team, COUNT(DISTINCT i.match_id) AS matches, SUM(i.did_bat) AS innings, SUM(i.did_bat * (1 - i.is_out)) AS not_outs,
              SUM(i.runs) AS runs, SUM(i.is_out) AS outs, SUM(i.is_century) AS hundreds, SUM(i.is_fifty) AS fifties,
              MAX(i.runs * 2 + (i.did_bat * (1 - i.is_out))) AS top
       FROM cricket_innings i WHERE ${f.sql}
       GROUP BY i.player_id, i.team HAVING SUM(i.did_bat) > 0
       ORDER BY runs DESC, innings ASC, i.player_id`,
    )
    .all(...f.args);
  const names = playerRefs(db, rows.map((r) => r.player_id));
  return rows.map(({ player_id, top, outs, ...r }) => ({
    ...(names.get(player_id) ?? { name: player_id, url_slug: '' }),
    ...r,
    // The highest score, with * when not out (a not-out score beats the same score out).
    highest: `${Math.floor(top / 2)}${top % 2 ? '*' : ''}`,
    average: average(r.runs, outs),
  }));
}

/** Every bowler of the series' Tests (most wickets first). */
function seriesBowling(db: Db, ids: readonly string[]): SeriesBowling[] {
  const f = inMatches(ids);
  const rows = db
    .prepare<unknown[], { player_id: string; team: string; matches: number; balls: number; maidens: number; runs: number; wickets: number }>(
      `SELECT i.player_id, i.team, COUNT(DISTINCT i.match_id) AS matches, SUM(i.balls) AS balls, SUM(i.maidens) AS maidens, SUM(i.runs) AS runs,
              SUM(i.wickets) AS wickets
       FROM cricket_bowling_innings i WHERE ${f.sql}
       GROUP BY i.player_id, i.team ORDER BY wickets DESC, runs ASC, i.player_id`,
    )
    .all(...f.args);
  return bowlerFigures(db, f, rows);
}
