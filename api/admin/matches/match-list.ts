import type { AdminMatch, AdminMatchPage, StoredMatch } from '../../../contracts/admin';
import type { MatchListQuery } from '../../../contracts/admin-requests';
import type { Db } from '../../db/database';
import { allMatchesView } from '../../league/read-model';
import { gameNumbers } from './match-queries';
import { nameKey } from '../../../contracts/names';
import { stmt } from '../../db/statement-cache';

/**
 * GET /api/admin/matches: every match, in a group or not, newest first (game date, then match id), filtered and
 * paged by the query the endpoint declares (contracts/admin-requests.ts `MatchListQuery`, validated before this
 * runs).
 */
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
  const rows = stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_players').all();
  return rows.filter((r) => nameKey(r.name).includes(needle)).map((r) => r.id);
}

export function listAdminMatches(db: Db, q: MatchListQuery): AdminMatchPage {
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
  const total = stmt<{ n: number }>(db, `SELECT COUNT(*) AS n FROM pool_matches m ${WHERE}`).get(params)!.n;
  const rows = stmt<StoredMatch>(db, `${SELECT} ${WHERE} ORDER BY m.game_datetime DESC, m.match_id DESC LIMIT @limit OFFSET @offset`).all({
    ...params,
    limit,
    offset,
  });
  const leagueNumber = new Map<number, number>();
  if (rows.length > 0) for (const m of allMatchesView(db)) leagueNumber.set(m.match_id, m.new_id);
  const data: AdminMatch[] = rows.map((m) => ({ ...m, new_id: leagueNumber.get(m.match_id) ?? null, groups: gameNumbers(db, m.match_id) }));
  return { data, total, limit, offset };
}
