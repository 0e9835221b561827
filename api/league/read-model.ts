/**
 * The pool league's read model: live matches with their derived fields (new_id, session_id,
 * session_match_end_id) computed from the tables once per pool data version and shared by every read answer
 * (lists, pages, standings, player summaries) until a write raises the version. Nothing is stored twice and no
 * write path needs a hook: whoever writes (admin add/delete/restore, edits, CSV imports, db:seed), the triggers of
 * migration 5 raise the version in the same transaction and the next read recomputes from the tables.
 *
 * One indexed scan of the live matches (in game order: the `pool_matches_datetime` index) feeds every list; the
 * numbering is a single pass in JS, the same rules as the SQL in match-queries.ts (which the admin area keeps
 * using for single matches): game number 1, 2, ... by game_datetime then match_id; one session per calendar date;
 * session_match_end_id 1 on a session's last match. A group's list keeps the matches whose two players are both
 * members and numbers them within the group; a player's list keeps the league-wide numbering.
 *
 * The arrays are shared: callers must not mutate them.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { dataVersion } from '../lib/data-version';
import type { PoolMatchRow } from './match-queries';

type LiveMatch = Omit<PoolMatchRow, 'new_id' | 'session_id' | 'session_match_end_id'>;

interface Model {
  version: number;
  live?: readonly LiveMatch[];
  all?: readonly PoolMatchRow[];
  groups: Map<number, readonly PoolMatchRow[]>;
  players: Map<number, readonly PoolMatchRow[]>;
}

const models = new WeakMap<Db, Model>();
const statements = new WeakMap<Db, { live: Statement<[], LiveMatch>; members: Statement<[number], number> }>();

function stmts(db: Db) {
  let s = statements.get(db);
  if (!s) {
    s = {
      live: db.prepare<[], LiveMatch>(
        `SELECT m.match_id, strftime('%Y-%m-%dT%H:%M:%SZ', m.game_datetime) AS game_datetime,
                substr(m.game_datetime, 1, 10) AS game_date,
                p1.name AS player_1, m.player_1_id, p2.name AS player_2, m.player_2_id,
                m.score_1, m.score_2, m.winner_player_id, m.fixture_weight, m.win_weight,
                t.name AS match_type, m.match_type_id, m.deleted_at
         FROM pool_matches m
         JOIN pool_players p1 ON p1.id = m.player_1_id
         JOIN pool_players p2 ON p2.id = m.player_2_id
         JOIN pool_match_types t ON t.id = m.match_type_id
         WHERE m.deleted_at IS NULL
         ORDER BY m.game_datetime, m.match_id`,
      ),
      members: db.prepare<[number], number>('SELECT player_id FROM pool_group_players WHERE group_id = ?').pluck(),
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

/** Number matches already in game order: game numbers, sessions (calendar dates) and session ends. */
function numbered(rows: readonly LiveMatch[]): PoolMatchRow[] {
  const out: PoolMatchRow[] = new Array(rows.length);
  let session = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (i === 0 || rows[i - 1].game_date !== r.game_date) session++;
    const last = i === rows.length - 1 || rows[i + 1].game_date !== r.game_date;
    out[i] = {
      match_id: r.match_id,
      new_id: i + 1,
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
      session_match_end_id: last ? 1 : 0,
      deleted_at: r.deleted_at,
    };
  }
  return out;
}

function liveMatches(db: Db, m: Model): readonly LiveMatch[] {
  return (m.live ??= stmts(db).live.all());
}

/** Every live match, numbered over the league, ascending by new_id. */
export function allMatchesView(db: Db): readonly PoolMatchRow[] {
  const m = current(db);
  return (m.all ??= numbered(liveMatches(db, m)));
}

/** A group's live matches (both players members), numbered within the group, ascending by new_id. */
export function groupMatchesView(db: Db, groupId: number): readonly PoolMatchRow[] {
  const m = current(db);
  let rows = m.groups.get(groupId);
  if (!rows) {
    const members = new Set(stmts(db).members.all(groupId));
    rows = numbered(liveMatches(db, m).filter((r) => members.has(r.player_1_id) && members.has(r.player_2_id)));
    m.groups.set(groupId, rows);
  }
  return rows;
}

/** One player's live matches with the league-wide numbering, ascending by new_id. */
export function playerMatchesView(db: Db, playerId: number): readonly PoolMatchRow[] {
  const all = allMatchesView(db);
  const m = current(db);
  let rows = m.players.get(playerId);
  if (!rows) m.players.set(playerId, (rows = all.filter((r) => r.player_1_id === playerId || r.player_2_id === playerId)));
  return rows;
}
