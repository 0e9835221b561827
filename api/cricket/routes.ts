import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { CoverageStatus } from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { versionedAnswer } from '../lib/answer-cache';
import { ApiError } from '../lib/errors';
import { parseOrThrow } from '../lib/validate';
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
  .get('/archive_coverage', (c) => cricketAnswer(c, c.req.path, archiveCoverage, (data) => ((data as { held: number }).held ? MAX_AGE : 0)))
  .get('/batting_baseline', (c) =>
    cricketAnswer(c, c.req.path, battingBaseline, (data) => ((data as { innings: number }).innings ? MAX_AGE : 0)),
  )
  .get('/player_detail/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerDetail(db, playerOr404(db, c.req.param('slug'), 'slug'))),
  )
  .get('/player_inning/:slugOrId', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerInnings(db, playerOr404(db, c.req.param('slugOrId'), 'slugOrId').player_id)),
  )
  .get('/player_matchups/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchups(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  )
  .get('/player_matchup_innings/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerMatchupInnings(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  );
