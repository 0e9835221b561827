/**
 * GET /api/cricket/teams, /team/{slug} and /head_to_head/{team}/{opposition}. Results, home / away and
 * streaks by the pure rules of common/cricket/team-results.ts; every answer built from the Tests the archive holds.
 */
import type { TeamRecordsFilterQuery } from '../../../common/cricket/records-filters';
import type { HeadToHead, ResultCounts, TeamDetail, TeamRecords, TeamRow } from '../../../contracts/cricket-teams';
import { groundSlug, teamSlug } from '../../../common/cricket/cricket-slugs';
import { seriesResult, sideOf, streaks, type Side } from '../../../common/cricket/team-results';
import type { Db } from '../../db/database';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import { ApiError } from '../../lib/errors';
import { allSeries } from './series-queries';
import { knownTeamGaps } from './coverage';
import { withheldRecord, withheldResultText } from '../../../common/cricket/withheld-tests';
import type { TeamCoverage } from '../../../contracts/cricket-teams';
import {
  allMatches,
  biggestWins,
  count,
  countBy,
  leadingBatters,
  leadingBowlers,
  newCounts,
  opponentOf,
  playedIn,
  seriesKeyOf,
  teamChases,
  teamTotals,
  testRows,
  type MatchInfo,
} from './team-data';
import { slugKey } from '../../../common/slug-key';

const LIST_LIMIT = 10;

/** Every team name of the archive, alphabetical. */
function teamNames(matches: readonly MatchInfo[]): string[] {
  return [...new Set(matches.flatMap((m) => [m.team1, m.team2]))].sort((a, b) => a.localeCompare(b));
}

/** The team a slug names, or a 404. */
function teamOr404(matches: readonly MatchInfo[], slug: string): string {
  const team = teamNames(matches).find((t) => teamSlug(t) === slugKey(slug));
  if (!team) throw new ApiError(404, 'not_found', `No team "${slug}" in the archive`);
  return team;
}

export function listTeams(db: Db, fmt: CricketFormatKey): TeamRow[] {
  const matches = allMatches(db, fmt);
  return teamNames(matches).map((team) => {
    const own = matches.filter((m) => playedIn(m, team));
    const c = newCounts();
    for (const m of own) count(c, team, m);
    return { team, slug: teamSlug(team), ...c, first_date: own[0].start_date, last_date: own[own.length - 1].start_date };
  });
}

const withLabel = <K, L extends object>(map: Map<K, ResultCounts>, label: (k: K) => L) => [...map].map(([k, c]) => ({ ...label(k), ...c }));
const byTestsThenName = <T extends { tests: number }>(key: (r: T) => string) => (a: T, b: T) => b.tests - a.tests || key(a).localeCompare(key(b));

/** What the archive lacks of a team's Tests (withheld Tests with their results, series gaps), from one place. */
export function teamCoverage(db: Db, team: string, overall: ResultCounts, fmt: CricketFormatKey): TeamCoverage {
  // Cricsheet's withheld matches listed here are men's Tests (Afghanistan's).
  const w = withheldRecord(team, fmt === 'tests' ? undefined : []);
  const seriesGaps = knownTeamGaps(db, fmt)
    .gaps.filter((g) => !g.withheld && g.teams.includes(team))
    .reduce((a, g) => a + g.count, 0);
  return {
    withheld: w.tests.map((t) => ({
      test_number: t.number,
      date: t.date,
      opposition: t.teams.find((x) => x !== team) ?? t.teams[0],
      ground: t.ground,
      result: t.winner === null ? 'drawn' : t.winner === team ? 'won' : 'lost',
      text: withheldResultText(t),
    })),
    with_withheld: w.played ? { tests: overall.tests + w.played, won: overall.won + w.won, lost: overall.lost + w.lost, drawn: overall.drawn + w.drawn } : null,
    series_gaps: seriesGaps,
  };
}

export function teamDetail(db: Db, slug: string, fmt: CricketFormatKey): TeamDetail {
  const matches = allMatches(db, fmt);
  const team = teamOr404(matches, slug);
  const own = matches.filter((m) => playedIn(m, team));
  const overall = newCounts();
  const results = own.map((m) => ({ key: m.start_date, result: count(overall, team, m) }));
  const sides: Side[] = ['home', 'away', 'neutral'];
  const bySide = countBy(own, team, (m) => sideOf(team, opponentOf(m, team), m.host_country));
  const hosts = new Map(own.map((m) => [m.ground, m.host_country]));
  const s = streaks(results);
  const run = (r: { length: number; from: string | null; to: string | null }) => r;
  return {
    team,
    slug: teamSlug(team),
    first_date: own[0].start_date,
    last_date: own[own.length - 1].start_date,
    overall,
    by_side: sides.filter((side) => bySide.has(side)).map((side) => ({ side, ...bySide.get(side)! })),
    by_opposition: withLabel(countBy(own, team, (m) => opponentOf(m, team)), (o) => ({ opposition: o, slug: teamSlug(o) })).sort(byTestsThenName((r) => r.opposition)),
    by_year: withLabel(countBy(own, team, (m) => Number(m.start_date.slice(0, 4))), (year) => ({ year })).sort((a, b) => b.year - a.year),
    by_ground: withLabel(countBy(own, team, (m) => m.ground), (g) => ({ ground: g, slug: groundSlug(g), host_country: hosts.get(g) ?? null })).sort(
      byTestsThenName((r) => r.ground),
    ),
    highest_totals: teamTotals(db, fmt, 't.team = ?', [team], 'highest', LIST_LIMIT),
    lowest_totals: teamTotals(db, fmt, 't.team = ?', [team], 'lowest', LIST_LIMIT),
    biggest_wins_runs: biggestWins(own.filter((m) => m.winner === team), 'runs', LIST_LIMIT),
    biggest_wins_wickets: biggestWins(own.filter((m) => m.winner === team), 'wickets', LIST_LIMIT),
    leading_batters: leadingBatters(db, { sql: 'i.fmt = ? AND i.team = ?', args: [fmt, team] }, LIST_LIMIT),
    leading_bowlers: leadingBowlers(db, { sql: 'i.fmt = ? AND i.team = ?', args: [fmt, team] }, LIST_LIMIT),
    streaks: {
      longest_winning: run(s.longestWinning),
      longest_unbeaten: run(s.longestUnbeaten),
      current_winning: run(s.currentWinning),
      current_unbeaten: run(s.currentUnbeaten),
    },
    coverage: teamCoverage(db, team, overall, fmt),
  };
}

