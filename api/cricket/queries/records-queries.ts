import type { RecordTable } from '../../../common/cricket/record-tables';
import type { RecordRow, RecordsAnswer, RecordsFilterOptions } from '../../../contracts/cricket-records';
import type { Db } from '../../db/database';
import type { RecordsFilterQuery } from '../../../common/cricket/records-filters';
import { compareText } from '../../../common/compare-text';
import { average, bowlingAverage, bowlingStrikeRate, economyRate, strikeRate } from '../../../common/cricket/exact-round';
import { bowlingSumsSql, figuresFromKey, type BowlingSums } from './bowling-queries';
import { keeperKeysJson } from './keepers';
import { partialCareers } from './player-formats';
import { cricketFormat, type CricketFormatKey } from '../../../common/cricket/formats';

/**
 * The records book: each table ranks players (or innings, or matches) over the rows the filters keep. Every filter
 * applies to the row's own innings or match: `team` is the player's side, `opp` the other side, `host` the host
 * country ("Unknown" where the archive does not know it), `ground`, and `from`/`to` the years of the matches.
 * Career tables sum the filtered innings (Tests = the filtered Tests in his XI). Equal figures share a rank.
 */
export type RecordsQuery = RecordsFilterQuery & { fmt: CricketFormatKey };

/** The averages tables' qualifications unless `min` is given (Statsguru's records use the same). */
export const DEFAULT_MIN_INNINGS = 20;
export const DEFAULT_MIN_BALLS = 2000;
/**
 * The economy table's qualification unless `min` is given, in balls by the format's length: a Test bowler's 2,000 (as
 * the bowling average), an ODI bowler's 1,000 (about 17 matches' full quota), a T20I bowler's 500 (about 21 matches').
 */
export const DEFAULT_MIN_ECONOMY_BALLS = { test: 2000, odi: 1000, t20: 500 } as const;
const economyMin = (fmt: CricketFormatKey) => {
  const overs = cricketFormat(fmt).overs;
  return overs === null ? DEFAULT_MIN_ECONOMY_BALLS.test : overs >= 50 ? DEFAULT_MIN_ECONOMY_BALLS.odi : DEFAULT_MIN_ECONOMY_BALLS.t20;
};

/** Every Test in a player's XI, with the filterable columns the innings tables carry. */
const APPS = `SELECT mp.player_id, mp.match_id, mp.fmt, mp.team, CASE WHEN mp.team = m.team1 THEN m.team2 ELSE m.team1 END AS opposition,
  m.ground, m.host_country, CAST(substr(m.start_date, 1, 4) AS INTEGER) AS match_year
  FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id`;

/** The condition of filterSql with no filter set but the format. */
const FORMAT_ONLY = 'fmt = @fmt';

/** A WHERE clause (with " AND " joins, "1" when empty) over a relation with the innings columns, and its parameters. */
function filterSql(q: RecordsQuery): { sql: string; params: Record<string, string | number> } {
  // The format first: every table and relation filtered here has its `fmt` column.
  const parts: string[] = [FORMAT_ONLY];
  const params: Record<string, string | number> = { fmt: q.fmt };
  const add = (sql: string, name: string, value: string | number | undefined) => {
    if (value === undefined) return;
    parts.push(sql);
    params[name] = value;
  };
  add('team = @team', 'team', q.team);
  add('opposition = @opp', 'opp', q.opp);
  add("COALESCE(host_country, 'Unknown') = @host", 'host', q.host);
  add('ground = @ground', 'ground', q.ground);
  add('match_year >= @from', 'from', q.from);
  add('match_year <= @to', 'to', q.to);
  return { sql: parts.join(' AND '), params };
}

