/**
 * Public season reads, mounted inside the pool router at /api/pool, each handler registered from its endpoint
 * (contracts/league.ts, contracts/forecast.ts):
 * - GET /group/{groupId}/season: the group's current season (table and fixtures) for the group page;
 * - GET /forecast/{groupSlug}: what the season forecast needs;
 * - GET /forecast/{groupSlug}/history: the track record, the forecast as it stood after each round (stored snapshots).
 * The first two are prepared once per pool data version like every pool answer; the track record is read from
 * its table on every request (it is written after a result, without a data version change).
 */
import { poolForecast, poolForecastHistory, poolGroupSeason } from '../../contracts/forecast';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import { poolAnswer } from './pool-answer';
import { resolveGroup } from './params';
import { forecastData, groupSeason } from './season-reads';
import { trackRecord } from './track-record';

export const seasonReadRoutes = new EndpointRouter<AppEnv>('/api/pool')
  .handle(poolGroupSeason, (c) => poolAnswer(c, (db) => groupSeason(db, resolveGroup(db, c.req.valid('param').groupId).id)))
  .handle(poolForecast, (c) => poolAnswer(c, (db) => forecastData(db, resolveGroup(db, c.req.valid('param').groupSlug).id)))
  .handle(poolForecastHistory, (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, c.req.valid('param').groupSlug);
    c.header('Cache-Control', 'no-cache');
    return c.json({ data: trackRecord(db, group.id) }, 200);
  }).app;
