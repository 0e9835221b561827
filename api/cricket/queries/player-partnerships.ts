import type { PlayerPartnerships } from '../../../contracts/cricket-batting';
import type { Db } from '../../db/database';
import type { CricketFormatKey } from '../../../common/cricket/formats';

/**
 * Every partnership a player was part of (GET /api/cricket/player_partnerships/{slug}), in date order, from the
 * per-batter rows the importer keeps (cricket_partnership_batters) joined to the partnership itself.
 */
export function playerPartnerships(db: Db, playerId: string, fmt: CricketFormatKey): PlayerPartnerships {
  const rows = db
    .prepare<unknown[], { match_id: string; match_inns: number; wicket: number; runs: number; balls: number; unbroken: number; his_runs: number; his_balls: number; batters: string }>(
      `SELECT pb.match_id, pb.match_inns, pb.wicket, p.runs, p.balls, p.unbroken, pb.runs AS his_runs, pb.balls AS his_balls, p.batters
       FROM cricket_partnership_batters pb
       JOIN cricket_partnerships p ON p.match_id = pb.match_id AND p.match_inns = pb.match_inns AND p.wicket = pb.wicket
       JOIN cricket_matches m ON m.match_id = pb.match_id
       WHERE pb.player_id = ? AND m.fmt = ?
       ORDER BY m.start_date, pb.match_id, pb.match_inns, pb.wicket`,
    )
    .all(playerId, fmt);
  const partnerIds = new Set<string>();
  const out = rows.map(({ batters, unbroken, ...r }) => {
    const partners = (JSON.parse(batters) as string[]).filter((id) => id !== playerId);
    partners.forEach((id) => partnerIds.add(id));
    return { ...r, unbroken: unbroken === 1, partners };
  });
  const names = partnerIds.size
    ? db
        .prepare<unknown[], { player_id: string; name: string; url_slug: string }>(
          `SELECT p.player_id, COALESCE(rp.full_name, p.name) AS name, p.url_slug FROM cricket_players p
           LEFT JOIN cricket_register_people rp ON rp.player_id = p.player_id
           WHERE p.player_id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify([...partnerIds]))
    : [];
  return { rows: out, partners: Object.fromEntries(names.map((n) => [n.player_id, { name: n.name, url_slug: n.url_slug }])) };
}
