/**
 * The pool league's read model: live matches with their derived fields (new_id, session_id,
 * session_match_end_id) computed from the tables once per pool data version and shared by every read answer
 * (lists, pages, standings, player summaries) until a write raises the version. Nothing is stored twice and no
 * write path needs a hook: whoever writes (admin add/delete/restore, edits, CSV imports, db:seed), the triggers of
 * migration 5 raise the version in the same transaction and the next read recomputes from the tables.
 *
 * The whole league's list is one indexed scan of the live matches (in game order: the `pool_matches_datetime`
 * index) numbered in a single pass in JS, the same rules as the SQL in match-queries.ts (which the admin area keeps
 * using for single matches): game number 1, 2, ... by game_datetime then match_id; one session per calendar date;
 * session_match_end_id 1 on a session's last match. A group's list reads only the matches whose two players are
 * both members and numbers them within the group; a player's list reads only his matches and takes the league-wide
 * numbering from a compact per-version index (match ids and dates only), so a small group or one player never
 * turns a large league's every match into rows.
 *
 * The arrays are shared: callers must not mutate them.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { dataVersion } from '../lib/data-version';
import type { PoolMatchRow } from './match-queries';

type LiveMatch = Omit<PoolMatchRow, 'new_id' | 'session_id' | 'session_match_end_id'>;

/** The league-wide numbering of every live match, by match id: compact (a few bytes a match), no row objects. */
interface Numbering {
  newId: Int32Array;
  session: Int32Array;
  end: Uint8Array;
}

interface Model {
  version: number;
  live?: readonly LiveMatch[];
  numbering?: Numbering;
  all?: readonly PoolMatchRow[];
  groups: Map<number, readonly PoolMatchRow[]>;
  players: Map<number, readonly PoolMatchRow[]>;
}

const models = new WeakMap<Db, Model>();
const LIVE_COLUMNS = `SELECT m.match_id, strftime('%Y-%m-%dT%H:%M:%SZ', m.game_datetime) AS game_datetime,
                substr(m.game_datetime, 1, 10) AS game_date,
                p1.name AS player_1, m.player_1_id, p2.name AS player_2, m.player_2_id,
                m.score_1, m.score_2, m.winner_player_id, m.fixture_weight, m.win_weight,
                t.name AS match_type, m.match_type_id, m.deleted_at
         FROM pool_matches m
         JOIN pool_players p1 ON p1.id = m.player_1_id
         JOIN pool_players p2 ON p2.id = m.player_2_id
         JOIN pool_match_types t ON t.id = m.match_type_id
         WHERE m.deleted_at IS NULL`;
const IN_ORDER = 'ORDER BY m.game_datetime, m.match_id';

interface Statements {
  live: Statement<[], LiveMatch>;
  group: Statement<[number, number], LiveMatch>;
  player: Statement<[number, number], LiveMatch>;
  order: Statement<[], [number, string]>;
  top: Statement<[], number | null>;
}
const statements = new WeakMap<Db, Statements>();

function stmts(db: Db): Statements {
  let s = statements.get(db);
  if (!s) {
    s = {
      live: db.prepare<[], LiveMatch>(`${LIVE_COLUMNS} ${IN_ORDER}`),
      group: db.prepare<[number, number], LiveMatch>(
        `${LIVE_COLUMNS}
           AND m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = ?)
           AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = ?)
         ${IN_ORDER}`,
      ),
      player: db.prepare<[number, number], LiveMatch>(`${LIVE_COLUMNS} AND (m.player_1_id = ? OR m.player_2_id = ?) ${IN_ORDER}`),
      order: db
        .prepare<[], [number, string]>(
          `SELECT m.match_id, substr(m.game_datetime, 1, 10) FROM pool_matches m WHERE m.deleted_at IS NULL ${IN_ORDER}`,
        )
        .raw(),
      top: db.prepare<[], number | null>('SELECT max(match_id) FROM pool_matches').pluck(),
    };
    statements.set(db, s);
  }
  return s;
}

