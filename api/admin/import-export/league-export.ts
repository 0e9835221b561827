import type { LeagueExport } from '../../../contracts/admin-import-export';
import type { Db } from '../../db/database';
import { csvLine } from '../../../common/csv';
import { IMPORT_COLUMNS } from './league-import';
import { stmt } from '../../db/statement-cache';

/** Everything in the pool league: groups, players, membership and every match (deleted ones flagged). */
export type { LeagueExport };

const iso = (stored: string | null) => (stored === null ? null : `${stored.replace(' ', 'T')}Z`);

export function exportLeague(db: Db): LeagueExport {
  const groups = stmt<LeagueExport['groups'][number]>(db, 'SELECT id, name, url_slug FROM pool_groups ORDER BY id').all();
  const players = stmt<LeagueExport['players'][number]>(db, 'SELECT id, name FROM pool_players ORDER BY id').all();
  const memberships = stmt<LeagueExport['memberships'][number]>(db, 'SELECT group_id, player_id FROM pool_group_players ORDER BY group_id, player_id').all();
  const rows = stmt<Omit<LeagueExport['matches'][number], 'deleted'> & { deleted_at: string | null }>(
    db,
    `SELECT m.match_id, m.game_datetime, m.player_1_id, p1.name AS player_1, m.player_2_id, p2.name AS player_2,
            m.score_1, m.score_2, m.winner_player_id, m.fixture_weight, m.win_weight, t.name AS match_type, m.deleted_at
     FROM pool_matches m
     JOIN pool_players p1 ON p1.id = m.player_1_id
     JOIN pool_players p2 ON p2.id = m.player_2_id
     JOIN pool_match_types t ON t.id = m.match_type_id
     ORDER BY m.game_datetime, m.match_id`,
  ).all();
  const matches = rows.map((m) => ({
    ...m,
    game_datetime: iso(m.game_datetime)!,
    deleted: m.deleted_at !== null,
    deleted_at: iso(m.deleted_at),
  }));
  const seasons = stmt<LeagueExport['seasons'][number]>(db, 'SELECT id, group_id, name, start_date FROM pool_seasons ORDER BY id').all();
  const fixtures = stmt<Omit<LeagueExport['fixtures'][number], 'deleted'> & { deleted_at: string | null }>(
      db,
      `SELECT f.id, f.season_id, f.fixture_date AS date, f.player_1_id, p1.name AS player_1, f.player_2_id, p2.name AS player_2, f.round, f.deleted_at
       FROM pool_fixtures f JOIN pool_players p1 ON p1.id = f.player_1_id JOIN pool_players p2 ON p2.id = f.player_2_id
       ORDER BY f.season_id, f.id`,
    ).all().map((f) => ({ ...f, deleted: f.deleted_at !== null, deleted_at: iso(f.deleted_at) }));
  return { format: 'pool-league', version: 2, exportedAt: new Date().toISOString(), groups, players, memberships, matches, seasons, fixtures };
}

/**
 * The same league as CSV the import reads back: one line per match (date, players, scores, fixture weight, the
 * first group holding both players, when deleted), then one line per membership (player1 and group only), then
 * players in no group and groups with no members. Importing it into an empty database rebuilds every group,
 * player, membership and match, so every standings table comes out the same. (Win weights are not exported:
 * the admin area never sets them and the public pages do not use them.) Last come the seasons: one
 * line per season (start date, group, season) and one per fixture (date, players, group, season, round, and the
 * time it was removed, if it was), in id order, so the import rebuilds them in the same order.
 */
export function exportLeagueCsv(db: Db): string {
  const league = exportLeague(db);
  const groupName = new Map(league.groups.map((g) => [g.id, g.name]));
  const playerName = new Map(league.players.map((p) => [p.id, p.name]));
  const groupsOf = new Map<number, number[]>();
  for (const m of league.memberships) groupsOf.set(m.player_id, [...(groupsOf.get(m.player_id) ?? []), m.group_id]);
  const lines = [csvLine(IMPORT_COLUMNS)];
  for (const m of league.matches) {
    const a = groupsOf.get(m.player_1_id) ?? [];
    const b = new Set(groupsOf.get(m.player_2_id) ?? []);
    const shared = a.filter((g) => b.has(g)).sort((x, y) => x - y)[0];
    lines.push(
      csvLine([
        m.game_datetime,
        m.player_1,
        m.player_2,
        m.score_1,
        m.score_2,
        m.fixture_weight,
        shared === undefined ? '' : groupName.get(shared),
        m.deleted_at,
        '',
        '',
      ]),
    );
  }
  for (const ms of league.memberships) lines.push(csvLine(['', playerName.get(ms.player_id), '', '', '', '', groupName.get(ms.group_id), '', '', '']));
  const grouped = new Set(league.memberships.map((m) => m.player_id));
  for (const p of league.players) if (!grouped.has(p.id)) lines.push(csvLine(['', p.name, '', '', '', '', '', '', '', '']));
  const withMembers = new Set(league.memberships.map((m) => m.group_id));
  for (const g of league.groups) if (!withMembers.has(g.id)) lines.push(csvLine(['', '', '', '', '', '', g.name, '', '', '']));
  const season = new Map(league.seasons.map((s) => [s.id, s]));
  for (const s of league.seasons) lines.push(csvLine([s.start_date, '', '', '', '', '', groupName.get(s.group_id), '', s.name, '']));
  for (const f of league.fixtures) {
    const s = season.get(f.season_id)!;
    lines.push(csvLine([f.date, f.player_1, f.player_2, '', '', '', groupName.get(s.group_id), f.deleted_at, s.name, f.round]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
