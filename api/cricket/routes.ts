import { Hono } from 'hono';
import { z } from 'zod';
import type { BattingBaseline, CoverageStatus, CricketPlayer } from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { cachedJson } from '../lib/cache';
import { dataVersion } from '../lib/data-version';
import { ApiError } from '../lib/errors';
import { parseOrThrow } from '../lib/validate';
import { importStatus, lastImport } from './import';
import {
  battingBaseline,
  dataCoverage,
  findPlayer,
  listPlayers,
  needsReimport,
  playerDetail,
  playerInnings,
  playerMatchupInnings,
  playerMatchups,
} from './queries';

const MAX_AGE = 300;

/** Answers that only change with the data: keep the last one per database and cricket data version. */
function perDataVersion<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, { version: number; data: T }>();
  return (db) => {
    const version = dataVersion(db, 'cricket');
    const hit = cache.get(db);
    if (hit && hit.version === version) return hit.data;
    const data = build(db);
    cache.set(db, { version, data });
    return data;
  };
}

const cachedPlayerList = perDataVersion<CricketPlayer[]>(listPlayers);
const cachedBaseline = perDataVersion<BattingBaseline>(battingBaseline);

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

function coverage(db: Db): CoverageStatus {
  return { ...dataCoverage(db), import_status: importStatus(db), last_import: lastImport(db), needs_reimport: needsReimport(db) };
}

export const cricket = new Hono<AppEnv>()
  .get('/players', (c) => {
    const data = cachedPlayerList(c.get('db'));
    // An empty list may fill up when a background import finishes: do not let browsers keep it.
    return cachedJson(c, data, data.length ? MAX_AGE : 0);
  })
  .get('/coverage', (c) => cachedJson(c, coverage(c.get('db')), 0))
  .get('/batting_baseline', (c) => {
    const data = cachedBaseline(c.get('db'));
    return cachedJson(c, data, data.innings ? MAX_AGE : 0);
  })
  .get('/player_detail/:slug', (c) => cachedJson(c, playerDetail(c.get('db'), playerOr404(c.get('db'), c.req.param('slug'), 'slug')), MAX_AGE))
  .get('/player_inning/:slugOrId', (c) =>
    cachedJson(c, playerInnings(c.get('db'), playerOr404(c.get('db'), c.req.param('slugOrId'), 'slugOrId').player_id), MAX_AGE),
  )
  .get('/player_matchups/:slug', (c) =>
    cachedJson(c, playerMatchups(c.get('db'), playerOr404(c.get('db'), c.req.param('slug'), 'slug').player_id), MAX_AGE),
  )
  .get('/player_matchup_innings/:slug', (c) =>
    cachedJson(c, playerMatchupInnings(c.get('db'), playerOr404(c.get('db'), c.req.param('slug'), 'slug').player_id), MAX_AGE),
  );