function current(db: Db): Model {
  const version = dataVersion(db, 'pool');
  let m = models.get(db);
  if (!m || m.version !== version) {
    m = { version, groups: new Map(), players: new Map() };
    models.set(db, m);
  }
  return m;
}

/** A live match with its derived fields. */
const withNumbers = (r: LiveMatch, newId: number, session: number, end: number): PoolMatchRow => ({
  match_id: r.match_id,
  new_id: newId,
  game_datetime: r.game_datetime,
  game_date: r.game_date,
  player_1: r.player_1,
  player_1_id: r.player_1_id,
  player_2: r.player_2,
  player_2_id: r.player_2_id,
  score_1: r.score_1,
  score_2: r.score_2,
  winner_player_id: r.winner_player_id,
  fixture_weight: r.fixture_weight,
  win_weight: r.win_weight,
  match_type: r.match_type,
  match_type_id: r.match_type_id,
  session_id: session,
  session_match_end_id: end === 1 ? 1 : 0,
  deleted_at: r.deleted_at,
});

/** Number matches already in game order: game numbers, sessions (calendar dates) and session ends. */
function numbered(rows: readonly LiveMatch[]): PoolMatchRow[] {
  const out: PoolMatchRow[] = new Array(rows.length);
  let session = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (i === 0 || rows[i - 1].game_date !== r.game_date) session++;
    const last = i === rows.length - 1 || rows[i + 1].game_date !== r.game_date;
    out[i] = withNumbers(r, i + 1, session, last ? 1 : 0);
  }
  return out;
}

/** The league-wide numbering (the same rules as `numbered`), from the ids and dates alone. */
function leagueNumbering(db: Db, m: Model): Numbering {
  if (m.numbering) return m.numbering;
  const s = stmts(db);
  const top = s.top.get() ?? 0;
  const n: Numbering = { newId: new Int32Array(top + 1), session: new Int32Array(top + 1), end: new Uint8Array(top + 1) };
  // Streamed (no list of every match held): a session's last match is known when the next date starts.
  let session = 0;
  let count = 0;
  let prevId = 0;
  let prevDate: string | null = null;
  for (const [id, date] of s.order.iterate()) {
    if (date !== prevDate) {
      if (prevDate !== null) n.end[prevId] = 1;
      session++;
      prevDate = date;
    }
    n.newId[id] = ++count;
    n.session[id] = session;
    prevId = id;
  }
  if (prevDate !== null) n.end[prevId] = 1;
  return (m.numbering = n);
}

function liveMatches(db: Db, m: Model): readonly LiveMatch[] {
  return (m.live ??= stmts(db).live.all());
}

/** Every live match, numbered over the league, ascending by new_id. */
export function allMatchesView(db: Db): readonly PoolMatchRow[] {
  const m = current(db);
  return (m.all ??= numbered(liveMatches(db, m)));
}

/**
 * A group's live matches (both players members), numbered within the group, ascending by new_id: read for the group
 * alone (a small group never loads a large league's matches).
 */
export function groupMatchesView(db: Db, groupId: number): readonly PoolMatchRow[] {
  const m = current(db);
  let rows = m.groups.get(groupId);
  if (!rows) m.groups.set(groupId, (rows = numbered(stmts(db).group.all(groupId, groupId))));
  return rows;
}

/**
 * One player's live matches with the league-wide numbering, ascending by new_id: his rows alone, numbered from the
 * league's compact numbering (never every match as rows).
 */
export function playerMatchesView(db: Db, playerId: number): readonly PoolMatchRow[] {
  const m = current(db);
  let rows = m.players.get(playerId);
  if (!rows) {
    const n = leagueNumbering(db, m);
    rows = stmts(db).player.all(playerId, playerId).map((r) => withNumbers(r, n.newId[r.match_id], n.session[r.match_id], n.end[r.match_id]));
    m.players.set(playerId, rows);
  }
  return rows;
}
