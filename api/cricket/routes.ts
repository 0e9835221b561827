import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedJson } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { importStatus } from './startup-import';
import { dataCoverage, findPlayer, listPlayers, playerDetail, playerInnings } from './queries';

const MAX_AGE = 300;

function playerOr404(c: { get: (k: 'db') => AppEnv['Variables']['db'] }, key: string) {
  const p = findPlayer(c.get('db'), key);
  if (!p) throw new ApiError(404, 'not_found', `No cricket player "${key}"`);
  return p;
}

export const cricket = new Hono<AppEnv>()
  .get('/players', (c) => cachedJson(c, listPlayers(c.get('db')), MAX_AGE))
  .get('/coverage', (c) => cachedJson(c, { ...dataCoverage(c.get('db')), import_status: importStatus(c.get('db')) }, 0))
  .get('/player_detail/:slug', (c) => cachedJson(c, playerDetail(c.get('db'), playerOr404(c, c.req.param('slug'))), MAX_AGE))
  .get('/player_inning/:slugOrId', (c) =>
    cachedJson(c, playerInnings(c.get('db'), playerOr404(c, c.req.param('slugOrId')).player_id), MAX_AGE),
  );
