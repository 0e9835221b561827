/**
 * Each player's line in each format, derived once per import and stored (migration 22, `cricket_player_formats`):
 * the players list's row as served, the career's coverage note and the names a search matches. The players list,
 * a career's coverage note, the records' † and the search across formats read it, so no answer counts every career
 * or derives every coverage note per request (those took 0.4-2.2 s cold on the whole archive). A database imported
 * before migration 22 has no rows: the answers then count live, and the start-up re-imports it (needsReimport).
 */
import type { CricketPlayer } from '../../../contracts/cricket-batting';
import type { CareerCoverageNote } from '../../../contracts/cricket-coverage';
import type { Db } from '../../db/database';
import { average, strikeRate } from '../../../common/cricket/exact-round';
import { playerRole } from '../../../common/cricket/player-role';
import { CRICKET_FORMAT_KEYS, type CricketFormatKey } from '../../../common/cricket/formats';
import { careerNotes } from './coverage';
import { perVersion } from './team-data';

/**
 * Every known name per player of a format: Cricsheet names used in matches (the current one first) and the
 * register's names. One pass over the name tables, kept to the format's players.
 */
function knownNames(db: Db, fmt: CricketFormatKey): Map<string, string[]> {
  const rows = db
    .prepare<unknown[], [string, string, number]>(
      `WITH f AS (SELECT DISTINCT player_id FROM cricket_match_players WHERE fmt = @fmt)
       SELECT p.player_id, p.name AS name, 0 AS src FROM cricket_players p JOIN f ON f.player_id = p.player_id
       UNION ALL SELECT DISTINCT mp.player_id, mp.name, 1 FROM cricket_match_players mp WHERE mp.fmt = @fmt
       UNION ALL SELECT rp.player_id, rp.full_name, 2 FROM cricket_register_people rp
         JOIN f ON f.player_id = rp.player_id WHERE rp.full_name IS NOT NULL
       UNION ALL SELECT rn.player_id, rn.name, 3 FROM cricket_register_names rn
         JOIN f ON f.player_id = rn.player_id
       ORDER BY 1, 3`,
    )
    .raw()
    .all({ fmt });
  const out = new Map<string, string[]>();
  for (const [id, name] of rows) {
    let list = out.get(id);
    if (!list) out.set(id, (list = []));
    if (!list.includes(name)) list.push(name);
  }
  return out;
}

type PlayerListRow = Pick<CricketPlayer, 'player_id' | 'name' | 'full_name' | 'url_slug' | 'team' | 'first_test' | 'last_test' | 'matches' | 'innings' | 'runs' | 'balls_faced' | 'hundreds' | 'fifties' | 'fours' | 'sixes' | 'wickets'> & {
  outs: number;
  /** Highest score x 2, plus 1 when not out (so a not-out ranks above an out on the same score). */
  top2: number | null;
};

