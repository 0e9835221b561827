import type { Db } from './database';
import { m001Foundation } from './migrations/001-foundation';
import { m003Cricket } from './migrations/003-cricket';
import { m002PoolLeague } from './migrations/002-pool-league';
import { m004Admin } from './migrations/004-admin';
import { m005DataVersions } from './migrations/005-data-versions';
import { m007CricketAnalytics } from './migrations/007-cricket-analytics';
import { m008LeagueManagement } from './migrations/008-league-management';
import { m009LeagueArchiveDevices } from './migrations/009-league-archive-devices';
import { m010Seasons } from './migrations/010-seasons';
import { m011CricketCoverage } from './migrations/011-cricket-coverage';
import { m012CricketScorecards } from './migrations/012-cricket-scorecards';
import { m013ImportLock } from './migrations/013-import-lock';
import { m014PlayerResults } from './migrations/014-player-results';
import { m015CupsHandicaps } from './migrations/015-cups-handicaps';
import { m016SecurityLoad } from './migrations/016-security-load';
import { m017WinProbability } from './migrations/017-win-probability';
import { m018CricketTeams } from './migrations/018-cricket-teams';

export interface Migration {
  version: number;
  name: string;
  /** SQL text or a function run inside the migration's transaction. */
  up: string | ((db: Db) => void);
}

/**
 * Every schema change, in order. Add a new file under migrations/ and list it
 * here; never edit one that has shipped.
 * Reserved numbers: 2 pool league, 3 cricket, 4 admin and auth, 5 data versions, 6 pool read model,
 * 7 cricket ball-by-ball analytics, 8 league management,
 * 9 league admin hardening, 10 seasons and fixtures, 11 cricket coverage.
 * 12 cricket bowling, fielding and scorecards, 13 the CSV import's lock.
 * 14 player results: invites, player sessions, passkeys, submissions.
 * 15 cups and handicap starts.
 * 16 security and load: the import lock's process start.
 * 17 win probability.
 * 18 cricket teams, series, grounds and umpires.
 */
export const migrations: readonly Migration[] = [
  m001Foundation,
  m002PoolLeague,
  m003Cricket,
  m004Admin,
  m005DataVersions,
  m007CricketAnalytics,
  m008LeagueManagement,
  m009LeagueArchiveDevices,
  m010Seasons,
  m011CricketCoverage,
  m012CricketScorecards,
  m013ImportLock,
  m014PlayerResults,
  m015CupsHandicaps,
  m016SecurityLoad,
  m017WinProbability,
  m018CricketTeams,
];
