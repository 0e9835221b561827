/**
 * What the team, head-to-head, series and ground answers share: every Test's row (877 rows: read whole,
 * cheap), the result counts, player names, leading batters and bowlers of a set of innings, team totals and wins.
 */
import type { LeadingBatter, LeadingBowler, ResultCounts, TeamChase, TeamTotal, TeamWin, TestRow } from '../../../contracts/cricket-teams';
import { groundSlug, pairOf, seriesSlug } from '../../../common/cricket/cricket-slugs';
import { average, bowlingAverage, ratio } from '../../../common/cricket/exact-round';
import { isAwarded, resultFor, type TeamResult } from '../../../common/cricket/team-results';
import { marginOf, marginText, storedResultText } from '../../../common/cricket/result-text';
import type { Db } from '../../db/database';
import { dataVersion } from '../../lib/data-version';
import type { CricketFormatKey } from '../../../common/cricket/formats';

export interface MatchInfo {
  match_id: string;
  start_date: string;
  team1: string;
  team2: string;
  ground: string;
  host_country: string | null;
  outcome: string;
  winner: string | null;
  result: string | null;
  season: string | null;
  event_name: string | null;
  event_match_number: number | null;
  test_number: number | null;
  player_of_match: string | null;
  toss_winner: string | null;
  toss_decision: string | null;
}

/** Per database: the Tests read at one cricket data version (every import raises it), so answers for other slugs reuse them. */
const memo = new WeakMap<Db, { version: number; value: Map<string, unknown> }>();

/** `build(db)` once per cricket data version and name; the value is shared, so callers never change it. */
export function perVersion<T>(db: Db, name: string, build: (db: Db) => T): T {
  const version = dataVersion(db, 'cricket');
  let m = memo.get(db);
  if (!m || m.version !== version) memo.set(db, (m = { version, value: new Map() }));
  if (!m.value.has(name)) m.value.set(name, build(db));
  return m.value.get(name) as T;
}

/** Every match of a format, oldest first (read once per cricket data version). */
export function allMatches(db: Db, fmt: CricketFormatKey): readonly MatchInfo[] {
  return perVersion(db, `matches|${fmt}`, (d) => readMatches(d, fmt));
}

function readMatches(db: Db, fmt: CricketFormatKey): MatchInfo[] {
  return db
    .prepare<unknown[], MatchInfo>(
      `SELECT match_id, start_date, team1, team2, ground, host_country, outcome, winner, result, season, event_name, event_match_number,
              test_number, player_of_match, toss_winner, toss_decision
       FROM cricket_matches WHERE fmt = ? ORDER BY start_date, match_id`,
    )
    .all(fmt);
}

export const opponentOf = (m: MatchInfo, team: string) => (m.team1 === team ? m.team2 : m.team1);
export const playedIn = (m: MatchInfo, team: string) => m.team1 === team || m.team2 === team;

/**
 * The series key of a Test: its event name, season, pairing and host country (one name and season can hold two
 * series of one pairing, home and away: the Trans-Tasman Trophy of 2015/16); null for a Test without a series name.
 */
export const seriesKeyOf = (m: MatchInfo) =>
  m.event_name ? [m.event_name, m.season ?? '', ...pairOf(m.team1, m.team2), m.host_country ?? ''].join('|') : null;

/**
 * Each series key's page slug: season and name; where the name and season hold more than one pairing, the pairing
 * too, and where one pairing has more than one series under them, the host country (common/cricket/cricket-slugs.ts).
 */
