import type {
  BattingBaseline,
  CareerSummary,
  FormatCareer,
  InningsRecord,
  MatchupInningsRow,
  PlayerDetail,
  PlayerMatchup,
  PlayerMatchupInnings,
  TestRef,
} from '../../../contracts/cricket-batting';
import type { DataCoverage } from '../../../contracts/cricket-coverage';
import type { Db } from '../../db/database';
import { careerNote } from './player-formats';
import { battingSummary, type SummaryInnings } from '../../../common/cricket/batting-summary';
import { CRICKET_FORMAT_KEYS, LIMITED_OVERS_FORMAT_KEYS, type CricketFormatKey } from '../../../common/cricket/formats';

interface PlayerRow {
  player_id: string;
  name: string;
  url_slug: string;
}

/** Display name: full name from the register when known, else the Cricsheet name. */
const DISPLAY_NAME = 'COALESCE(rp.full_name, p.name)';

function namesOf(db: Db, playerId: string): { full_name: string | null; known_names: string[] } {
  const full = db.prepare<unknown[], string | null>('SELECT full_name FROM cricket_register_people WHERE player_id = ?').pluck().get(playerId);
  const rows = db
    .prepare<unknown[], string>(
      `SELECT name FROM (
         SELECT name, 0 AS src FROM cricket_players WHERE player_id = @id
         UNION ALL SELECT name, 1 FROM cricket_match_players WHERE player_id = @id
         UNION ALL SELECT full_name, 2 FROM cricket_register_people WHERE player_id = @id AND full_name IS NOT NULL
         UNION ALL SELECT name, 3 FROM cricket_register_names WHERE player_id = @id
       ) ORDER BY src`,
    )
    .pluck()
    .all({ id: playerId });
  return { full_name: full ?? null, known_names: [...new Set(rows)] };
}

export function findPlayer(db: Db, slugOrId: string): PlayerRow | undefined {
  const key = slugOrId.toLowerCase();
  return (
    db.prepare<[string], PlayerRow>('SELECT player_id, name, url_slug FROM cricket_players WHERE url_slug = ?').get(key) ??
    db.prepare<[string], PlayerRow>('SELECT player_id, name, url_slug FROM cricket_players WHERE player_id = ?').get(key)
  );
}

/** The matches held of one format, or of every format when none is given. */
export function dataCoverage(db: Db, fmt?: CricketFormatKey): DataCoverage {
  return db
    .prepare<unknown[], DataCoverage>(
      `SELECT COUNT(*) AS matches, MIN(start_date) AS first_match_date, MAX(start_date) AS last_match_date FROM cricket_matches
       ${fmt ? 'WHERE fmt = ?' : ''}`,
    )
    .get(...(fmt ? [fmt] : []))!;
}

function testRef(db: Db, playerId: string, order: 'ASC' | 'DESC', fmt: CricketFormatKey): TestRef | null {
  return db
    .prepare<unknown[], TestRef>(
      `SELECT m.match_id, m.start_date AS date, CASE WHEN mp.team = m.team1 THEN m.team2 ELSE m.team1 END AS opposition, m.ground
       FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
       WHERE mp.player_id = ? AND mp.fmt = ? ORDER BY m.start_date ${order}, m.match_id ${order} LIMIT 1`,
    )
    .get(playerId, fmt) ?? null;
}

/** A career's batting summary, counted from his innings records as the career page counts a filtered part of it. */
export function careerSummary(db: Db, playerId: string, fmt: CricketFormatKey): CareerSummary {
  const records = db
    .prepare<unknown[], SummaryInnings>('SELECT did_bat, runs, balls_faced, is_out, fours, sixes, is_fifty, is_century FROM cricket_innings WHERE player_id = ? AND fmt = ?')
    .all(playerId, fmt);
  const s = battingSummary(records);
  const matches = db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM cricket_match_players WHERE player_id = ? AND fmt = ?').get(playerId, fmt)!.n;
  return {
    matches,
    did_bat: s.innings,
    outs: s.outs,
    runs: s.runs,
    balls_faced: s.balls_faced,
    fours: s.fours,
    sixes: s.sixes,
    fifties: s.fifties,
    centuries: s.centuries,
    innings: s.innings,
    not_outs: s.not_outs,
    average: s.average,
    strike_rate: s.strike_rate,
    highest_score: s.highest_score,
    highest_not_out: s.highest_not_out,
  };
}

