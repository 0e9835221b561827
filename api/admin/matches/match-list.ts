import { z } from 'zod';
import type { AdminMatch, AdminMatchPage, StoredMatch } from '../../../contracts/admin';
import type { Db } from '../../db/database';
import { allMatchesView } from '../../league/read-model';
import { parseOrThrow } from '../../lib/validate';
import { gameNumbers } from './match-queries';
import { nameKey } from '../roster/names';
import { stmt } from '../statement-cache';

/**
 * GET /api/admin/matches (issue 23): every match, in a group or not, newest first (game date, then match id), with
 * `q` (either player's name contains it, ignoring case and accents; a number also finds the match with that id), `group` (both players members), `player`
 * (either side), `from` / `to` (dates of play, inclusive), `deleted=1` (deleted matches too), `limit` (1-200,
 * default 50) and `offset`. A bad value is a 400 naming the field.
 */
const dateText = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date YYYY-MM-DD` }).optional();
const whole = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${field} must be a whole number` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `${field} must be at least ${min}` }).max(max, { error: `${field} must be at most ${max}` }))
    .optional();

export const matchListQuery = z.strictObject({
  q: z.string().max(60, { error: 'q is too long' }).optional(),
  group: whole('group', 1, 1e9),
  player: whole('player', 1, 1e9),
  from: dateText('from'),
  to: dateText('to'),
  deleted: z.enum(['0', '1'], { error: 'deleted must be 0 or 1' }).optional(),
  limit: whole('limit', 1, 200),
  offset: whole('offset', 0, 999_999_999),
});

const SELECT = `
  SELECT m.match_id, strftime('%Y-%m-%dT%H:%M:%SZ', m.game_datetime) AS game_datetime, m.player_1_id, p1.name AS player_1,
         m.player_2_id, p2.name AS player_2, m.score_1, m.score_2, m.winner_player_id, m.fixture_weight, m.win_weight,
         m.match_type_id, t.name AS match_type, m.created_at, m.deleted_at
  FROM pool_matches m
  JOIN pool_players p1 ON p1.id = m.player_1_id
  JOIN pool_players p2 ON p2.id = m.player_2_id
  JOIN pool_match_types t ON t.id = m.match_type_id`;

const WHERE = `
  WHERE (@deleted = 1 OR m.deleted_at IS NULL)
    AND (@ids IS NULL OR m.player_1_id IN (SELECT value FROM json_each(@ids)) OR m.player_2_id IN (SELECT value FROM json_each(@ids))
         OR m.match_id = @matchId)
    AND (@player IS NULL OR m.player_1_id = @player OR m.player_2_id = @player)
    AND (@group IS NULL OR (m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = @group)
                        AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = @group)))
    AND (@from IS NULL OR m.game_datetime >= @from)
    AND (@to IS NULL OR m.game_datetime < date(@to, '+1 day'))`;

/** Ids of the players whose name contains `q`, ignoring case and accents (the same key as uniqueness). */
function playersMatching(db: Db, q: string): number[] {
  const needle = nameKey(q);
  const rows = stmt(db, 'SELECT id, name FROM pool_players').all() as { id: number; name: string }[];
  return rows.filter((r) => nameKey(r.name).includes(needle)).map((r) => r.id);
}

export function listAdminMatches(db: Db, query: Record<string, string | undefined>): AdminMatchPage {
  const q = parseOrThrow(matchListQuery, query);
  const limit = q.limit ?? 50;
  const offset = q.offset ?? 0;
  const search = q.q?.trim() ? JSON.stringify(playersMatching(db, q.q)) : null;
  // A number (as public match rows show it: "853", "#853", "id 853") also finds the match with that id.
  const idText = /^(?:match\s*)?(?:id\s*)?#?\s*(\d{1,9})$/i.exec(q.q?.trim() ?? '');
  const params = {
    deleted: q.deleted === '1' ? 1 : 0,
    ids: search,
    matchId: idText ? Number(idText[1]) : null,
    player: q.player ?? null,
    group: q.group ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
  };
  const total = (stmt(db, `SELECT COUNT(*) AS n FROM pool_matches m ${WHERE}`).get(params) as { n: number }).n;
  const rows = stmt(db, `${SELECT} ${WHERE} ORDER BY m.game_datetime DESC, m.match_id DESC LIMIT @limit OFFSET @offset`).all({
    ...params,
    limit,
    offset,
  }) as StoredMatch[];
  const leagueNumber = new Map<number, number>();
  if (rows.length > 0) for (const m of allMatchesView(db)) leagueNumber.set(m.match_id, m.new_id);
  const data: AdminMatch[] = rows.map((m) => ({ ...m, new_id: leagueNumber.get(m.match_id) ?? null, groups: gameNumbers(db, m.match_id) }));
  return { data, total, limit, offset };
}
