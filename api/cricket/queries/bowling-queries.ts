import type {
  BowlerMatchupRow,
  BowlingCareerRow,
  BowlingFigures,
  BowlingInnings,
  BowlingSummary,
  PlayerBowling,
  PlayerBowlingMatchups,
} from '../../../contracts/cricket-bowling';
import type { FieldingCareerRow, FieldingMatch, PlayerFielding } from '../../../contracts/cricket-fielding';
import type { Db } from '../../db/database';
import { bowlingAverage, bowlingStrikeRate, economyRate } from '../../../common/cricket/exact-round';
import type { CricketFormatKey } from '../../../common/cricket/formats';

/**
 * Bowling and fielding careers, read from the per-innings rows the importer keeps (cricket_bowling_innings,
 * cricket_fielding_innings); never from the deliveries. Matches are Tests in the XI (cricket_match_players).
 */

/** Sums of a set of bowling innings, before the derived figures. */
export interface BowlingSums {
  innings: number;
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
  four_wickets: number;
  five_wickets: number;
  /** Best innings and match as wickets * 100000 - runs (most wickets, then fewest runs); null when none. */
  best_inns_key: number | null;
  best_match_key: number | null;
  ten_wickets: number;
}

/** Runs conceded in one effort stay far below this, so `wickets * KEY - runs` orders by wickets, then fewest runs. */
const KEY = 100000;
export const figuresFromKey = (key: number | null): BowlingFigures | null => {
  if (key === null) return null;
  const wickets = Math.ceil(key / KEY) || 0;
  return { wickets, runs: wickets * KEY - key };
};

/** The derived figures of a set of sums (averages rounded half up; null where undefined). */
export function bowlingSummaryOf(matches: number, s: BowlingSums): BowlingSummary {
  return {
    matches,
    innings: s.innings,
    balls: s.balls,
    maidens: s.maidens,
    runs: s.runs,
    wickets: s.wickets,
    best_innings: figuresFromKey(s.best_inns_key),
    best_match: figuresFromKey(s.best_match_key),
    average: bowlingAverage(s.runs, s.wickets),
    economy: economyRate(s.runs, s.balls),
    strike_rate: bowlingStrikeRate(s.balls, s.wickets),
    four_wickets: s.four_wickets,
    five_wickets: s.five_wickets,
    ten_wickets: s.ten_wickets,
  };
}

/**
 * SQL summing bowling innings per player over `source` (a relation with the cricket_bowling_innings columns):
 * innings sums joined with match sums (best match, ten-wicket matches). Columns as BowlingSums plus player_id.
 */
export function bowlingSumsSql(source: string): string {
  return `WITH b AS (SELECT * FROM ${source}),
    per_match AS (SELECT player_id, match_id, SUM(wickets) AS w, SUM(runs) AS r FROM b GROUP BY player_id, match_id),
    m AS (SELECT player_id, MAX(w * ${KEY} - r) AS best_match_key, SUM(w >= 10) AS ten_wickets FROM per_match GROUP BY player_id),
    i AS (SELECT player_id, COUNT(*) AS innings, SUM(balls) AS balls, SUM(maidens) AS maidens, SUM(runs) AS runs,
                 SUM(wickets) AS wickets, SUM(wickets = 4) AS four_wickets, SUM(wickets >= 5) AS five_wickets,
                 MAX(wickets * ${KEY} - runs) AS best_inns_key
          FROM b GROUP BY player_id)
    SELECT i.player_id, i.innings, i.balls, i.maidens, i.runs, i.wickets, i.four_wickets, i.five_wickets, i.best_inns_key,
           m.best_match_key, m.ten_wickets
    FROM i JOIN m ON m.player_id = i.player_id`;
}

const NO_SUMS: BowlingSums = {
  innings: 0,
  balls: 0,
  maidens: 0,
  runs: 0,
  wickets: 0,
  four_wickets: 0,
  five_wickets: 0,
  best_inns_key: null,
  best_match_key: null,
  ten_wickets: 0,
};

