import { Hono } from 'hono';
import type { CoverageStatus } from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import { archiveCoverage } from './coverage';
import { cricketAnswer, MAX_AGE, playerOr404 } from './cricket-answer';
import { matchRoutes } from './match-routes';
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
  )
  // Scorecards, the matches list and career partnerships.
  .route('/', matchRoutes);
