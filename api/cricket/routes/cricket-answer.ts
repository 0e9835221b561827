import type { Context } from 'hono';
import { z } from 'zod';
import { formatQuery, PlayerKey } from '../../../contracts/cricket-fields';
import { DEFAULT_CRICKET_FORMAT, type CricketFormatKey } from '../../../common/cricket/formats';
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
export function cricketAnswer<T>(
  c: Context<AppEnv>,
  key: string,
  data: (db: Db, fmt: CricketFormatKey) => T,
  maxAge: number | ((data: T) => number) = MAX_AGE,
) {
  const fmt = requestFormat(c);
  return versionedJson(c, {
    domain: 'cricket',
    // The format is part of every answer's identity (absent: men's Tests, the key of before).
    key: fmt === DEFAULT_CRICKET_FORMAT ? key : `${key}|${fmt}`,
    build: () => ({ data: data(c.get('db'), fmt) }),
    maxAge: typeof maxAge === 'number' ? maxAge : (payload) => maxAge(payload.data),
  });
}

/** The request's `format` (formatQuery: absent is men's Tests; an unknown one a 400 naming `format`). */
export function requestFormat(c: Context<AppEnv>): CricketFormatKey {
  return parseOrThrow(formatQuery, { format: c.req.query('format') }).format ?? DEFAULT_CRICKET_FORMAT;
}

/** The player a slug or id names, or a 400 naming `field` (PlayerKey, as the endpoints declare it) or a 404. */
export function playerOr404(db: Db, raw: string, field: string) {
  const key = parseOrThrow(z.object({ [field]: PlayerKey }), { [field]: raw })[field] as string;
  const p = findPlayer(db, key);
  if (!p) throw new ApiError(404, 'not_found', `No cricket player "${key}"`);
  return p;
}

