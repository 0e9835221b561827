/**
 * The cricket API, mounted at /api/cricket: each handler registered from its endpoint in contracts/cricket.ts.
 * Every answer is `{ data }`, prepared once per cricket data version (every import raises it) and key
 * (api/lib/answer-cache.ts): serialized and compressed once, ETag from the version, 304 without a query.
 */
import { z } from 'zod';
import {
  cricketArchiveCoverage,
  cricketBattingBaseline,
  cricketCoverage,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchupInnings,
  cricketPlayerMatchups,
  cricketPlayers,
  RECORD_TABLES,
  recordsFiltersSchema,
  type CoverageStatus,
} from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import { versionedAnswer } from '../lib/answer-cache';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { parsePaging } from '../lib/paging';
import { parseOrThrow } from '../lib/validate';
import { listBowlers, listFielders, playerBowling, playerBowlingMatchups, playerFielding } from './bowling-queries';
import { cricketAnswer, MAX_AGE, playerOr404 } from './cricket-answer';
import { matchRoutes } from './match-routes';
import { records, recordsFilterOptions } from './records-queries';
import { archiveCoverage } from './coverage';
import { importStatus, lastImport } from './import';
import {
  battingBaseline,
  dataCoverage,
  listPlayers,
  needsReimport,
  playerDetail,
  playerInnings,
  playerMatchupInnings,
  playerMatchups,
} from './queries';

/** Rows per records page unless `limit` is given. */
export const RECORDS_PAGE_SIZE = 50;

const recordTable = z.object({ table: z.enum(RECORD_TABLES) });

export const cricket = new EndpointRouter<AppEnv>('/api/cricket')
  // An empty list may fill up when a background import finishes: do not let browsers keep it.
  .handle(cricketPlayers, (c) => cricketAnswer(c, c.req.path, listPlayers, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketCoverage, (c) => {
    // The import status and last import live outside the versioned tables: they are part of the answer's identity.
    const db = c.get('db');
    const status = importStatus(db);
    const last = lastImport(db);
    return cricketAnswer(
      c,
      `${c.req.path}|${status}|${last?.finished_at ?? ''}`,
      (d): CoverageStatus => ({ ...dataCoverage(d), import_status: status, last_import: last, needs_reimport: needsReimport(d) }),
      0,
    );
  })
  .handle(cricketArchiveCoverage, (c) => cricketAnswer(c, c.req.path, archiveCoverage, (data) => (data.held ? MAX_AGE : 0)))
  .handle(cricketBattingBaseline, (c) => cricketAnswer(c, c.req.path, battingBaseline, (data) => (data.innings ? MAX_AGE : 0)))
  .handle(cricketPlayerDetail, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerDetail(db, playerOr404(db, c.req.valid('param').slug, 'slug'))),
  )
  .handle(cricketPlayerInnings, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerInnings(db, playerOr404(db, c.req.valid('param').slugOrId, 'slugOrId').player_id)),
  )
  .handle(cricketPlayerMatchups, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchups(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id)),
  )
  .handle(cricketPlayerMatchupInnings, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchupInnings(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id)),
  ).app
  // Not yet declared in the endpoint table (contracts/README.md): bowling, fielding, records, scorecards.
  .get('/player_bowling/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerBowling(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  )
  .get('/player_fielding/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerFielding(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  )
  .get('/player_bowling_matchups/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerBowlingMatchups(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  )
  .get('/players_bowling', (c) => cricketAnswer(c, c.req.path, listBowlers))
  .get('/players_fielding', (c) => cricketAnswer(c, c.req.path, listFielders))
  .get('/records_filters', (c) => cricketAnswer(c, c.req.path, recordsFilterOptions))
  .get('/records/:table', (c) => {
    const { table } = parseOrThrow(recordTable, { table: c.req.param('table') });
    const query = c.req.query();
    const { team, opp, host, ground, from, to, min } = query;
    const filters = parseOrThrow(recordsFiltersSchema, { team, opp, host, ground, from, to, min });
    if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
      throw new ApiError(400, 'validation_error', 'to: must not be before from', 'to');
    }
    const paging = parsePaging(query);
    const page = { limit: query.limit === undefined ? RECORDS_PAGE_SIZE : paging.limit, offset: paging.offset };
    // The key is the normalised query: the same filters in another order or with unknown parameters share an answer.
    const key = `${c.req.path}|${JSON.stringify([filters.team, filters.opp, filters.host, filters.ground, filters.from, filters.to, filters.min, page.limit, page.offset])}`;
    return versionedAnswer(c, { domain: 'cricket', key, build: () => records(c.get('db'), table, filters, page), maxAge: MAX_AGE });
  })
  // Scorecards, the matches list and career partnerships.
  .route('/', matchRoutes);