export function playerDetail(db: Db, p: PlayerRow, fmt: CricketFormatKey): PlayerDetail {
  const teams = db
      .prepare<unknown[], { team: string }>(
        `SELECT mp.team FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
         WHERE mp.player_id = ? AND mp.fmt = ? GROUP BY mp.team ORDER BY COUNT(*) DESC, MIN(m.start_date)`,
      )
      .all(p.player_id, fmt).map((r) => r.team);
  const summary = careerSummary(db, p.player_id, fmt);
  return {
    player_id: p.player_id,
    name: p.name,
    ...namesOf(db, p.player_id),
    url_slug: p.url_slug,
    teams,
    first_test: testRef(db, p.player_id, 'ASC', fmt),
    last_test: testRef(db, p.player_id, 'DESC', fmt),
    matches: summary.matches,
    summary,
    data_coverage: dataCoverage(db, fmt),
    coverage_note: careerNote(db, p.player_id, fmt),
    key_cricinfo: db.prepare<[string], string | null>('SELECT key_cricinfo FROM cricket_register_people WHERE player_id = ?').pluck().get(p.player_id) ?? null,
    formats: formatSummaries(db, p.player_id),
  };
}

export function playerInnings(db: Db, playerId: string, fmt: CricketFormatKey): InningsRecord[] {
  const rows = db
    .prepare<unknown[], Omit<InningsRecord, 'balls_by_runs'> & Record<`balls_r${number}`, number | null>>(
      `SELECT match_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out, is_fifty, is_century, fours, sixes,
              strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin,
              balls_r0, balls_r1, balls_r2, balls_r3, balls_r4, balls_r5, balls_r6, balls_r7, ball_50, ball_100
       FROM cricket_innings WHERE player_id = ? AND fmt = ?
       ORDER BY match_start_date, match_id, match_inns`,
    )
    .all(playerId, fmt);
  return rows.map(({ balls_r0, balls_r1, balls_r2, balls_r3, balls_r4, balls_r5, balls_r6, balls_r7, ...r }) => ({
    ...r,
    balls_by_runs:
      r.did_bat && balls_r0 !== null ? [balls_r0, balls_r1, balls_r2, balls_r3, balls_r4, balls_r5, balls_r6, balls_r7] as number[] : null,
  }));
}

const MATCHUP_SUMS = `SUM(m.balls) AS balls, SUM(m.runs) AS runs, SUM(m.dismissals) AS dismissals, SUM(m.dots) AS dots,
  SUM(m.fours) AS fours, SUM(m.sixes) AS sixes`;

/** Every bowler the player faced, whole career, most balls first (ties: name). */
export function playerMatchups(db: Db, playerId: string, fmt: CricketFormatKey): PlayerMatchup[] {
  return db
    .prepare<unknown[], PlayerMatchup>(
      `SELECT ${DISPLAY_NAME} AS bowler, m.bowler_id, ${MATCHUP_SUMS}
       FROM cricket_matchups m
       JOIN cricket_players p ON p.player_id = m.bowler_id
       LEFT JOIN cricket_register_people rp ON rp.player_id = m.bowler_id
       WHERE m.batter_id = ? AND m.fmt = ?
       GROUP BY m.bowler_id
       ORDER BY balls DESC, bowler COLLATE NOCASE, m.bowler_id`,
    )
    .all(playerId, fmt);
}

