import type { Db } from '../db/database';
import { DEMO_PLAYERS } from './demo-league';

/** At least this many of the demo's made-up players in the league mark it as (holding) the generated demo league. */
const DEMO_PLAYERS_PRESENT = 3;

/**
 * Whether the league holds the generated demo league: its made-up players (api/league/demo-league.ts) are in the
 * players table. True for the demo as loaded and for a demo the admin added results to; false once the admin
 * removes it ("Remove demo league" empties the league) and for a league entered from empty. The pool pages say so
 * wherever the league is shown (src/features/league/components/demo-league-notice.tsx).
 */
export function holdsDemoLeague(db: Db): boolean {
  const names = JSON.stringify(DEMO_PLAYERS.map((p) => p.name));
  const n = db.prepare<unknown[], number>('SELECT COUNT(*) FROM pool_players WHERE name IN (SELECT value FROM json_each(?))').pluck().get(names)!;
  return n >= DEMO_PLAYERS_PRESENT;
}