export function seriesSlugs(matches: readonly MatchInfo[]): Map<string, string> {
  const keys = new Map<string, MatchInfo>();
  for (const m of matches) {
    const key = seriesKeyOf(m);
    if (key && !keys.has(key)) keys.set(key, m);
  }
  const tally = (f: (m: MatchInfo) => string) => {
    const n = new Map<string, number>();
    for (const m of keys.values()) n.set(f(m), (n.get(f(m)) ?? 0) + 1);
    return n;
  };
  const base = (m: MatchInfo) => `${m.event_name}|${m.season ?? ''}`;
  const withPair = (m: MatchInfo) => `${base(m)}|${pairOf(m.team1, m.team2).join('|')}`;
  const pairsPerBase = new Map<string, Set<string>>();
  for (const m of keys.values()) pairsPerBase.set(base(m), (pairsPerBase.get(base(m)) ?? new Set()).add(withPair(m)));
  const perPair = tally(withPair);
  const out = new Map<string, string>();
  for (const [key, m] of keys) {
    const pair = pairsPerBase.get(base(m))!.size > 1 ? pairOf(m.team1, m.team2) : null;
    const host = perPair.get(withPair(m))! > 1 ? m.host_country : null;
    out.set(key, seriesSlug(m.season ?? '', m.event_name!, pair, host));
  }
  return out;
}

export function newCounts(): ResultCounts {
  return { tests: 0, won: 0, lost: 0, drawn: 0, tied: 0, awarded: 0, awarded_won: 0, win_pct: null };
}

/** Adds one Test to a team's counts (an awarded Test counts as a win or a loss, and in `awarded`). */
export function count(c: ResultCounts, team: string, m: MatchInfo): TeamResult | null {
  const r = resultFor(team, m);
  c.tests += 1;
  if (r) c[r] += 1;
  if (isAwarded(m.outcome)) {
    c.awarded += 1;
    if (r === 'won') c.awarded_won += 1;
  }
  c.win_pct = ratio(100 * c.won, c.tests, 1);
  return r;
}

/** Counts per label, in first-seen order unless sorted by the caller. */
export function countBy<K>(matches: readonly MatchInfo[], team: string, keyOf: (m: MatchInfo) => K): Map<K, ResultCounts> {
  const out = new Map<K, ResultCounts>();
  for (const m of matches) {
    const k = keyOf(m);
    const c = out.get(k) ?? newCounts();
    count(c, team, m);
    out.set(k, c);
  }
  return out;
}