/** The same figures per innings, for the filter bar. */
export function playerMatchupInnings(db: Db, playerId: string, fmt: CricketFormatKey): PlayerMatchupInnings {
  const rows = db
    .prepare<unknown[], MatchupInningsRow>(
      `SELECT m.match_id, m.match_inns, m.bowler_id, m.balls, m.runs, m.dismissals, m.dots, m.fours, m.sixes
       FROM cricket_matchups m JOIN cricket_matches x ON x.match_id = m.match_id
       WHERE m.batter_id = ? AND m.fmt = ?
       ORDER BY x.start_date, m.match_id, m.match_inns, m.bowler_id`,
    )
    .all(playerId, fmt);
  const names = db
    .prepare<unknown[], [string, string]>(
      `SELECT m.bowler_id, ${DISPLAY_NAME} AS name
       FROM (SELECT DISTINCT bowler_id FROM cricket_matchups WHERE batter_id = ? AND fmt = ?) m
       JOIN cricket_players p ON p.player_id = m.bowler_id
       LEFT JOIN cricket_register_people rp ON rp.player_id = m.bowler_id`,
    )
    .raw()
    .all(playerId, fmt);
  return { bowlers: Object.fromEntries(names), rows };
}

/** Batted innings with ball-by-ball figures by their final balls faced or runs: out[k] ended out on k, not_out[k] not out. */
function outcomeHistogram(db: Db, col: 'balls_faced' | 'runs', fmt: CricketFormatKey): { out: number[]; not_out: number[] } {
  const rows = db
    .prepare<unknown[], [number, number, number]>(
      `SELECT ${col}, SUM(is_out), SUM(1 - is_out) FROM cricket_innings WHERE fmt = ? AND did_bat = 1 AND balls_r0 IS NOT NULL GROUP BY ${col}`,
    )
    .raw()
    .all(fmt);
  const max = rows.reduce((m, [k]) => Math.max(m, k), -1);
  const out = new Array<number>(max + 1).fill(0);
  const notOut = new Array<number>(max + 1).fill(0);
  for (const [k, o, n] of rows) {
    out[k] = o;
    notOut[k] = n;
  }
  return { out, not_out: notOut };
}

/** All batters in the archive (innings with ball-by-ball figures). */
export function battingBaseline(db: Db, fmt: CricketFormatKey): BattingBaseline {
  const tot = db
    .prepare<unknown[], number[]>(
      `SELECT COUNT(*) AS innings, COALESCE(SUM(balls_faced), 0) AS balls_faced, COALESCE(SUM(runs), 0) AS runs,
              COALESCE(SUM(is_out), 0) AS outs, COALESCE(SUM(fours), 0) AS fours, COALESCE(SUM(sixes), 0) AS sixes,
              COALESCE(SUM(balls_r0), 0), COALESCE(SUM(balls_r1), 0), COALESCE(SUM(balls_r2), 0), COALESCE(SUM(balls_r3), 0),
              COALESCE(SUM(balls_r4), 0), COALESCE(SUM(balls_r5), 0), COALESCE(SUM(balls_r6), 0), COALESCE(SUM(balls_r7), 0),
              COUNT(ball_50) AS fifty_plus, COUNT(ball_100) AS hundreds
       FROM cricket_innings WHERE fmt = ? AND did_bat = 1 AND balls_r0 IS NOT NULL`,
    )
    .raw()
    .get(fmt)!;
  const { out, not_out: notOut } = outcomeHistogram(db, 'balls_faced', fmt);
  const reached = (col: 'ball_50' | 'ball_100') => {
    const rows = db.prepare<unknown[], [number, number]>(`SELECT ${col}, COUNT(*) FROM cricket_innings WHERE fmt = ? AND ${col} IS NOT NULL GROUP BY ${col}`).raw().all(fmt);
    const h = new Array<number>(rows.reduce((m, [b]) => Math.max(m, b + 1), 0)).fill(0);
    for (const [b, n] of rows) h[b] = n;
    return h;
  };
  return {
    innings: tot[0],
    balls_faced: tot[1],
    runs: tot[2],
    outs: tot[3],
    fours: tot[4],
    sixes: tot[5],
    balls_by_runs: tot.slice(6, 14),
    innings_by_balls: { out, not_out: notOut },
    fifty_plus: tot[14],
    hundreds: tot[15],
    reached_50_at: reached('ball_50'),
    reached_100_at: reached('ball_100'),
    innings_by_runs: outcomeHistogram(db, 'runs', fmt),
  };
}