/** Tests in the archive the filters keep (a team filter keeps his team's Tests; with `opp`, those between the two). */
export function testsMatching(db: Db, q: RecordsQuery): number {
  const { sql, params } = filterSql(q);
  return db
    .prepare<unknown[], number>(
      `SELECT COUNT(DISTINCT match_id) FROM (
         SELECT match_id, fmt, team1 AS team, team2 AS opposition, ground, host_country, CAST(substr(start_date, 1, 4) AS INTEGER) AS match_year FROM cricket_matches
         UNION ALL
         SELECT match_id, fmt, team2, team1, ground, host_country, CAST(substr(start_date, 1, 4) AS INTEGER) FROM cricket_matches
       ) WHERE ${sql}`,
    )
    .pluck()
    .get(params)!;
}

const PLAYER_COLS = `COALESCE(rp.full_name, p.name) AS name, p.url_slug`;
const PLAYER_JOIN = `JOIN cricket_players p ON p.player_id = r.player_id LEFT JOIN cricket_register_people rp ON rp.player_id = r.player_id`;

type Page = { limit: number; offset: number };

interface Ranked {
  rank: number;
  total: number;
}

/** Rows up to which `rankedTop` ranks in JavaScript; deeper pages use the window functions. */
const TOP_RANK_ROWS = 2000;

