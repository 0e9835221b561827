import type { Db } from '../db/database';

export interface PlayerListItem {
  player_id: string;
  name: string;
  url_slug: string;
  team: string;
  first_test: string;
  last_test: string;
  matches: number;
  innings: number;
  runs: number;
}

export interface CareerSummary {
  matches: number;
  innings: number;
  did_bat: number;
  not_outs: number;
  outs: number;
  runs: number;
  balls_faced: number;
  /** runs / outs; null when the player was never out. */
  average: number | null;
  /** 100 x runs / balls; null with no balls faced. */
  strike_rate: number | null;
  fours: number;
  sixes: number;
  fifties: number;
  centuries: number;
  highest_score: number | null;
  highest_not_out: boolean;
}

export interface TestRef {
  match_id: string;
  date: string;
  opposition: string;
  ground: string;
}

export interface PlayerDetail {
  player_id: string;
  name: string;
  url_slug: string;
  teams: string[];
  first_test: TestRef;
  last_test: TestRef;
  matches: number;
  summary: CareerSummary;
  data_coverage: DataCoverage;
}

export interface DataCoverage {
  matches: number;
  first_match_date: string | null;
  last_match_date: string | null;
}

export interface InningsRecord {
  match_id: string;
  match_inns: number;
  team: string;
  opposition: string;
  runs: number;
  balls_faced: number;
  did_bat: number;
  is_out: number;
  is_fifty: number;
  is_century: number;
  fours: number;
  sixes: number;
  strike_rate: number | null;
  batting_position: number | null;
  dismissal: string;
  match_start_date: string;
  match_year: number;
  ground: string;
  host_country: string | null;
  run_bin: string | null;
}

interface PlayerRow {
  player_id: string;
  name: string;
  url_slug: string;
}

export function listPlayers(db: Db): PlayerListItem[] {
  return db
    .prepare(
      `WITH apps AS (
         SELECT mp.player_id, mp.team, m.start_date, m.match_id,
                ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.start_date DESC, m.match_id DESC) AS rn
         FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
       ),
       span AS (
         SELECT player_id, MIN(start_date) AS first_test, MAX(start_date) AS last_test, COUNT(*) AS matches,
                MAX(CASE WHEN rn = 1 THEN team END) AS team
         FROM apps GROUP BY player_id
       ),
       bat AS (
         SELECT player_id, SUM(did_bat) AS innings, SUM(runs) AS runs FROM cricket_innings GROUP BY player_id
       )
       SELECT p.player_id, p.name, p.url_slug, s.team, s.first_test, s.last_test, s.matches,
              COALESCE(b.innings, 0) AS innings, COALESCE(b.runs, 0) AS runs
       FROM cricket_players p
       JOIN span s ON s.player_id = p.player_id
       LEFT JOIN bat b ON b.player_id = p.player_id
       ORDER BY runs DESC, p.name COLLATE NOCASE, p.player_id`,
    )
    .all() as PlayerListItem[];
}

export function findPlayer(db: Db, slugOrId: string): PlayerRow | undefined {
  const key = slugOrId.toLowerCase();
  return (db.prepare('SELECT player_id, name, url_slug FROM cricket_players WHERE url_slug = ?').get(key) ??
    db.prepare('SELECT player_id, name, url_slug FROM cricket_players WHERE player_id = ?').get(key)) as PlayerRow | undefined;
}

export function dataCoverage(db: Db): DataCoverage {
  return db
    .prepare('SELECT COUNT(*) AS matches, MIN(start_date) AS first_match_date, MAX(start_date) AS last_match_date FROM cricket_matches')
    .get() as DataCoverage;
}

function testRef(db: Db, playerId: string, order: 'ASC' | 'DESC'): TestRef {
  return db
    .prepare(
      `SELECT m.match_id, m.start_date AS date, CASE WHEN mp.team = m.team1 THEN m.team2 ELSE m.team1 END AS opposition, m.ground
       FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
       WHERE mp.player_id = ? ORDER BY m.start_date ${order}, m.match_id ${order} LIMIT 1`,
    )
    .get(playerId) as TestRef;
}

export function careerSummary(db: Db, playerId: string): CareerSummary {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT match_id) AS matches, COALESCE(SUM(did_bat), 0) AS did_bat, COALESCE(SUM(is_out), 0) AS outs,
              COALESCE(SUM(runs), 0) AS runs, COALESCE(SUM(balls_faced), 0) AS balls_faced,
              COALESCE(SUM(fours), 0) AS fours, COALESCE(SUM(sixes), 0) AS sixes,
              COALESCE(SUM(is_fifty), 0) AS fifties, COALESCE(SUM(is_century), 0) AS centuries
       FROM cricket_innings WHERE player_id = ?`,
    )
    .get(playerId) as Omit<CareerSummary, 'innings' | 'not_outs' | 'average' | 'strike_rate' | 'highest_score' | 'highest_not_out'>;
  const top = db
    .prepare(
      `SELECT runs, is_out FROM cricket_innings WHERE player_id = ? AND did_bat = 1
       ORDER BY runs DESC, is_out ASC LIMIT 1`,
    )
    .get(playerId) as { runs: number; is_out: number } | undefined;
  const matches = (db.prepare('SELECT COUNT(*) AS n FROM cricket_match_players WHERE player_id = ?').get(playerId) as { n: number }).n;
  return {
    ...row,
    matches,
    innings: row.did_bat,
    not_outs: row.did_bat - row.outs,
    average: row.outs > 0 ? round2(row.runs / row.outs) : null,
    strike_rate: row.balls_faced > 0 ? round2((100 * row.runs) / row.balls_faced) : null,
    highest_score: top ? top.runs : null,
    highest_not_out: top ? top.is_out === 0 : false,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function playerDetail(db: Db, p: PlayerRow): PlayerDetail {
  const teams = (
    db
      .prepare(
        `SELECT mp.team FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
         WHERE mp.player_id = ? GROUP BY mp.team ORDER BY MIN(m.start_date)`,
      )
      .all(p.player_id) as { team: string }[]
  ).map((r) => r.team);
  const summary = careerSummary(db, p.player_id);
  return {
    player_id: p.player_id,
    name: p.name,
    url_slug: p.url_slug,
    teams,
    first_test: testRef(db, p.player_id, 'ASC'),
    last_test: testRef(db, p.player_id, 'DESC'),
    matches: summary.matches,
    summary,
    data_coverage: dataCoverage(db),
  };
}

export function playerInnings(db: Db, playerId: string): InningsRecord[] {
  return db
    .prepare(
      `SELECT match_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out, is_fifty, is_century, fours, sixes,
              strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin
       FROM cricket_innings WHERE player_id = ?
       ORDER BY match_start_date, match_id, match_inns`,
    )
    .all(playerId) as InningsRecord[];
}
