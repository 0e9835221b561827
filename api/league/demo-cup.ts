/**
 * The demo league's knockout cup: "Hurricane Cup", the Hurricane group's seven players seeded by their
 * ratings on the eve of the cup (so the top seed has a bye), first to 2 in the first two rounds and to 3 in the
 * final, starting four weeks before the group's last night of play. The demo's own league results play its ties
 * (a tie's frames are the pair's results once both reached it), so a first-time visitor finds it in progress:
 * some first-round ties decided, others part-played. Dated from the loading day like the rest of the demo.
 */
import type { Db } from '../db/database';
import { colleyRatingsById } from '../../workers/ratings/colley';
import { seedField } from '../../workers/cups/bracket';
import { loserOf, matchWeight } from '../../workers/ratings/pool-match';
import { listGroupPlayers, findGroupBySlug } from './entity-queries';
import { groupMatchesView } from './read-model';

export const DEMO_CUP = { group: 'hurricane', name: 'Hurricane Cup', slug: 'hurricane-cup', raceTo: [2, 2, 3], daysBeforeLastNight: 27 } as const;

/** Insert the demo cup when its group is there (the caller holds the transaction). Returns whether it did. */
export function seedDemoCup(db: Db): boolean {
  const group = findGroupBySlug(db, DEMO_CUP.group);
  if (!group) return false;
  const members = listGroupPlayers(db, group.id);
  const matches = groupMatchesView(db, group.id);
  if (members.length < 5 || !matches.length) return false;
  const last = matches[matches.length - 1].game_date;
  const startsOn = new Date(Date.parse(`${last}T00:00:00Z`) - DEMO_CUP.daysBeforeLastNight * 86_400_000).toISOString().slice(0, 10);
  const before = matches.filter((m) => m.game_date < startsOn).map((m) => ({ winnerId: m.winner_player_id, loserId: loserOf(m), weight: matchWeight(m) }));
  const ratings = colleyRatingsById(members.map((m) => m.id), before);
  const field = seedField(members.map((m) => ({ ...m, rating: ratings.get(m.id)! })), 'rating');
  const { id } = db
    .prepare<unknown[], { id: number }>("INSERT INTO pool_cups (group_id, name, url_slug, seeding, starts_on) VALUES (?, ?, ?, 'rating', ?) RETURNING id")
    .get(group.id, DEMO_CUP.name, DEMO_CUP.slug, startsOn)!;
  const insE = db.prepare('INSERT INTO pool_cup_entrants (cup_id, seed, player_id, rating) VALUES (?, ?, ?, ?)');
  field.forEach((p, k) => insE.run(id, k + 1, p.id, p.rating));
  const insR = db.prepare('INSERT INTO pool_cup_rounds (cup_id, round, race_to) VALUES (?, ?, ?)');
  DEMO_CUP.raceTo.forEach((n, r) => insR.run(id, r + 1, n));
  return true;
}
