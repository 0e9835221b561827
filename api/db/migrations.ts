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
import { m019CricketReplacements } from './migrations/019-cricket-replacements';
import { m020TeamLeagues } from './migrations/020-team-leagues';
import { m021CricketFormats } from './migrations/021-cricket-formats';
import { m022CricketPlayerFormats } from './migrations/022-cricket-player-formats';
import { m023LimitedOversWinProbability } from './migrations/023-limited-overs-win-probability';

export interface Migration {
  version: number;
  name: string;
  /** SQL text or a function run inside the migration's transaction. */
  up: string | ((db: Db) => void);
}

/**
 * Every schema change, in order. Add a new file under migrations/ with the next number, list it here and in the
 * table of docs/database.md (a test compares them); never edit one that has shipped.
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
  m019CricketReplacements,
  m020TeamLeagues,
  m021CricketFormats,
  m022CricketPlayerFormats,
  m023LimitedOversWinProbability,
];
