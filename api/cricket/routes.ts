import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedJson } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { z } from 'zod';
import type { Db } from '../db/database';
import { parseOrThrow } from '../lib/validate';
import { dataStamp } from './import';
import { dataCoverage, findPlayer, listPlayers, playerDetail, playerInnings, type PlayerListItem } from './queries';
import { importStatus } from './startup-import';

const MAX_AGE = 300;

/** The player list only changes with an import: keep the last one per database and data stamp. */
const listCache = new WeakMap<Db, { stamp: string; data: PlayerListItem[] }>();
function cachedPlayerList(db: Db): PlayerListItem[] {
  const stamp = dataStamp(db);
  const hit = listCache.get(db);
  if (hit && hit.stamp === stamp) return hit.data;
  const data = listPlayers(db);
  listCache.set(db, { stamp, data });
  return data;
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
  .get('/players', (c) => {
    const data = cachedPlayerList(c.get('db'));
    // An empty list may fill up when a background import finishes: do not let browsers keep it.
    return cachedJson(c, data, data.length ? MAX_AGE : 0);
  })
  .get('/coverage', (c) => cachedJson(c, { ...dataCoverage(c.get('db')), import_status: importStatus(c.get('db')) }, 0))
  .get('/player_detail/:slug', (c) => cachedJson(c, playerDetail(c.get('db'), playerOr404(c.get('db'), c.req.param('slug'), 'slug')), MAX_AGE))
  .get('/player_inning/:slugOrId', (c) =>
    cachedJson(c, playerInnings(c.get('db'), playerOr404(c.get('db'), c.req.param('slugOrId'), 'slugOrId').player_id), MAX_AGE),
  );