/** Display names and career-page slugs of registry ids (the register's full name when known). */
export function playerRefs(db: Db, ids: Iterable<string>): Map<string, { name: string; url_slug: string }> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = db
    .prepare<unknown[], { player_id: string; name: string; url_slug: string }>(
      `SELECT p.player_id, COALESCE(rp.full_name, p.name) AS name, p.url_slug FROM cricket_players p
       LEFT JOIN cricket_register_people rp ON rp.player_id = p.player_id
       WHERE p.player_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(wanted));
  return new Map(rows.map((r) => [r.player_id, { name: r.name, url_slug: r.url_slug }]));
}

/** The Tests' rows for a list (scorecard link, ground, series, result for `team` when given, players of the match). */
export function testRows(db: Db, matches: readonly MatchInfo[], slugs: Map<string, string>, team: string | null): TestRow[] {
  const pomIds = matches.map((m) => (m.player_of_match ? (JSON.parse(m.player_of_match) as string[]) : []));
  const names = playerRefs(db, pomIds.flat());
  return matches.map((m, i) => {
    const key = seriesKeyOf(m);
    return {
      match_id: m.match_id,
      start_date: m.start_date,
      teams: [m.team1, m.team2],
      ground: m.ground,
      ground_slug: groundSlug(m.ground),
      host_country: m.host_country,
      series: m.event_name ? `${m.event_name}${m.season ? `, ${m.season}` : ''}` : null,
      series_slug: key ? (slugs.get(key) ?? null) : null,
      match_number: m.event_match_number,
      outcome: storedResultText(m.outcome, m.winner),
      winner: m.winner,
      result: team ? resultFor(team, m) : null,
      awarded: isAwarded(m.outcome),
      player_of_match: pomIds[i].flatMap((id) => {
        const p = names.get(id);
        return p ? [p] : [];
      }),
    };
  });
}

/** A filter over innings rows: SQL on the alias `i` (cricket_innings or cricket_bowling_innings) and its arguments. */
export interface InningsFilter {
  sql: string;
  args: unknown[];
}

export const inMatches = (ids: readonly string[]): InningsFilter => ({ sql: 'i.match_id IN (SELECT value FROM json_each(?))', args: [JSON.stringify(ids)] });

/** The leading run-scorers of the innings the filter keeps (most runs, then fewest innings), `limit` of them. */
export function leadingBatters(db: Db, f: InningsFilter, limit: number): LeadingBatter[] {
  const rows = db
    .prepare<unknown[], { player_id: string; team: string; matches: number; innings: number; runs: number; outs: number; hundreds: number; highest: number }>(
      `SELECT i.player_id, i.team, COUNT(DISTINCT i.match_id) AS matches, SUM(i.did_bat) AS innings, SUM(i.runs) AS runs,
              SUM(i.is_out) AS outs, SUM(i.is_century) AS hundreds, MAX(i.runs) AS highest
       FROM cricket_innings i WHERE ${f.sql}
       GROUP BY i.player_id, i.team HAVING SUM(i.did_bat) > 0
       ORDER BY runs DESC, innings ASC, i.player_id LIMIT ?`,
    )
    .all(...f.args, limit);
  const names = playerRefs(db, rows.map((r) => r.player_id));
  return rows.map(({ player_id, ...r }) => ({ ...(names.get(player_id) ?? { name: player_id, url_slug: '' }), ...r, average: average(r.runs, r.outs) }));
}

/** The leading wicket-takers of the bowling innings the filter keeps (most wickets, then fewest runs), with each one's best figures. */
export function leadingBowlers(db: Db, f: InningsFilter, limit: number): LeadingBowler[] {
  const rows = db
    .prepare<unknown[], { player_id: string; team: string; matches: number; balls: number; runs: number; wickets: number }>(
      `SELECT i.player_id, i.team, COUNT(DISTINCT i.match_id) AS matches, SUM(i.balls) AS balls, SUM(i.runs) AS runs, SUM(i.wickets) AS wickets
       FROM cricket_bowling_innings i WHERE ${f.sql}
       GROUP BY i.player_id, i.team HAVING SUM(i.wickets) > 0
       ORDER BY wickets DESC, runs ASC, i.player_id LIMIT ?`,
    )
    .all(...f.args, limit);
  return bowlerFigures(db, f, rows);
}

/**
 * Bowlers' summed rows as the tables show them: the player's name and slug in place of his id, his average, and
 * his best innings figures among the innings the filter keeps.
 */
export function bowlerFigures<R extends { player_id: string; runs: number; wickets: number }>(
  db: Db,
  f: InningsFilter,
  rows: readonly R[],
): (Omit<R, 'player_id'> & { name: string; url_slug: string; average: number | null; best: string })[] {
  const best = bestFigures(db, f, rows.map((r) => r.player_id));
  const names = playerRefs(db, rows.map((r) => r.player_id));
  return rows.map(({ player_id, ...r }) => ({
    ...(names.get(player_id) ?? { name: player_id, url_slug: '' }),
    ...r,
    average: bowlingAverage(r.runs, r.wickets),
    best: best.get(player_id) ?? '',
  }));
}

/** Each player's best innings figures ("6/23": most wickets, then fewest runs) among the innings the filter keeps. */
export function bestFigures(db: Db, f: InningsFilter, ids: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  const rows = db
    .prepare<unknown[], { player_id: string; wickets: number; runs: number }>(
      `SELECT i.player_id, i.wickets, i.runs FROM cricket_bowling_innings i
       WHERE ${f.sql} AND i.player_id IN (SELECT value FROM json_each(?))
       ORDER BY i.wickets DESC, i.runs ASC`,
    )
    .all(...f.args, JSON.stringify(ids));
  for (const r of rows) if (!out.has(r.player_id)) out.set(r.player_id, `${r.wickets}/${r.runs}`);
  return out;
}

/** Team innings totals of a format the filter keeps (SQL on `t`, cricket_team_innings, and `m`, cricket_matches). */
export function teamTotals(db: Db, fmt: CricketFormatKey, where: string, args: unknown[], order: 'highest' | 'lowest', limit: number): TeamTotal[] {
  // Lowest totals are completed innings: all out (ten wickets), not declared or forfeited.
  const extra = order === 'lowest' ? 'AND t.wickets >= 10 AND t.declared = 0 AND t.forfeited = 0' : 'AND t.forfeited = 0';
  const rows = db
    .prepare<unknown[], Omit<TeamTotal, 'declared' | 'ground_slug'> & { declared: number }>(
      `SELECT t.match_id, t.team, t.opposition, t.runs, t.wickets, t.declared, t.match_inns AS inning, m.start_date, m.ground
       FROM cricket_team_innings t JOIN cricket_matches m ON m.match_id = t.match_id
       WHERE m.fmt = ? AND ${where} ${extra}
       ORDER BY t.runs ${order === 'highest' ? 'DESC' : 'ASC'}, m.start_date, t.match_inns LIMIT ?`,
    )
    .all(fmt, ...args, limit);
  return rows.map((r) => ({ ...r, declared: r.declared === 1, ground_slug: groundSlug(r.ground) }));
}

/**
 * The highest successful chases: the last innings of a match won by the side batting in it (a Test's fourth or a
 * limited-overs match's second; a super over is no innings), with the target the file states (limited overs).
 */
export function teamChases(db: Db, fmt: CricketFormatKey, where: string, args: unknown[], limit: number): TeamChase[] {
  const rows = db
    .prepare<unknown[], Omit<TeamChase, 'declared' | 'ground_slug'> & { declared: number }>(
      `SELECT t.match_id, t.team, t.opposition, t.runs, t.wickets, t.declared, t.match_inns AS inning, t.balls, t.target_runs AS target, m.start_date, m.ground
       FROM cricket_team_innings t JOIN cricket_matches m ON m.match_id = t.match_id
       WHERE m.fmt = ? AND ${where} AND m.winner = t.team AND t.forfeited = 0
         AND t.match_inns = (SELECT MAX(x.match_inns) FROM cricket_team_innings x WHERE x.match_id = t.match_id)
       ORDER BY t.runs DESC, m.start_date, t.match_inns LIMIT ?`,
    )
    .all(fmt, ...args, limit);
  return rows.map((r) => ({ ...r, declared: r.declared === 1, ground_slug: groundSlug(r.ground) }));
}

/** A win's margin from the outcome text: runs (not by an innings), innings and runs, or wickets; `by` in result-text's words. */
export function winMargin(outcome: string): { kind: 'runs' | 'innings' | 'wickets'; margin: number; by: string } | null {
  const m = marginOf(outcome);
  if (!m) return null;
  const by = marginText(m);
  if (m.innings !== undefined) return m.runs === undefined ? null : { kind: 'innings', margin: m.runs, by };
  if (m.runs !== undefined) return { kind: 'runs', margin: m.runs, by };
  if (m.wickets !== undefined) return { kind: 'wickets', margin: m.wickets, by };
  return null;
}

/** The biggest wins among `matches` by runs (innings wins are not runs wins) or by wickets, `limit` of them. */
export function biggestWins(matches: readonly MatchInfo[], kind: 'runs' | 'wickets', limit: number): TeamWin[] {
  const wins: TeamWin[] = [];
  for (const m of matches) {
    if (!m.winner) continue;
    const margin = winMargin(m.outcome);
    if (!margin || margin.kind !== kind) continue;
    wins.push({ match_id: m.match_id, winner: m.winner, loser: opponentOf(m, m.winner), margin: margin.margin, by: margin.by, start_date: m.start_date, ground: m.ground, ground_slug: groundSlug(m.ground) });
  }
  return wins.sort((a, b) => b.margin - a.margin || a.start_date.localeCompare(b.start_date)).slice(0, limit);
}