/** The players list of a format counted from the tables (what the import stores). */
function countPlayers(db: Db, fmt: CricketFormatKey, notes: ReadonlyMap<string, unknown>): CricketPlayer[] {
  const rows = db
    .prepare<unknown[], PlayerListRow>(
      `WITH apps AS (
         SELECT mp.player_id, mp.team, m.start_date, m.match_id,
                ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.start_date DESC, m.match_id DESC) AS rn
         FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
         WHERE mp.fmt = @fmt
       ),
       span AS (
         SELECT player_id, MIN(start_date) AS first_test, MAX(start_date) AS last_test, COUNT(*) AS matches,
                MAX(CASE WHEN rn = 1 THEN team END) AS team
         FROM apps GROUP BY player_id
       ),
       bat AS (
         SELECT player_id, SUM(did_bat) AS innings, SUM(runs) AS runs, SUM(is_out) AS outs, SUM(balls_faced) AS balls_faced,
                SUM(is_century) AS hundreds, SUM(is_fifty) AS fifties, SUM(fours) AS fours, SUM(sixes) AS sixes,
                MAX(CASE WHEN did_bat = 1 THEN runs * 2 + (1 - is_out) END) AS top2
         FROM cricket_innings WHERE fmt = @fmt GROUP BY player_id
       ),
       bowl AS (SELECT player_id, SUM(wickets) AS wickets FROM cricket_bowling_innings WHERE fmt = @fmt GROUP BY player_id)
       SELECT p.player_id, p.name, rp.full_name, p.url_slug, s.team, s.first_test, s.last_test, s.matches,
              COALESCE(b.innings, 0) AS innings, COALESCE(b.runs, 0) AS runs, COALESCE(b.outs, 0) AS outs,
              COALESCE(b.balls_faced, 0) AS balls_faced, COALESCE(b.hundreds, 0) AS hundreds, COALESCE(b.fifties, 0) AS fifties,
              COALESCE(b.fours, 0) AS fours, COALESCE(b.sixes, 0) AS sixes, b.top2, COALESCE(w.wickets, 0) AS wickets
       FROM cricket_players p
       JOIN span s ON s.player_id = p.player_id
       LEFT JOIN bat b ON b.player_id = p.player_id
       LEFT JOIN bowl w ON w.player_id = p.player_id
       LEFT JOIN cricket_register_people rp ON rp.player_id = p.player_id
       ORDER BY runs DESC, p.name COLLATE NOCASE, p.player_id`,
    )
    .all({ fmt });
  const names = knownNames(db, fmt);
  return rows.map((r) => ({
    player_id: r.player_id,
    name: r.name,
    full_name: r.full_name,
    known_names: names.get(r.player_id) ?? [r.name],
    url_slug: r.url_slug,
    team: r.team,
    first_test: r.first_test,
    last_test: r.last_test,
    matches: r.matches,
    innings: r.innings,
    runs: r.runs,
    may_be_longer: notes.has(r.player_id),
    not_outs: r.innings - r.outs,
    balls_faced: r.balls_faced,
    highest_score: r.top2 === null ? null : Math.floor(r.top2 / 2),
    highest_not_out: r.top2 !== null && r.top2 % 2 === 1,
    average: average(r.runs, r.outs),
    strike_rate: strikeRate(r.runs, r.balls_faced),
    hundreds: r.hundreds,
    fifties: r.fifties,
    fours: r.fours,
    sixes: r.sixes,
    wickets: r.wickets,
    role: playerRole(r.matches, r.wickets, r.innings, average(r.runs, r.outs)),
  }));
}


/** The lower-case text a search matches: every known name, one a line. */
const searchText = (names: readonly string[]) => names.map((n) => n.toLowerCase()).join('\n');

/** Derive every format's lines from the tables and store them (replaced whole); run at the end of every import. */
export function storePlayerFormats(db: Db) {
  const insert = db.prepare('INSERT INTO cricket_player_formats (fmt, player_id, ord, row_json, note_json, search_text) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM cricket_player_formats').run();
    for (const fmt of CRICKET_FORMAT_KEYS) {
      const notes = careerNotes(db, undefined, fmt);
      countPlayers(db, fmt, notes).forEach((p, ord) => {
        const note = notes.get(p.player_id);
        insert.run(fmt, p.player_id, ord, JSON.stringify(p), note ? JSON.stringify(note) : null, searchText(p.known_names));
      });
    }
  })();
}

/** Whether the import stored the lines (a database imported before migration 22 has none). */
const stored = (db: Db) => db.prepare('SELECT 1 FROM cricket_player_formats LIMIT 1').get() !== undefined;

/** GET /api/cricket/players: every player of a format, most runs first. */
export function listPlayers(db: Db, fmt: CricketFormatKey): CricketPlayer[] {
  if (!stored(db)) return countPlayers(db, fmt, careerNotes(db, undefined, fmt));
  return db
    .prepare<[string], string>('SELECT row_json FROM cricket_player_formats WHERE fmt = ? ORDER BY ord')
    .pluck()
    .all(fmt)
    .map((row) => JSON.parse(row) as CricketPlayer);
}

/** A career's coverage note in a format (null: nothing to say). */
export function careerNote(db: Db, playerId: string, fmt: CricketFormatKey): CareerCoverageNote | null {
  if (!stored(db)) return careerNotes(db, playerId, fmt).get(playerId) ?? null;
  const note = db.prepare<[string, string], string | null>('SELECT note_json FROM cricket_player_formats WHERE fmt = ? AND player_id = ?').pluck().get(fmt, playerId);
  return note ? (JSON.parse(note) as CareerCoverageNote) : null;
}

/** The players of a format whose careers the archive may hold only in part (the records' †); once per data version. */
export function partialCareers(db: Db, fmt: CricketFormatKey): ReadonlySet<string> {
  return perVersion(db, `partialCareers|${fmt}`, (d): ReadonlySet<string> => {
    if (!stored(d)) return new Set(careerNotes(d, undefined, fmt).keys());
    return new Set(d.prepare<[string], string>('SELECT player_id FROM cricket_player_formats WHERE fmt = ? AND note_json IS NOT NULL').pluck().all(fmt));
  });
}