/** Runs a ranked query: `order` ranks (and orders) the rows of `r`; ties are ordered by name. */
function ranked<T>(db: Db, withSql: string, order: string, params: Record<string, string | number>, page: Page): { rows: (T & Ranked)[]; total: number } {
  if (page.offset > 0) {
    // A page past the end: counted, not ranked.
    const total = db.prepare<unknown[], number>(`${withSql} SELECT COUNT(*) FROM r`).pluck().get(params)!;
    if (page.offset >= total) return { rows: [], total };
  }
  const rows = db
    .prepare<unknown[], T & Ranked>(
      `${withSql}
       SELECT r.*, ${PLAYER_COLS}, RANK() OVER (ORDER BY ${order}) AS rank, COUNT(*) OVER () AS total
       FROM r ${PLAYER_JOIN}
       ORDER BY ${order}, name COLLATE NOCASE, r.player_id
       LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: page.limit, offset: page.offset });
  if (rows.length) return { rows, total: rows[0].total };
  // Past the last page: the total still counts.
  const total = db.prepare<unknown[], number>(`${withSql} SELECT COUNT(*) FROM r`).pluck().get(params)!;
  return { rows, total };
}

/**
 * `ranked` for the tables of single innings and matches, whose `r` is tens of thousands of rows (32,000 innings
 * for the highest scores): the ranks are counted here over the rows up to the page's end, from the order's own
 * values selected beside each row, and the total by a plain count. The same answer as `ranked`, whose window
 * functions visit and sort every row of `r` (110-190 ms for the highest scores), where an ORDER BY with a LIMIT
 * keeps only the first rows (under 10 ms). `order` is comma-separated `expr ASC|DESC` terms.
 */
function rankedTop<T>(db: Db, withSql: string, order: string, params: Record<string, string | number>, page: Page): { rows: (T & Ranked)[]; total: number } {
  // Counted first: a page past the end is empty without fetching a row (`offset=999999999` walked every
  // innings here); a deep page is ranked by the window functions, whose cost does not grow with the offset.
  const total = db.prepare<unknown[], number>(`${withSql} SELECT COUNT(*) FROM r`).pluck().get(params)!;
  if (page.offset >= total) return { rows: [], total };
  if (page.offset + page.limit > TOP_RANK_ROWS) return ranked<T>(db, withSql, order, params, page);
  const keys = order.split(/,\s*/).map((term) => term.replace(/\s+(ASC|DESC)$/i, ''));
  const found = db
    .prepare<unknown[], Record<string, unknown>>(
      `${withSql}
       SELECT r.*, ${PLAYER_COLS}, ${keys.map((k, i) => `${k} AS _k${i}`).join(', ')}
       FROM r ${PLAYER_JOIN}
       ORDER BY ${order}, name COLLATE NOCASE, r.player_id
       LIMIT @end`,
    )
    .all({ ...params, end: page.offset + page.limit });
  const tied = (a: Record<string, unknown>, b: Record<string, unknown>) => keys.every((_, i) => a[`_k${i}`] === b[`_k${i}`]);
  const rows: (T & Ranked)[] = [];
  let rank = 0;
  found.forEach((row, i) => {
    // Equal figures share a rank, as RANK() gives it: one more than the rows ranked above.
    if (i === 0 || !tied(row, found[i - 1])) rank = i + 1;
    if (i < page.offset) return;
    const out: Record<string, unknown> = { ...row, rank, total };
    keys.forEach((_, k) => delete out[`_k${k}`]);
    rows.push(out as T & Ranked);
  });
  return { rows, total };
}

const teamsText = (t: string) => t.split(',').sort(compareText).join(', ');

/** The player, his side(s), span and Tests: the first columns of every career record. */
interface CareerPlayer {
  player_id: string;
  name: string;
  url_slug: string;
  team: string;
  first_year: number;
  last_year: number;
  matches: number;
}
const careerPlayer = (r: CareerPlayer & Ranked) => ({
  rank: r.rank,
  player_id: r.player_id,
  name: r.name,
  url_slug: r.url_slug,
  team: teamsText(r.team),
  first_year: r.first_year,
  last_year: r.last_year,
  matches: r.matches,
});

interface BattingSums extends CareerPlayer {
  fours?: number;
  sixes?: number;
  innings: number;
  outs: number;
  runs: number;
  balls: number;
  hundreds: number;
  fifties: number;
  top2: number | null;
}

/**
 * The WITH clause of a career table and its parameters: `s` sums each player's innings or matches the filters keep
 * (`sums` gets the filter's WHERE condition), `r` keeps the rows `having` allows. The rows are ranked on `r` alone;
 * each page player's Tests, span and sides come after (`withCareerApps`), so that they are counted for the page's
 * players only rather than for every player in the archive.
 */
function careerWith(q: RecordsQuery, sums: (where: string) => string, having: string) {
  const { sql, params } = filterSql(q);
  // Only players with a Test in the XI that the filters keep (as a join with their Tests would keep them); with no
  // filter but the format, his appearances in the format, read from their index without the join to the matches.
  const kept = sql === FORMAT_ONLY ? `SELECT player_id FROM cricket_match_players WHERE ${sql}` : `SELECT player_id FROM (${APPS}) WHERE ${sql}`;
  const withSql = `WITH s AS (${sums(sql)}),
    r AS (SELECT s.* FROM s WHERE ${having} AND s.player_id IN (${kept}))`;
  return { withSql, params, where: sql };
}

/** The page's rows with each player's filtered Tests (count, first and last year, sides), as the filters keep them. */
function withCareerApps<T extends { player_id: string }>(
  db: Db,
  career: { where: string; params: Record<string, string | number> },
  rows: T[],
): (T & { matches: number; first_year: number; last_year: number; team: string })[] {
  if (!rows.length) return [];
  const apps = db
    .prepare<unknown[], { player_id: string; matches: number; first_year: number; last_year: number; team: string }>(
      // Sides with the main one first: most Tests, then the earliest ("South Africa,ICC World XI").
      `SELECT player_id, SUM(n) AS matches, MIN(first_year) AS first_year, MAX(last_year) AS last_year, GROUP_CONCAT(team, ',' ORDER BY n DESC, first_year, team) AS team
       FROM (SELECT player_id, team, COUNT(*) AS n, MIN(match_year) AS first_year, MAX(match_year) AS last_year
             FROM (${APPS}) WHERE ${career.where} AND player_id IN (SELECT value FROM json_each(@ids)) GROUP BY player_id, team)
       GROUP BY player_id`,
    )
    .all({ ...career.params, ids: JSON.stringify(rows.map((r) => r.player_id)) });
  const byId = new Map(apps.map((a) => [a.player_id, a]));
  return rows.map((r) => {
    const a = byId.get(r.player_id);
    // `r` keeps only players with such a Test, so every page player has one.
    return { ...r, matches: a!.matches, first_year: a!.first_year, last_year: a!.last_year, team: a!.team };
  });
}

function battingCareers(db: Db, q: RecordsQuery, having: string, order: string, page: Page, boundaries = false) {
  const career = careerWith(
    q,
    (where) => `SELECT player_id, SUM(did_bat) AS innings, SUM(is_out) AS outs, SUM(runs) AS runs, SUM(balls_faced) AS balls,
                   SUM(is_century) AS hundreds, SUM(is_fifty) AS fifties, MAX(CASE WHEN did_bat = 1 THEN runs * 2 + (1 - is_out) END) AS top2
                   ${boundaries ? ', SUM(fours) AS fours, SUM(sixes) AS sixes' : ''}
            FROM cricket_innings WHERE did_bat = 1 AND ${where} GROUP BY player_id`,
    having,
  );
  const ranks = ranked<BattingSums>(db, career.withSql, order, { ...career.params, min: q.min ?? 0 }, page);
  const partial = partialCareers(db, q.fmt);
  return {
    total: ranks.total,
    rows: withCareerApps(db, career, ranks.rows).map(
      (r): RecordRow<'most-runs'> => ({
        ...careerPlayer(r),
        innings: r.innings,
        not_outs: r.innings - r.outs,
        runs: r.runs,
        balls: r.balls,
        highest_score: r.top2 === null ? null : Math.floor(r.top2 / 2),
        highest_not_out: r.top2 !== null && r.top2 % 2 === 1,
        average: average(r.runs, r.outs),
        strike_rate: strikeRate(r.runs, r.balls),
        hundreds: r.hundreds,
        fifties: r.fifties,
        partial: partial.has(r.player_id),
        ...(boundaries ? { fours: r.fours, sixes: r.sixes } : {}),
      }),
    ),
  };
}

function bowlingCareers(db: Db, q: RecordsQuery, having: string, order: string, page: Page) {
  const career = careerWith(q, (where) => bowlingSumsSql(`cricket_bowling_innings WHERE ${where}`), having);
  type Row = BowlingSums & CareerPlayer;
  const ranks = ranked<Row>(db, career.withSql, order, { ...career.params, min: q.min ?? 0 }, page);
  return {
    total: ranks.total,
    rows: withCareerApps(db, career, ranks.rows).map(
      (r): RecordRow<'most-wickets'> => ({
        ...careerPlayer(r),
        innings: r.innings,
        balls: r.balls,
        maidens: r.maidens,
        runs: r.runs,
        wickets: r.wickets,
        best_innings: figuresFromKey(r.best_inns_key),
        average: bowlingAverage(r.runs, r.wickets),
        economy: economyRate(r.runs, r.balls),
        strike_rate: bowlingStrikeRate(r.balls, r.wickets),
        five_wickets: r.five_wickets,
        ten_wickets: r.ten_wickets,
      }),
    ),
  };
}

/** A fielding row taken as wicket-keeper (common/cricket/wicket-keepers.ts; the keys come as @keepers). */
const KEPT = `(match_id || '|' || player_id) IN (SELECT value FROM json_each(@keepers))`;

/** Fielders' careers: `fielder` leaves out the catches a player took as wicket-keeper (the "Most catches (fielder)" table). */
function fieldingCareers(db: Db, q: RecordsQuery, having: string, order: string, page: Page, fielder = false) {
  const catches = fielder ? `SUM(CASE WHEN ${KEPT} THEN 0 ELSE catches END)` : 'SUM(catches)';
  const career = careerWith(
    q,
    (where) => `SELECT player_id, ${catches} AS catches, SUM(caught_and_bowled) AS caught_and_bowled, SUM(stumpings) AS stumpings,
                 SUM(run_outs) AS run_outs FROM cricket_fielding_innings WHERE ${where} GROUP BY player_id`,
    having,
  );
  const params = fielder ? { ...career.params, keepers: keeperKeysJson(db) } : career.params;
  const ranks = ranked<RecordRow<'most-catches'>>(db, career.withSql, order, params, page);
  return { total: ranks.total, rows: withCareerApps(db, career, ranks.rows).map(({ total: _t, ...r }) => ({ ...r, team: teamsText(r.team) })) };
}

/** Wicket-keepers' careers: catches and stumpings in the Tests each kept wicket, and how many Tests he kept in. */
function keeperCareers(db: Db, q: RecordsQuery, page: Page) {
  const keepers = keeperKeysJson(db);
  const career = careerWith(
    q,
    (where) => `SELECT player_id, SUM(catches) AS catches, SUM(stumpings) AS stumpings, SUM(catches + stumpings) AS dismissals
                 FROM cricket_fielding_innings WHERE ${where} AND ${KEPT} GROUP BY player_id`,
    'dismissals > 0',
  );
  const params = { ...career.params, keepers };
  const ranks = ranked<Omit<RecordRow<'most-keeper-dismissals'>, 'kept'>>(db, career.withSql, 'r.dismissals DESC', params, page);
  const keptIn = keptInFiltered(db, career, keepers, ranks.rows.map((r) => r.player_id));
  return { total: ranks.total, rows: withCareerApps(db, career, ranks.rows).map(({ total: _t, ...r }) => ({ ...r, kept: keptIn.get(r.player_id) ?? 0, team: teamsText(r.team) })) };
}

/** Per player, the Tests the filters keep in which he kept wicket. */
function keptInFiltered(db: Db, career: { where: string; params: Record<string, string | number> }, keepers: string, ids: string[]): Map<string, number> {
  if (!ids.length) return new Map();
  const rows = db
    .prepare<unknown[], { player_id: string; n: number }>(
      `SELECT player_id, COUNT(*) AS n FROM (${APPS}) WHERE ${career.where} AND ${KEPT} AND player_id IN (SELECT value FROM json_each(@ids)) GROUP BY player_id`,
    )
    .all({ ...career.params, keepers, ids: JSON.stringify(ids) });
  return new Map(rows.map((r) => [r.player_id, r.n]));
}

function highestScores(db: Db, q: RecordsQuery, page: Page) {
  const { sql, params } = filterSql(q);
  const withSql = `WITH r AS (SELECT player_id, team, match_id, match_inns, opposition, ground, match_start_date, runs, is_out, balls_faced AS balls, fours, sixes
    FROM cricket_innings WHERE did_bat = 1 AND ${sql})`;
  type Row = Omit<RecordRow<'highest-scores'>, 'not_out'> & { is_out: number };
  const { rows, total } = rankedTop<Row>(db, withSql, 'r.runs DESC, r.is_out ASC', params, page);
  return { total, rows: rows.map(({ is_out, total: _t, ...r }): RecordRow<'highest-scores'> => ({ ...r, not_out: is_out === 0 })) };
}

/** Innings by the balls he had faced when his score reached 50 or 100 (the importer's `ball_50`, `ball_100`), fewest first. */
function fastestInnings(db: Db, q: RecordsQuery, page: Page, reached: 'ball_50' | 'ball_100') {
  const { sql, params } = filterSql(q);
  const withSql = `WITH r AS (SELECT player_id, team, match_id, match_inns, opposition, ground, match_start_date, runs, is_out, balls_faced AS balls, fours, sixes,
      ${reached} AS balls_to FROM cricket_innings WHERE did_bat = 1 AND ${reached} IS NOT NULL AND ${sql})`;
  type Row = Omit<RecordRow<'fastest-fifties'>, 'not_out'> & { is_out: number };
  const { rows, total } = rankedTop<Row>(db, withSql, 'r.balls_to ASC', params, page);
  return { total, rows: rows.map(({ is_out, total: _t, ...r }): RecordRow<'fastest-fifties'> => ({ ...r, not_out: is_out === 0 })) };
}

function bestBowlingInnings(db: Db, q: RecordsQuery, page: Page) {
  const { sql, params } = filterSql(q);
  const withSql = `WITH r AS (SELECT player_id, team, match_id, match_inns, opposition, ground, match_start_date, balls, maidens, runs, wickets
    FROM cricket_bowling_innings WHERE wickets > 0 AND ${sql})`;
  const { rows, total } = rankedTop<RecordRow<'best-bowling-innings'>>(db, withSql, 'r.wickets DESC, r.runs ASC', params, page);
  return { total, rows: rows.map(({ total: _t, ...r }) => r) };
}

function bestBowlingMatch(db: Db, q: RecordsQuery, page: Page) {
  const { sql, params } = filterSql(q);
  const withSql = `WITH r AS (SELECT player_id, MAX(team) AS team, match_id, MAX(opposition) AS opposition, MAX(ground) AS ground,
      MAX(match_start_date) AS match_start_date, SUM(balls) AS balls, SUM(runs) AS runs, SUM(wickets) AS wickets
    FROM cricket_bowling_innings WHERE ${sql} GROUP BY player_id, match_id HAVING SUM(wickets) > 0)`;
  const { rows, total } = rankedTop<RecordRow<'best-bowling-match'>>(db, withSql, 'r.wickets DESC, r.runs ASC', params, page);
  return { total, rows: rows.map(({ total: _t, ...r }) => r) };
}

const wpaRound = (x: number) => Math.round(x * 10000) / 10000 || 0;

/** WPA per player and Test (cricket_wpa, written by the win-probability fit) with the innings tables' filter columns. */
const WPA_TESTS = `SELECT w.player_id, w.match_id, w.batting, w.bowling, m.fmt, mp.team, CASE WHEN mp.team = m.team1 THEN m.team2 ELSE m.team1 END AS opposition,
  m.ground, m.host_country, m.start_date AS match_start_date, CAST(substr(m.start_date, 1, 4) AS INTEGER) AS match_year
  FROM cricket_wpa w JOIN cricket_matches m ON m.match_id = w.match_id
  JOIN cricket_match_players mp ON mp.match_id = w.match_id AND mp.player_id = w.player_id`;

function mostWpaTest(db: Db, q: RecordsQuery, page: Page) {
  const { sql, params } = filterSql(q);
  const withSql = `WITH r AS (SELECT player_id, team, match_id, opposition, ground, match_start_date, batting + bowling AS wpa, batting AS batting_wpa,
      bowling AS bowling_wpa FROM (${WPA_TESTS}) WHERE ${sql})`;
  const { rows, total } = rankedTop<RecordRow<'most-wpa-test'>>(db, withSql, 'r.wpa DESC', params, page);
  return {
    total,
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, wpa: wpaRound(r.wpa), batting_wpa: wpaRound(r.batting_wpa), bowling_wpa: wpaRound(r.bowling_wpa) })),
  };
}

function mostWpaCareer(db: Db, q: RecordsQuery, page: Page) {
  const career = careerWith(
    q,
    (where) => `SELECT player_id, SUM(batting) + SUM(bowling) AS wpa, SUM(batting) AS batting_wpa, SUM(bowling) AS bowling_wpa
            FROM (${WPA_TESTS}) WHERE ${where} GROUP BY player_id`,
    '1',
  );
  type Row = CareerPlayer & { wpa: number; batting_wpa: number; bowling_wpa: number };
  const ranks = ranked<Row>(db, career.withSql, 'r.wpa DESC', career.params, page);
  return {
    total: ranks.total,
    rows: withCareerApps(db, career, ranks.rows).map(
      (r): RecordRow<'most-wpa-career'> => ({
        ...careerPlayer(r),
        wpa: wpaRound(r.wpa),
        batting_wpa: wpaRound(r.batting_wpa),
        bowling_wpa: wpaRound(r.bowling_wpa),
      }),
    ),
  };
}

function tableRows(db: Db, table: RecordTable, q: RecordsQuery, page: Page): { rows: unknown[]; total: number } {
  switch (table) {
    case 'most-runs':
      return battingCareers(db, q, 'innings > 0', 'r.runs DESC', page);
    case 'most-centuries':
      return battingCareers(db, q, 'hundreds > 0', 'r.hundreds DESC', page);
    case 'most-sixes':
      return battingCareers(db, q, 'sixes > 0', 'r.sixes DESC', page, true);
    case 'fastest-fifties':
      return fastestInnings(db, q, page, 'ball_50');
    case 'fastest-hundreds':
      return fastestInnings(db, q, page, 'ball_100');
    case 'best-economy':
      return bowlingCareers(db, q, 'balls > 0 AND balls >= @min', 'CAST(r.runs AS REAL) / r.balls ASC', page);
    case 'best-batting-average':
      return battingCareers(db, q, 'outs > 0 AND innings >= @min', 'CAST(r.runs AS REAL) / r.outs DESC', page);
    case 'most-wickets':
      return bowlingCareers(db, q, 'wickets > 0', 'r.wickets DESC', page);
    case 'most-five-wickets':
      return bowlingCareers(db, q, 'five_wickets > 0', 'r.five_wickets DESC', page);
    case 'best-bowling-average':
      return bowlingCareers(db, q, 'wickets > 0 AND balls >= @min', 'CAST(r.runs AS REAL) / r.wickets ASC', page);
    case 'most-catches':
      return fieldingCareers(db, q, 'catches > 0', 'r.catches DESC', page, true);
    case 'most-keeper-dismissals':
      return keeperCareers(db, q, page);
    case 'most-stumpings':
      return fieldingCareers(db, q, 'stumpings > 0', 'r.stumpings DESC', page);
    case 'highest-scores':
      return highestScores(db, q, page);
    case 'best-bowling-innings':
      return bestBowlingInnings(db, q, page);
    case 'best-bowling-match':
      return bestBowlingMatch(db, q, page);
    case 'most-wpa-test':
      return mostWpaTest(db, q, page);
    case 'most-wpa-career':
      return mostWpaCareer(db, q, page);
  }
}

/** The minimum an averages table applies (innings or balls); null for the other tables. */
export function qualification(table: RecordTable, q: RecordsQuery): number | null {
  if (table === 'best-batting-average') return q.min ?? DEFAULT_MIN_INNINGS;
  if (table === 'best-bowling-average') return q.min ?? DEFAULT_MIN_BALLS;
  if (table === 'best-economy') return q.min ?? economyMin(q.fmt);
  return null;
}

/** GET /api/cricket/records/{table}: one ranked page of a table over the filtered rows. */
export function records<T extends RecordTable>(db: Db, table: T, filters: RecordsFilterQuery, page: Page, fmt: CricketFormatKey): RecordsAnswer<T> {
  const q: RecordsQuery = { ...filters, fmt };
  const min = qualification(table, q);
  const { rows, total } = tableRows(db, table, { ...q, min: min ?? undefined }, page);
  // Ranks and totals came from window functions; the rows keep only their shape's fields.
  const data = rows.map((r) => {
    const { total: _t, ...rest } = r as Record<string, unknown>;
    return rest;
  }) as RecordRow<T>[];
  return { table, data, total, limit: page.limit, offset: page.offset, tests: testsMatching(db, q), min };
}

/** GET /api/cricket/records_filters: the values the records' filters offer (teams, host countries, grounds, years). */
export function recordsFilterOptions(db: Db, fmt: CricketFormatKey): RecordsFilterOptions {
  const list = (sql: string) => db.prepare<unknown[], string>(sql).pluck().all({ fmt }).sort(compareText);
  const years = db
    .prepare<unknown[], { first_year: number | null; last_year: number | null; tests: number }>('SELECT MIN(CAST(substr(start_date, 1, 4) AS INTEGER)) AS first_year, MAX(CAST(substr(start_date, 1, 4) AS INTEGER)) AS last_year, COUNT(*) AS tests FROM cricket_matches WHERE fmt = ?')
    .get(fmt)!;
  return {
    tests: years.tests,
    teams: list('SELECT team1 FROM cricket_matches WHERE fmt = @fmt UNION SELECT team2 FROM cricket_matches WHERE fmt = @fmt'),
    hosts: list("SELECT DISTINCT COALESCE(host_country, 'Unknown') FROM cricket_matches WHERE fmt = @fmt"),
    grounds: list('SELECT DISTINCT ground FROM cricket_matches WHERE fmt = @fmt'),
    first_year: years.first_year,
    last_year: years.last_year,
  };
}