/** The formats whose matches keep a delivery log (the win-probability models'). */
const LOGGED_FORMATS = ['tests', ...LIMITED_OVERS_FORMAT_KEYS];

/**
 * Matches loaded before ball-by-ball analytics existed (their batted innings have no ball figures), or before the
 * scorecards (no result kind: no bowling, fielding or scorecard rows either).
 */
export function needsReimport(db: Db): boolean {
  return (
    db.prepare('SELECT 1 FROM cricket_innings WHERE did_bat = 1 AND balls_r0 IS NULL LIMIT 1').get() !== undefined ||
    db.prepare('SELECT 1 FROM cricket_matches WHERE result IS NULL LIMIT 1').get() !== undefined ||
    // Imported before migration 17 kept each Test's delivery log (win probability): men's Tests only have one.
    // ... and before migration 23 every limited-overs match (ODIs and T20Is) has one too.
    db
      .prepare(
        `SELECT 1 FROM cricket_matches m WHERE m.fmt IN (${LOGGED_FORMATS.map(() => '?').join(', ')})
         AND NOT EXISTS (SELECT 1 FROM cricket_match_logs l WHERE l.match_id = m.match_id) LIMIT 1`,
      )
      .get(...LOGGED_FORMATS) !== undefined ||
    // Imported before migration 22 stored each player's line per format (api/cricket/queries/player-formats.ts).
    (db.prepare('SELECT 1 FROM cricket_matches LIMIT 1').get() !== undefined && db.prepare('SELECT 1 FROM cricket_player_formats LIMIT 1').get() === undefined)
  );
}

/**
 * A player's career in each format he or she played (the player page's summaries side by side): matches, batting
 * (innings, runs, outs, balls, hundreds, fifties) and bowling (legal balls, runs, wickets), in the formats' order.
 */
export function formatSummaries(db: Db, playerId: string): FormatCareer[] {
  const rows = db
    .prepare<[string, string, string], FormatCareer>(
      `WITH mp AS (SELECT fmt, COUNT(*) AS matches, MIN(match_id) AS any_match FROM cricket_match_players WHERE player_id = ? GROUP BY fmt),
       bat AS (SELECT fmt, SUM(did_bat) AS innings, SUM(runs) AS runs, SUM(is_out) AS outs, SUM(balls_faced) AS balls_faced,
                      SUM(is_century) AS hundreds, SUM(is_fifty) AS fifties
               FROM cricket_innings WHERE player_id = ? GROUP BY fmt),
       bowl AS (SELECT fmt, SUM(balls) AS balls_bowled, SUM(runs) AS runs_conceded, SUM(wickets) AS wickets
                FROM cricket_bowling_innings WHERE player_id = ? GROUP BY fmt)
       SELECT mp.fmt AS format, mp.matches, COALESCE(bat.innings, 0) AS innings, COALESCE(bat.runs, 0) AS runs, COALESCE(bat.outs, 0) AS outs,
              COALESCE(bat.balls_faced, 0) AS balls_faced, COALESCE(bat.hundreds, 0) AS hundreds, COALESCE(bat.fifties, 0) AS fifties,
              COALESCE(bowl.balls_bowled, 0) AS balls_bowled, COALESCE(bowl.runs_conceded, 0) AS runs_conceded, COALESCE(bowl.wickets, 0) AS wickets
       FROM mp LEFT JOIN bat ON bat.fmt = mp.fmt LEFT JOIN bowl ON bowl.fmt = mp.fmt`,
    )
    .all(playerId, playerId, playerId);
  const order = new Map<string, number>(CRICKET_FORMAT_KEYS.map((k, i) => [k, i]));
  return rows.sort((a, b) => (order.get(a.format) ?? 99) - (order.get(b.format) ?? 99));
}
