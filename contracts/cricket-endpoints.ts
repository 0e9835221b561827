/**
 * The cricket API under /api/cricket: its endpoints, declared once as zod schemas by subject in the cricket-*.ts
 * files beside this one. The server (api/cricket/) registers its handlers from these endpoints; the client
 * (src/features/cricket/) reads the types (`import type`), so the schemas cost the browser bundle nothing.
 */
import {
  cricketBattingBaseline,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchupInnings,
  cricketPlayerMatchups,
  cricketPlayerPartnerships,
  cricketPlayers,
} from './cricket-batting';
import { cricketPlayerBowling, cricketPlayerBowlingMatchups, cricketPlayersBowling } from './cricket-bowling';
import { cricketArchiveCoverage, cricketCoverage } from './cricket-coverage';
import { cricketPlayerFielding, cricketPlayerFieldingMatches, cricketPlayersFielding } from './cricket-fielding';
import { cricketMatch, cricketMatches, cricketMatchFilters } from './cricket-matches';
import { cricketRecords, cricketRecordsChanges, cricketRecordsFilters } from './cricket-records';
import { cricketTeamEndpoints } from './cricket-teams';
import { cricketWinProbabilityEndpoints } from './cricket-win-probability';
import { cricketLoPlayoutEndpoints } from './cricket-lo-playout';

/** The cricket endpoints, in the order the reference lists them. */
export const cricketEndpoints = {
  cricketPlayers,
  cricketCoverage,
  cricketArchiveCoverage,
  cricketBattingBaseline,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchups,
  cricketPlayerMatchupInnings,
  cricketPlayerBowling,
  cricketPlayerBowlingMatchups,
  cricketPlayerFielding,
  cricketPlayerFieldingMatches,
  cricketPlayerPartnerships,
  cricketPlayersBowling,
  cricketPlayersFielding,
  cricketRecords,
  cricketRecordsFilters,
  cricketRecordsChanges,
  cricketMatches,
  cricketMatch,
  cricketMatchFilters,
  // Win probability.
  ...cricketWinProbabilityEndpoints,
  ...cricketLoPlayoutEndpoints,
  // Teams, head-to-head, series, grounds and umpires.
  ...cricketTeamEndpoints,
};
