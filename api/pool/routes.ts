/**
 * Public, read-only pool league API, mounted at /api/pool. Every answer is `{ data }` with an ETag;
 * Cache-Control max-age is 0 (must-revalidate) so a result the admin adds shows at once, while unchanged
 * data costs a 304.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedJson } from '../lib/cache';
import { listGroupPlayers, listGroups, listPlayerGroups, listPlayers } from './entity-queries';
import { listAllMatches, listGroupMatches, listPlayerMatches } from './match-queries';
import { resolveGroup, resolvePlayer } from './params';
import { computeStandings } from '../../workers/ratings/standings';
import { opponentSummary, recentForm } from '../../workers/ratings/player-stats';

const MAX_AGE = 0;

export const poolRoutes = new Hono<AppEnv>()
  // The match lists run to hundreds of kilobytes of JSON: the app-wide compression middleware
  // (api/lib/compression.ts) sends them brotli or gzip.
  .get('/matches', (c) => cachedJson(c, listAllMatches(c.get('db')), MAX_AGE))
  .get('/players', (c) => cachedJson(c, listPlayers(c.get('db')), MAX_AGE))
  .get('/groups', (c) => cachedJson(c, listGroups(c.get('db')), MAX_AGE))
  .get('/group/:id', (c) => cachedJson(c, resolveGroup(c.get('db'), c.req.param('id')), MAX_AGE))
  .get('/group/:id/players', (c) => {
    const db = c.get('db');
    return cachedJson(c, listGroupPlayers(db, resolveGroup(db, c.req.param('id')).id), MAX_AGE);
  })
  .get('/group/:id/matches', (c) => {
    const db = c.get('db');
    return cachedJson(c, listGroupMatches(db, resolveGroup(db, c.req.param('id')).id), MAX_AGE);
  })
  .get('/group/:id/standings', (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, c.req.param('id'));
    const rows = computeStandings(listGroupPlayers(db, group.id), listGroupMatches(db, group.id));
    return cachedJson(c, rows, MAX_AGE);
  })
  .get('/player/:id', (c) => cachedJson(c, resolvePlayer(c.get('db'), c.req.param('id')), MAX_AGE))
  .get('/player/:id/matches', (c) => {
    const db = c.get('db');
    return cachedJson(c, listPlayerMatches(db, resolvePlayer(db, c.req.param('id')).id), MAX_AGE);
  })
  .get('/player/:id/groups', (c) => {
    const db = c.get('db');
    return cachedJson(c, listPlayerGroups(db, resolvePlayer(db, c.req.param('id')).id), MAX_AGE);
  })
  .get('/player/:id/opponent_summary', (c) => {
    const db = c.get('db');
    const p = resolvePlayer(db, c.req.param('id'));
    return cachedJson(c, opponentSummary(p.id, listPlayerMatches(db, p.id)), MAX_AGE);
  })
  .get('/player/:id/recent_form', (c) => {
    const db = c.get('db');
    const p = resolvePlayer(db, c.req.param('id'));
    return cachedJson(c, recentForm(p.id, listPlayerMatches(db, p.id)), MAX_AGE);
  });
