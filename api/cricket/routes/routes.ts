/**
 * The cricket API, mounted at /api/cricket: each handler registered from its endpoint in contracts/cricket-endpoints.ts.
 * Every answer is `{ data }`, prepared once per cricket data version (every import raises it) and key
 * (api/lib/answer-cache.ts): serialized and compressed once, ETag from the version, 304 without a query.
 */
import {
  cricketBattingBaseline,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchupInnings,
  cricketPlayerMatchups,
  cricketPlayers,
} from '../../../contracts/cricket-batting';
import { cricketPlayerBowling, cricketPlayerBowlingMatchups, cricketPlayersBowling } from '../../../contracts/cricket-bowling';
import { cricketArchiveCoverage, cricketCoverage, type CoverageStatus } from '../../../contracts/cricket-coverage';
import { cricketPlayerFielding, cricketPlayerFieldingMatches, cricketPlayersFielding } from '../../../contracts/cricket-fielding';
import { cricketRecords, cricketRecordsChanges, cricketRecordsFilters, type RecordsAnswer } from '../../../contracts/cricket-records';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { versionedJson } from '../../lib/answer-cache';
import { EndpointRouter } from '../../lib/endpoint-router';
import { listBowlers, listFielders, playerBowling, playerBowlingMatchups, playerFielding, playerFieldingMatches } from '../queries/bowling-queries';
import { cricketAnswer, MAX_AGE, playerOr404 } from './cricket-answer';
import { matchRoutes } from './match-routes';
import { winProbabilityRoutes } from '../win-probability/win-probability-routes';
import { loPlayoutRoutes } from '../win-probability/lo-playout-routes';
import { teamRoutes } from './team-routes';
import { records, recordsFilterOptions } from '../queries/records-queries';
import { filterKey, RECORDS_FILTER_NAMES, RECORDS_PAGE_SIZE } from '../../../common/cricket/records-filters';
import { archiveCoverage } from '../queries/coverage';
import { recordsChanges } from '../import/records-changes';
import { listPlayers } from '../queries/player-formats';
import { importStatus, lastImport } from '../import/import-status';
import { DEFAULT_CRICKET_FORMAT } from '../../../common/cricket/formats';
import {
  battingBaseline,
  dataCoverage,
  needsReimport,
  playerDetail,
  playerInnings,
  playerMatchupInnings,
  playerMatchups,
} from '../queries/batting-queries';

/** The answer of the records endpoint: a page of the table asked (contracts/cricket-records.ts `RecordsAnswer`). */
type RecordsPage = z.output<typeof RecordsAnswer>;

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
      (d, fmt): CoverageStatus => ({ ...dataCoverage(d, fmt), import_status: status, last_import: last, needs_reimport: needsReimport(d) }),
      0,
    );
  })
  .handle(cricketArchiveCoverage, (c) => cricketAnswer(c, c.req.path, archiveCoverage, (data) => (data.held ? MAX_AGE : 0)))
  .handle(cricketRecordsChanges, (c) => cricketAnswer(c, c.req.path, recordsChanges))
  .handle(cricketBattingBaseline, (c) => cricketAnswer(c, c.req.path, battingBaseline, (data) => (data.innings ? MAX_AGE : 0)))
  .handle(cricketPlayerDetail, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerDetail(db, playerOr404(db, c.req.valid('param').slug, 'slug'), fmt)),
  )
  .handle(cricketPlayerInnings, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerInnings(db, playerOr404(db, c.req.valid('param').slugOrId, 'slugOrId').player_id, fmt)),
  )
  .handle(cricketPlayerMatchups, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerMatchups(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayerMatchupInnings, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerMatchupInnings(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayerBowling, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerBowling(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayerFielding, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerFielding(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayerFieldingMatches, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerFieldingMatches(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayerBowlingMatchups, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerBowlingMatchups(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  )
  .handle(cricketPlayersBowling, (c) => cricketAnswer(c, c.req.path, listBowlers))
  .handle(cricketPlayersFielding, (c) => cricketAnswer(c, c.req.path, listFielders))
  .handle(cricketRecordsFilters, (c) => cricketAnswer(c, c.req.path, recordsFilterOptions))
  .handle(cricketRecords, (c) => {
    const { table } = c.req.valid('param');
    const { limit, offset, format, ...filters } = c.req.valid('query');
    const fmt = format ?? DEFAULT_CRICKET_FORMAT;
    const page = { limit: limit ?? RECORDS_PAGE_SIZE, offset: offset ?? 0 };
    // The key is the normalised query: the same filters in another order or with unknown parameters share an answer.
    const key = `${c.req.path}|${JSON.stringify([fmt, ...filterKey(filters, RECORDS_FILTER_NAMES), page.limit, page.offset])}`;
    // A page of the one table asked: its rows have that table's shape.
    const build = () => records(c.get('db'), table, filters, page, fmt) as RecordsPage;
    // Kept in the filtered answers' own bounded cache (200 combinations, least recently used out first), so no
    // stream of query strings pushes the other answers out.
    return versionedJson(c, { domain: 'cricket', key, build, maxAge: MAX_AGE, store: 'filtered' });
  })
  // Scorecards, the matches list and career partnerships.
  .app.route('/', matchRoutes)
  .route('/', winProbabilityRoutes)
  .route('/', loPlayoutRoutes)
  // Teams, head-to-head, series, grounds and umpires.
  .route('/', teamRoutes);