export function headToHead(db: Db, teamKey: string, oppKey: string, fmt: CricketFormatKey): HeadToHead {
  if (teamKey.toLowerCase() === oppKey.toLowerCase()) throw new ApiError(400, 'validation_error', 'opposition: must be another team than team', 'opposition');
  const matches = allMatches(db, fmt);
  const team = teamOr404(matches, teamKey);
  const opposition = teamOr404(matches, oppKey);
  const met = matches.filter((m) => playedIn(m, team) && playedIn(m, opposition));
  if (!met.length) throw new ApiError(404, 'not_found', `${team} and ${opposition} never met in the archive`);
  const overall = newCounts();
  for (const m of met) count(overall, team, m);
  const { slugs, groups } = allSeries(db, fmt);
  const keys = new Set(met.map(seriesKeyOf));
  const series = groups.filter((x) => keys.has(x.key));
  const pairSql = '((i.team = ? AND i.opposition = ?) OR (i.team = ? AND i.opposition = ?))';
  const pairArgs = [team, opposition, opposition, team];
  return {
    team,
    team_slug: teamSlug(team),
    opposition,
    opposition_slug: teamSlug(opposition),
    overall,
    tests: testRows(db, [...met].reverse(), slugs, team),
    by_host: withLabel(countBy(met, team, (m) => m.host_country), (h) => ({ host_country: h })).sort(byTestsThenName((r) => r.host_country ?? '')),
    by_series: series
      .map((x) => {
        const r = seriesResult(x.pair, x.tests, x.missing, x.word);
        return { series: x.name, slug: x.slug, season: x.season, tests: x.tests.length, result: r.text, complete: r.complete, first: x.tests[0].start_date };
      })
      .sort((a, b) => b.first.localeCompare(a.first))
      .map(({ first: _first, ...r }) => r),
    leading_batters: leadingBatters(db, { sql: `i.fmt = ? AND ${pairSql}`, args: [fmt, ...pairArgs] }, LIST_LIMIT),
    leading_bowlers: leadingBowlers(db, { sql: `i.fmt = ? AND ${pairSql}`, args: [fmt, ...pairArgs] }, LIST_LIMIT),
    highest_totals: teamTotals(db, fmt, pairSql.replaceAll('i.', 't.'), pairArgs, 'highest', LIST_LIMIT),
  };
}

export type TeamRecordsQuery = TeamRecordsFilterQuery;

/**
 * The records book's team tables: totals whose batting side is `team` and other side `opp`, wins whose winner is
 * `team` and loser `opp`; `host` ("Unknown" where the archive does not know it), `ground` and the years of the Test.
 */
export function teamRecords(db: Db, q: TeamRecordsQuery, fmt: CricketFormatKey): TeamRecords {
  const year = (m: { start_date: string }) => Number(m.start_date.slice(0, 4));
  const keep = (m: MatchInfo) =>
    (q.host === undefined || (m.host_country ?? 'Unknown') === q.host) &&
    (q.ground === undefined || m.ground === q.ground) &&
    (q.from === undefined || year(m) >= q.from) &&
    (q.to === undefined || year(m) <= q.to);
  const matches = allMatches(db, fmt).filter(keep);
  const wins = matches.filter((m) => m.winner !== null && (q.team === undefined || m.winner === q.team) && (q.opp === undefined || opponentOf(m, m.winner) === q.opp));
  const tests = matches.filter((m) => (q.team === undefined || playedIn(m, q.team)) && (q.opp === undefined || playedIn(m, q.opp))).length;
  const where: string[] = ['1'];
  const args: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    if (v === undefined) return;
    where.push(sql);
    args.push(v);
  };
  add('t.team = ?', q.team);
  add('t.opposition = ?', q.opp);
  add("COALESCE(m.host_country, 'Unknown') = ?", q.host);
  add('m.ground = ?', q.ground);
  add('CAST(substr(m.start_date, 1, 4) AS INTEGER) >= ?', q.from);
  add('CAST(substr(m.start_date, 1, 4) AS INTEGER) <= ?', q.to);
  const sql = where.join(' AND ');
  return {
    tests,
    highest_totals: teamTotals(db, fmt, sql, args, 'highest', LIST_LIMIT),
    highest_chases: teamChases(db, fmt, sql, args, LIST_LIMIT),
    lowest_totals: teamTotals(db, fmt, sql, args, 'lowest', LIST_LIMIT),
    biggest_wins_runs: biggestWins(wins, 'runs', LIST_LIMIT),
    biggest_wins_wickets: biggestWins(wins, 'wickets', LIST_LIMIT),
  };
}
