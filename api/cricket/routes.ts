/**
 * The cricket API, mounted at /api/cricket: each handler registered from its endpoint in contracts/cricket.ts.
 * Every answer is `{ data }`, prepared once per cricket data version (every import raises it) and key
 * (api/lib/answer-cache.ts): serialized and compressed once, ETag from the version, 304 without a query.
 */
import type { Context } from 'hono';
import {
  cricketArchiveCoverage,
  cricketBattingBaseline,
  cricketCoverage,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchupInnings,
  cricketPlayerMatchups,
  cricketPlayers,
  type CoverageStatus,
} from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { versionedJson } from '../lib/answer-cache';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { archiveCoverage } from './coverage';
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

/** A cricket answer `{ data }` for `key`; `maxAge` may depend on the data (0 while it is still empty). */
function cricketAnswer<T>(c: Context<AppEnv>, key: string, data: (db: Db) => T, maxAge: number | ((data: T) => number) = MAX_AGE) {
  return versionedJson(c, {
    domain: 'cricket',
    key,
    build: () => ({ data: data(c.get('db')) }),
    maxAge: typeof maxAge === 'number' ? maxAge : (payload) => maxAge(payload.data),
  });
}

function playerOr404(db: Db, key: string) {
  const p = findPlayer(db, key);
  if (!p) throw new ApiError(404, 'not_found', `No cricket player "${key}"`);
  return p;
}

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
    cricketAnswer(c, c.req.path, (db) => playerDetail(db, playerOr404(db, c.req.valid('param').slug))),
  )
  .handle(cricketPlayerInnings, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerInnings(db, playerOr404(db, c.req.valid('param').slugOrId).player_id)),
  )
  .handle(cricketPlayerMatchups, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchups(db, playerOr404(db, c.req.valid('param').slug).player_id)),
  )
  .handle(cricketPlayerMatchupInnings, (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchupInnings(db, playerOr404(db, c.req.valid('param').slug).player_id)),
  ).app;
