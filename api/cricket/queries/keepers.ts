import type { Db } from '../../db/database';
import { wicketKeepers, type SideInMatch } from '../../../common/cricket/wicket-keepers';
import { perVersion } from './team-data';

/**
 * "matchId|playerId" of every player who kept wicket in a Test (common/cricket/wicket-keepers.ts), as JSON for the
 * records' SQL (`IN (SELECT value FROM json_each(@keepers))`); read once per cricket data version.
 */
export function keeperKeysJson(db: Db): string {
  return perVersion(db, 'keepers', (d) => {
    const sides = new Map<string, SideInMatch>();
    const rows = d
      .prepare<unknown[], { match_id: string; start_date: string; team: string; player_id: string }>(
        `SELECT mp.match_id, m.start_date, mp.team, mp.player_id FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id`,
      )
      .all();
    for (const r of rows) {
      const key = `${r.match_id}|${r.team}`;
      const s = sides.get(key) ?? { matchId: r.match_id, date: r.start_date, team: r.team, players: [] as string[], stumpers: [] as string[] };
      (s.players as string[]).push(r.player_id);
      sides.set(key, s);
    }
    const stumpers = d
      .prepare<unknown[], { match_id: string; team: string; player_id: string }>(
        'SELECT match_id, team, player_id FROM cricket_fielding_innings GROUP BY match_id, team, player_id HAVING SUM(stumpings) > 0',
      )
      .all();
    for (const r of stumpers) (sides.get(`${r.match_id}|${r.team}`)?.stumpers as string[] | undefined)?.push(r.player_id);
    return JSON.stringify([...wicketKeepers([...sides.values()])]);
  });
}
