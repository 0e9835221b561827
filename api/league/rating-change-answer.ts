/**
 * GET /api/pool/player/{playerId}/rating_change: why a player's rating moved between two dates in one of his groups
 * (workers/ratings/rating-change.ts does the algebra; this picks the group and the default dates).
 */
import type { RatingChange } from '../../contracts/league';
import type { Db } from '../db/database';
import { ApiError, notFound, shown } from '../lib/errors';
import { listGroupPlayers, listPlayerGroups, type PoolGroup } from './entity-queries';
import { resolveGroup, resolvePlayer } from './params';
import { groupMatchesView } from './read-model';
import { defaultWindow, dayBefore, groupNightlyRatings, ratingChange, ratingChangeLines, type NightRating } from '../../workers/ratings/rating-change';
import { dataVersion } from '../lib/data-version';

const nightsByGroup = new WeakMap<Db, { version: number; groups: Map<number, Map<number, NightRating[]>> }>();

/**
 * Every member's nightly ratings in the group, replayed once per group and pool data version and shared by all his
 * fellow members' answers (a player's answer replayed the whole group: seconds on a 200,000-match group, each).
 */
function groupNights(db: Db, group: PoolGroup, players: readonly { id: number; name: string }[], matches: ReturnType<typeof groupMatchesView>) {
  const version = dataVersion(db, 'pool');
  let m = nightsByGroup.get(db);
  if (!m || m.version !== version) nightsByGroup.set(db, (m = { version, groups: new Map() }));
  let nights = m.groups.get(group.id);
  if (!nights) m.groups.set(group.id, (nights = groupNightlyRatings(players, matches)));
  return nights;
}

export interface RatingChangeQuery {
  from?: string;
  to?: string;
  group?: string;
}

export function ratingChangeAnswer(db: Db, rawPlayerId: string, q: RatingChangeQuery): RatingChange {
  const player = resolvePlayer(db, rawPlayerId);
  const groups = listPlayerGroups(db, player.id);
  let group: PoolGroup | undefined;
  if (q.group !== undefined) {
    group = resolveGroup(db, q.group);
    if (!groups.some((g) => g.id === group!.id)) throw notFound(`Player ${player.id} in group "${shown(q.group)}"`);
  } else {
    // Default: the group of his latest night.
    let latest = '';
    for (const g of groups) {
      const w = defaultWindow(player.id, groupMatchesView(db, g.id));
      if (w && w.to > latest) {
        latest = w.to;
        group = g;
      }
    }
    if (!group) throw notFound(`A game of player ${player.id}`);
  }
  const matches = groupMatchesView(db, group.id);
  const players = listGroupPlayers(db, group.id);
  const window = defaultWindow(player.id, matches);
  if (!window) throw notFound(`A game of player ${player.id} in ${group.name}`);
  const to = q.to ?? (q.from !== undefined && q.from >= window.to ? q.from : window.to);
  const from = q.from ?? (q.to !== undefined ? dayBefore(q.to) : window.from);
  if (!(from < to)) throw new ApiError(400, 'validation_error', `from must be before to (got ${from} and ${to})`, 'from');
  const rc = ratingChange(players, matches, player.id, from, to);
  return { ...rc, group, lines: ratingChangeLines(rc), nights: groupNights(db, group, players, matches).get(player.id)! };
}
