/**
 * A group's standings rows (with the ratings' bootstrap intervals), computed once per pool data version and shared
 * by the standings answer and the share cards: the bootstrap is the costly part, so nothing computes it twice.
 */
import type { Db } from '../db/database';
import type { StandingsRow } from '../../contracts/league';
import { dataVersion } from '../lib/data-version';
import { computeStandings } from '../../workers/ratings/standings';
import { listGroupPlayers } from './entity-queries';
import { groupMatchesView } from './read-model';

const models = new WeakMap<Db, { version: number; groups: Map<number, readonly StandingsRow[]> }>();

/** The group's standings at the current pool data version (shared: callers must not mutate the rows). */
export function groupStandings(db: Db, groupId: number): readonly StandingsRow[] {
  const version = dataVersion(db, 'pool');
  let m = models.get(db);
  if (!m || m.version !== version) models.set(db, (m = { version, groups: new Map() }));
  let rows = m.groups.get(groupId);
  if (!rows) m.groups.set(groupId, (rows = computeStandings(listGroupPlayers(db, groupId), groupMatchesView(db, groupId))));
  return rows;
}
