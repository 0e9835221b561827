/**
 * Public season reads (issue 26), mounted inside the pool router at /api/pool:
 * - GET /group/{id}/season: the group's current season (table and fixtures) for the group page;
 * - GET /forecast/{groupSlug}: what the season forecast needs (contracts/forecast.ts);
 * - GET /forecast/{groupSlug}/history: the track record, the forecast as it stood after each round (stored snapshots).
 * The first two are prepared once per pool data version like every pool answer; the track record is read from
 * its table on every request (it is written after a result, without a data version change).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { versionedAnswer } from '../lib/answer-cache';
import { resolveGroup } from './params';
import type { ForecastAnswer, ForecastHistoryAnswer } from '../../contracts/forecast';
import { forecastData, groupSeason } from './season-queries';
import { trackRecord } from './track-record';

type Ctx = Context<AppEnv>;

const poolAnswer = (c: Ctx, data: (db: Db) => unknown) =>
  versionedAnswer(c, { domain: 'pool', key: c.req.path, maxAge: 0, build: () => ({ data: data(c.get('db')) }) });

export const seasonReadRoutes = new Hono<AppEnv>()
  .get('/group/:id/season', (c) => poolAnswer(c, (db) => groupSeason(db, resolveGroup(db, c.req.param('id')).id)))
  .get('/forecast/:groupSlug', (c) => poolAnswer(c, (db): ForecastAnswer['data'] => forecastData(db, resolveGroup(db, c.req.param('groupSlug')).id)))
  .get('/forecast/:groupSlug/history', (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, c.req.param('groupSlug'));
    c.header('Cache-Control', 'no-cache');
    const body: ForecastHistoryAnswer = { data: trackRecord(db, group.id) };
    return c.json(body);
  });
