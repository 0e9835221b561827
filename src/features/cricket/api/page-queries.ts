/**
 * Each server-rendered cricket page's data needs, written once: the query options its first render reads, by name.
 * The page reads them (`useQuery(q.teams)`) and the server render's loader (src/app/route-data.ts) fetches the same
 * list, so a query added here is on the server's HTML and in the browser alike. A page's inputs are its route
 * parameters as the URL has them (any case) and its parsed URL state.
 */
import { LIMITED_OVERS_FORMAT_KEYS, type CricketFormatKey } from '../../../../common/cricket/formats';
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
import { recordsChangesQueryOptions } from './get-records-changes';
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
import { limitedEvaluationQueryOptions, winProbabilityEvaluationQueryOptions, winProbabilityQueryOptions } from './get-win-probability';
import { recordsRequest, type RecordsPageState } from '../utils/records-page';
import type { MatchListState } from '../utils/match-list-filter';
import type { TableStats } from '../utils/bowling-table';
import type { CareerView } from '../components/player/career-view-switch';

export const coveragePageQueries = (fmt: CricketFormatKey) => ({ coverage: archiveCoverageQueryOptions(fmt) });
/** The Tests' evaluation and each ODI and T20I format's. */
export const winProbabilityPageQueries = () => ({
  evaluation: winProbabilityEvaluationQueryOptions(),
  ...(Object.fromEntries(LIMITED_OVERS_FORMAT_KEYS.map((f) => [f, limitedEvaluationQueryOptions(f)])) as { [K in CricketFormatKey]?: ReturnType<typeof limitedEvaluationQueryOptions> }),
});
/** The scorecard, and its win-probability chart's figures (in the server's HTML too). */
export const matchPageQueries = (matchId: string) => ({ match: matchQueryOptions(matchId), winProbability: winProbabilityQueryOptions(matchId) });
export const matchesPageQueries = (s: MatchListState, fmt: CricketFormatKey) => ({ page: matchesPageQueryOptions(s, fmt), filters: matchFiltersQueryOptions(fmt) });
/** The table's page, what the filters offer, and the team tables under the same filters. */
export const recordsPageQueries = (s: RecordsPageState, fmt: CricketFormatKey) => ({
  records: recordsQueryOptions(recordsRequest(s, fmt)),
  filterOptions: recordsFilterOptionsQueryOptions(fmt),
  teamRecords: teamRecordsQueryOptions(s, fmt),
});
export const teamsPageQueries = (fmt: CricketFormatKey) => ({ teams: teamsQueryOptions(fmt) });
export const teamPageQueries = (team: string, fmt: CricketFormatKey) => ({ team: teamQueryOptions(team.toLowerCase(), fmt) });
export const headToHeadPageQueries = (team: string, opposition: string, fmt: CricketFormatKey) => ({
  headToHead: headToHeadQueryOptions(team.toLowerCase(), opposition.toLowerCase(), fmt),
});
/** The series list's page, and the teams (its team filter). */
export const seriesListPageQueries = (s: SeriesListState, fmt: CricketFormatKey) => ({ list: seriesListQueryOptions(s, fmt), teams: teamsQueryOptions(fmt) });
export const seriesPageQueries = (series: string, fmt: CricketFormatKey) => ({ series: seriesQueryOptions(series.toLowerCase(), fmt) });
export const groundsPageQueries = (fmt: CricketFormatKey) => ({ grounds: groundsQueryOptions(fmt) });
export const groundPageQueries = (ground: string, fmt: CricketFormatKey) => ({ ground: groundQueryOptions(ground.toLowerCase(), fmt) });
/** The umpires, and the teams answer that gives the page's count of Tests (its coverage line). */
export const umpiresPageQueries = (fmt: CricketFormatKey) => ({ umpires: umpiresQueryOptions(fmt), teams: teamsQueryOptions(fmt) });

/**
 * The players page: every player, the archive's coverage and the records the last import changed, and the Table
 * view's bowling or fielding list when it shows that one (the others wait, disabled, until asked).
 */
export const playersPageQueries = (stats: TableStats, fmt: CricketFormatKey) => ({
  players: playersQueryOptions(fmt),
  coverage: coverageQueryOptions(fmt),
  recordsChanges: recordsChangesQueryOptions(fmt),
  bowling: { ...playersBowlingQueryOptions(fmt), enabled: stats === 'bowling' },
  fielding: { ...playersFieldingQueryOptions(fmt), enabled: stats === 'fielding' },
});

/** A career page: the player's summary and innings... */
export const careerPageQueries = (slug: string, fmt: CricketFormatKey) => ({
  detail: playerDetailQueryOptions(slug.toLowerCase(), fmt),
  innings: playerInningsQueryOptions(slug.toLowerCase(), fmt),
});
/** ...then (by his own slug, from the summary) the ball-by-ball sections of the view shown, unfiltered. */
export const careerViewQueries = (urlSlug: string, view: CareerView, fmt: CricketFormatKey) =>
  view === 'batting'
    ? { matchups: playerMatchupsQueryOptions(urlSlug, fmt), baseline: battingBaselineQueryOptions(fmt) }
    : view === 'bowling'
      ? { bowling: playerBowlingQueryOptions(urlSlug, fmt), bowlingMatchups: playerBowlingMatchupsQueryOptions(urlSlug, fmt) }
      : { fieldingMatches: playerFieldingMatchesQueryOptions(urlSlug, fmt) };
/** Whether any data is loaded at all: an unknown player's message depends on it. */
export const unknownPlayerQueries = (fmt: CricketFormatKey) => ({ coverage: coverageQueryOptions(fmt) });

/** The compare view: both careers' summaries and innings, and both bowling answers (side by side when both bowled). */
export const comparePageQueries = (first: string, second: string, fmt: CricketFormatKey) => {
  const [a, b] = [first.toLowerCase(), second.toLowerCase()];
  return {
    firstDetail: playerDetailQueryOptions(a, fmt),
    firstInnings: playerInningsQueryOptions(a, fmt),
    secondDetail: playerDetailQueryOptions(b, fmt),
    secondInnings: playerInningsQueryOptions(b, fmt),
    firstBowling: playerBowlingQueryOptions(a, fmt),
    secondBowling: playerBowlingQueryOptions(b, fmt),
  };
};