const matchesOf = (db: Db, playerId: string, fmt: CricketFormatKey) =>
  db.prepare<unknown[], number>('SELECT COUNT(*) FROM cricket_match_players WHERE player_id = ? AND fmt = ?').pluck().get(playerId, fmt)!;

/** GET /api/cricket/player_bowling/{slug}. */
export function playerBowling(db: Db, playerId: string, fmt: CricketFormatKey): PlayerBowling {
  const sums = db
    .prepare<unknown[], (BowlingSums & { player_id: string })>(bowlingSumsSql('cricket_bowling_innings WHERE player_id = @id AND fmt = @fmt'))
    .get({ id: playerId, fmt });
  const innings = db
    .prepare<unknown[], BowlingInnings>(
      `SELECT match_id, match_inns, opposition, ground, host_country, match_start_date, balls, maidens, runs, wickets,
              wides, no_balls, dots
       FROM cricket_bowling_innings WHERE player_id = ? AND fmt = ? ORDER BY match_start_date, match_id, match_inns`,
    )
    .all(playerId, fmt);
  const { player_id: _id, ...s } = sums ?? { player_id: playerId, ...NO_SUMS };
  return { summary: bowlingSummaryOf(matchesOf(db, playerId, fmt), s), innings };
}

/** GET /api/cricket/players_bowling: every player who bowled a ball, most wickets first. */
export function listBowlers(db: Db, fmt: CricketFormatKey): BowlingCareerRow[] {
  const rows = db
    .prepare<unknown[], BowlingSums & { player_id: string; matches: number }>(
      `SELECT s.*, (SELECT COUNT(*) FROM cricket_match_players mp WHERE mp.player_id = s.player_id AND mp.fmt = @fmt) AS matches
       FROM (${bowlingSumsSql('cricket_bowling_innings WHERE fmt = @fmt')}) s ORDER BY s.wickets DESC, s.player_id`,
    )
    .all({ fmt });
  return rows.map(({ player_id, matches, ...s }) => ({ player_id, ...bowlingSummaryOf(matches, s) }));
}

const FIELDING_SUMS = `COALESCE(SUM(catches), 0) AS catches, COALESCE(SUM(caught_and_bowled), 0) AS caught_and_bowled,
  COALESCE(SUM(stumpings), 0) AS stumpings, COALESCE(SUM(run_outs), 0) AS run_outs`;

/** GET /api/cricket/player_fielding/{slug}: career credits and one row per year he played a Test. */
export function playerFielding(db: Db, playerId: string, fmt: CricketFormatKey): PlayerFielding {
  const summary = db
    .prepare<unknown[], Omit<PlayerFielding['summary'], 'matches'>>(`SELECT ${FIELDING_SUMS} FROM cricket_fielding_innings WHERE player_id = ? AND fmt = ?`)
    .get(playerId, fmt)!;
  const byYear = db
    .prepare<unknown[], PlayerFielding['by_year'][number]>(
      `WITH y AS (
         SELECT CAST(substr(m.start_date, 1, 4) AS INTEGER) AS year, COUNT(*) AS matches
         FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
         WHERE mp.player_id = @id AND mp.fmt = @fmt GROUP BY year
       ),
       f AS (SELECT match_year AS year, ${FIELDING_SUMS} FROM cricket_fielding_innings WHERE player_id = @id AND fmt = @fmt GROUP BY match_year)
       SELECT y.year, y.matches, COALESCE(f.catches, 0) AS catches, COALESCE(f.caught_and_bowled, 0) AS caught_and_bowled,
              COALESCE(f.stumpings, 0) AS stumpings, COALESCE(f.run_outs, 0) AS run_outs
       FROM y LEFT JOIN f ON f.year = y.year ORDER BY y.year`,
    )
    .all({ id: playerId, fmt });
  return { summary: { matches: matchesOf(db, playerId, fmt), ...summary }, by_year: byYear };
}

