import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { versionedAnswer } from '../lib/answer-cache';
import { ApiError } from '../lib/errors';
import { z } from 'zod';
import type { Db } from '../db/database';
import { parseOrThrow } from '../lib/validate';
import { dataCoverage, findPlayer, listPlayers, playerDetail, playerInnings } from './queries';
import { importStatus } from './startup-import';

const MAX_AGE = 300;

/**
 * A cricket answer `{ data }` prepared once per cricket data version (every import raises it) and key
 * (api/lib/answer-cache.ts): serialized and compressed once, ETag from the version, 304 without a query.
 */
function cricketAnswer(c: Context<AppEnv>, key: string, data: (db: Db) => unknown, maxAge: number | ((data: unknown) => number) = MAX_AGE) {
  return versionedAnswer(c, {
    domain: 'cricket',
    key,
    build: () => ({ data: data(c.get('db')) }),
    maxAge: typeof maxAge === 'number' ? maxAge : (payload) => maxAge((payload as { data: unknown }).data),
  });
}

const playerKey = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only');

function playerOr404(db: Db, raw: string, field: string) {
  const key = parseOrThrow(z.object({ [field]: playerKey }), { [field]: raw })[field] as string;
  const p = findPlayer(db, key);
  if (!p) throw new ApiError(404, 'not_found', `No cricket player "${key}"`);
  return p;
}

export const cricket = new Hono<AppEnv>()
  // An empty list may fill up when a background import finishes: do not let browsers keep it.
  .get('/players', (c) => cricketAnswer(c, c.req.path, listPlayers, (data) => ((data as unknown[]).length ? MAX_AGE : 0)))
  .get('/coverage', (c) => {
    // The import status lives outside the versioned tables: it is part of the answer's identity.
    const status = importStatus(c.get('db'));
    return cricketAnswer(c, `${c.req.path}|${status}`, (db) => ({ ...dataCoverage(db), import_status: status }), 0);
  })
  .get('/player_detail/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerDetail(db, playerOr404(db, c.req.param('slug'), 'slug'))),
  )
  .get('/player_inning/:slugOrId', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerInnings(db, playerOr404(db, c.req.param('slugOrId'), 'slugOrId').player_id)),
  );
