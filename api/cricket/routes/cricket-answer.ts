import type { Context } from 'hono';
import { z } from 'zod';
import { PlayerKey } from '../../../contracts/cricket-fields';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { versionedJson } from '../../lib/answer-cache';
import { ApiError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validate';
import { findPlayer } from '../queries/batting-queries';

export const MAX_AGE = 300;

/**
 * A cricket answer `{ data }` prepared once per cricket data version (every import raises it) and key
 * (api/lib/answer-cache.ts): serialized and compressed once, ETag from the version, 304 without a query.
 */
export function cricketAnswer<T>(c: Context<AppEnv>, key: string, data: (db: Db) => T, maxAge: number | ((data: T) => number) = MAX_AGE) {
  return versionedJson(c, {
    domain: 'cricket',
    key,
    build: () => ({ data: data(c.get('db')) }),
    maxAge: typeof maxAge === 'number' ? maxAge : (payload) => maxAge(payload.data),
  });
}

/** The player a slug or id names, or a 400 naming `field` (PlayerKey, as the endpoints declare it) or a 404. */
export function playerOr404(db: Db, raw: string, field: string) {
  const key = parseOrThrow(z.object({ [field]: PlayerKey }), { [field]: raw })[field] as string;
  const p = findPlayer(db, key);
  if (!p) throw new ApiError(404, 'not_found', `No cricket player "${key}"`);
  return p;
}