/**
 * GET /api/cricket/player_fielding_matches/{slug}: every Test he played in the XI (cricket_match_players, as the
 * summary's matches), oldest first, with his credits from the same per-innings rows as the summary (0 when none);
 * the opposition is the other side of the Test. Summed, the rows give the summary's figures.
 */
export function playerFieldingMatches(db: Db, playerId: string, fmt: CricketFormatKey): FieldingMatch[] {
  return db
    .prepare<unknown[], FieldingMatch>(
      `SELECT mp.match_id, m.start_date AS match_start_date, CAST(substr(m.start_date, 1, 4) AS INTEGER) AS match_year, mp.team,
              CASE WHEN m.team1 = mp.team THEN m.team2 ELSE m.team1 END AS opposition, m.ground, m.host_country,
              ${FIELDING_SUMS}
       FROM cricket_match_players mp
       JOIN cricket_matches m ON m.match_id = mp.match_id
       LEFT JOIN cricket_fielding_innings f ON f.match_id = mp.match_id AND f.player_id = mp.player_id
       WHERE mp.player_id = ? AND mp.fmt = ?
       GROUP BY mp.match_id
       ORDER BY m.start_date, mp.match_id`,
    )
    .all(playerId, fmt);
}

/** GET /api/cricket/players_fielding: every player with a fielding credit, most catches first. */
export function listFielders(db: Db, fmt: CricketFormatKey): FieldingCareerRow[] {
  return db
    .prepare<unknown[], FieldingCareerRow>(
      `SELECT f.player_id, (SELECT COUNT(*) FROM cricket_match_players mp WHERE mp.player_id = f.player_id AND mp.fmt = @fmt) AS matches, ${FIELDING_SUMS}
       FROM cricket_fielding_innings f WHERE f.fmt = @fmt GROUP BY f.player_id ORDER BY catches DESC, f.player_id`,
    )
    .all({ fmt });
}

/** GET /api/cricket/player_bowling_matchups/{slug}: the batters he bowled to, per innings, and every wicket's kind. */
export function playerBowlingMatchups(db: Db, playerId: string, fmt: CricketFormatKey): PlayerBowlingMatchups {
  const rows = db
    .prepare<unknown[], BowlerMatchupRow>(
      `SELECT m.match_id, m.match_inns, m.batter_id, m.balls, m.runs, m.dismissals, m.dots, m.fours, m.sixes
       FROM cricket_matchups m JOIN cricket_matches x ON x.match_id = m.match_id
       WHERE m.bowler_id = ? AND m.fmt = ?
       ORDER BY x.start_date, m.match_id, m.match_inns, m.batter_id`,
    )
    .all(playerId, fmt);
  const wickets = db
    .prepare<unknown[], PlayerBowlingMatchups['wickets'][number]>(
      `SELECT match_id, match_inns, player_id AS batter_id, dismissal AS kind FROM cricket_innings
       WHERE dismissal_bowler_id = ? AND fmt = ? ORDER BY match_start_date, match_id, match_inns, player_id`,
    )
    .all(playerId, fmt);
  const names = db
    .prepare<unknown[], [string, string, string]>(
      `SELECT m.batter_id, COALESCE(rp.full_name, p.name), p.url_slug
       FROM (SELECT DISTINCT batter_id FROM cricket_matchups WHERE bowler_id = @id AND fmt = @fmt
             UNION SELECT player_id FROM cricket_innings WHERE dismissal_bowler_id = @id AND fmt = @fmt) m
       JOIN cricket_players p ON p.player_id = m.batter_id
       LEFT JOIN cricket_register_people rp ON rp.player_id = m.batter_id`,
    )
    .raw()
    .all({ id: playerId, fmt });
  return { batters: Object.fromEntries(names.map(([id, name]) => [id, name])), slugs: Object.fromEntries(names.map(([id, , slug]) => [id, slug])), rows, wickets };
}
