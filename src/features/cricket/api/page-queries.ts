/**
 * Each server-rendered cricket page's data needs, written once: the query options its first render reads, by name.
 * The page reads them (`useQuery(q.teams)`) and the server render's loader (src/app/route-data.ts) fetches the same
 * list, so a query added here is on the server's HTML and in the browser alike. A page's inputs are its route
 * parameters as the URL has them (any case) and its parsed URL state.
 */
import { archiveCoverageQueryOptions } from './get-archive-coverage';
import { battingBaselineQueryOptions } from './get-batting-baseline';
import { coverageQueryOptions } from './get-coverage';
import { playerBowlingMatchupsQueryOptions, playerBowlingQueryOptions, playerFieldingMatchesQueryOptions } from './get-player-bowling';
import { playerDetailQueryOptions } from './get-player-detail';
import { playerInningsQueryOptions } from './get-player-innings';
import { playerMatchupsQueryOptions } from './get-player-matchups';
import { playersQueryOptions } from './get-players';
import { playersBowlingQueryOptions, playersFieldingQueryOptions } from './get-players-bowling';
import { matchQueryOptions } from './get-match';
import { matchesPageQueryOptions, matchFiltersQueryOptions } from './get-matches';
import { recordsFilterOptionsQueryOptions, recordsQueryOptions } from './get-records';
import {
  groundQueryOptions,
  groundsQueryOptions,
  headToHeadQueryOptions,
  seriesListQueryOptions,
  seriesQueryOptions,
  teamQueryOptions,
  teamRecordsQueryOptions,
  teamsQueryOptions,
  umpiresQueryOptions,
  type SeriesListState,
} from './get-teams';
import { winProbabilityEvaluationQueryOptions, winProbabilityQueryOptions } from './get-win-probability';
import { recordsRequest, type RecordsPageState } from '../utils/records-page';
import type { MatchListState } from '../utils/match-list-filter';
import type { TableStats } from '../utils/bowling-table';
import type { CareerView } from '../components/player/career-view-switch';

export const coveragePageQueries = () => ({ coverage: archiveCoverageQueryOptions() });
export const winProbabilityPageQueries = () => ({ evaluation: winProbabilityEvaluationQueryOptions() });
/** The scorecard, and its win-probability chart's figures (in the server's HTML too). */
export const matchPageQueries = (matchId: string) => ({ match: matchQueryOptions(matchId), winProbability: winProbabilityQueryOptions(matchId) });
export const matchesPageQueries = (s: MatchListState) => ({ page: matchesPageQueryOptions(s), filters: matchFiltersQueryOptions() });
/** The table's page, what the filters offer, and the team tables under the same filters. */
export const recordsPageQueries = (s: RecordsPageState) => ({
  records: recordsQueryOptions(recordsRequest(s)),
  filterOptions: recordsFilterOptionsQueryOptions(),
  teamRecords: teamRecordsQueryOptions(s),
});
export const teamsPageQueries = () => ({ teams: teamsQueryOptions() });
export const teamPageQueries = (team: string) => ({ team: teamQueryOptions(team.toLowerCase()) });
export const headToHeadPageQueries = (team: string, opposition: string) => ({ headToHead: headToHeadQueryOptions(team.toLowerCase(), opposition.toLowerCase()) });
/** The series list's page, and the teams (its team filter). */
export const seriesListPageQueries = (s: SeriesListState) => ({ list: seriesListQueryOptions(s), teams: teamsQueryOptions() });
export const seriesPageQueries = (series: string) => ({ series: seriesQueryOptions(series.toLowerCase()) });
export const groundsPageQueries = () => ({ grounds: groundsQueryOptions() });
export const groundPageQueries = (ground: string) => ({ ground: groundQueryOptions(ground.toLowerCase()) });
/** The umpires, and the teams answer that gives the page's count of Tests (its coverage line). */
export const umpiresPageQueries = () => ({ umpires: umpiresQueryOptions(), teams: teamsQueryOptions() });

/**
 * The players page: every player and the archive's coverage, and the Table view's bowling or fielding list when it
 * shows that one (the others wait, disabled, until asked).
 */
export const playersPageQueries = (stats: TableStats) => ({
  players: playersQueryOptions(),
  coverage: coverageQueryOptions(),
  bowling: { ...playersBowlingQueryOptions(), enabled: stats === 'bowling' },
  fielding: { ...playersFieldingQueryOptions(), enabled: stats === 'fielding' },
});

/** A career page: the player's summary and innings... */
export const careerPageQueries = (slug: string) => ({ detail: playerDetailQueryOptions(slug.toLowerCase()), innings: playerInningsQueryOptions(slug.toLowerCase()) });
/** ...then (by his own slug, from the summary) the ball-by-ball sections of the view shown, unfiltered. */
export const careerViewQueries = (urlSlug: string, view: CareerView) =>
  view === 'batting'
    ? { matchups: playerMatchupsQueryOptions(urlSlug), baseline: battingBaselineQueryOptions() }
    : view === 'bowling'
      ? { bowling: playerBowlingQueryOptions(urlSlug), bowlingMatchups: playerBowlingMatchupsQueryOptions(urlSlug) }
      : { fieldingMatches: playerFieldingMatchesQueryOptions(urlSlug) };
/** Whether any data is loaded at all: an unknown player's message depends on it. */
export const unknownPlayerQueries = () => ({ coverage: coverageQueryOptions() });

/** The compare view: both careers' summaries and innings, and both bowling answers (side by side when both bowled). */
export const comparePageQueries = (first: string, second: string) => {
  const [a, b] = [first.toLowerCase(), second.toLowerCase()];
  return {
    firstDetail: playerDetailQueryOptions(a),
    firstInnings: playerInningsQueryOptions(a),
    secondDetail: playerDetailQueryOptions(b),
    secondInnings: playerInningsQueryOptions(b),
    firstBowling: playerBowlingQueryOptions(a),
    secondBowling: playerBowlingQueryOptions(b),
  };
};
