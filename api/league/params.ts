/** Path parameters of the pool API: malformed -> 400, unknown -> 404 (JSON error shape). */
import type { Db } from '../db/database';
import { ApiError, notFound, shown } from '../lib/errors';
import { findGroupById, findGroupBySlug, findPlayer, type PoolGroup, type PoolPlayer } from './entity-queries';
import { slugKey } from '../../common/slug-key';

const ID_RE = /^[1-9][0-9]{0,14}$/;
const SLUG_RE = /^[a-z][a-z0-9-]{0,59}$/;

/** A positive integer id, or a 400 naming the field. */
export function parseId(raw: string, field: string): number {
  if (!ID_RE.test(raw)) throw new ApiError(400, 'bad_request', `${field} must be a positive whole number (got "${shown(raw)}")`, field);
  return Number(raw);
}

/** A group by numeric id or url slug (case-insensitive), or 400/404. */
export function resolveGroup(db: Db, raw: string): PoolGroup {
  let group: PoolGroup | undefined;
  if (/^[0-9]+$/.test(raw)) group = findGroupById(db, parseId(raw, 'groupId'));
  else {
    const slug = slugKey(raw);
    if (!SLUG_RE.test(slug)) {
      throw new ApiError(400, 'bad_request', `groupId must be a numeric id or a url slug (got "${shown(raw)}")`, 'groupId');
    }
    group = findGroupBySlug(db, slug);
  }
  if (!group) throw notFound(`Group "${shown(raw)}"`);
  return group;
}

export function resolvePlayer(db: Db, raw: string): PoolPlayer {
  const player = findPlayer(db, parseId(raw, 'playerId'));
  if (!player) throw notFound(`Player ${shown(raw)}`);
  return player;
}
