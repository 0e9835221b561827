/**
 * The data each server-rendered page needs: for every `server` page of the route manifest
 * (contracts/route-manifest.ts, which also gives its domain and the query parameters that key its render), the
 * queries its first render reads, fetched under the exact query keys (the pages' own query-options factories) so
 * the page renders with data on the server and hydrates without fetching again. Imported only by the server entry.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGES, type DataDomain, type ServerPagePath } from '../../contracts/route-manifest';
import { ApiClientError } from '../lib/api-client';
import { coverageQueryOptions } from '../features/cricket/api/get-coverage';
import { archiveCoverageQueryOptions } from '../features/cricket/api/get-archive-coverage';
import { playerDetailQueryOptions } from '../features/cricket/api/get-player-detail';
import { playerInningsQueryOptions } from '../features/cricket/api/get-player-innings';
import { playersQueryOptions } from '../features/cricket/api/get-players';
import { playerMatchupsQueryOptions } from '../features/cricket/api/get-player-matchups';
import { battingBaselineQueryOptions } from '../features/cricket/api/get-batting-baseline';
import { matchQueryOptions } from '../features/cricket/api/get-match';
import { winProbabilityEvaluationQueryOptions, winProbabilityQueryOptions } from '../features/cricket/api/get-win-probability';
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
} from '../features/cricket/api/get-teams';
import { parseSeriesList } from '../features/cricket/utils/series-list-filter';
import { matchesPageQueryOptions, matchFiltersQueryOptions } from '../features/cricket/api/get-matches';
import { parseMatchList } from '../features/cricket/utils/match-list-filter';
import { playerBowlingMatchupsQueryOptions, playerBowlingQueryOptions, playerFieldingMatchesQueryOptions } from '../features/cricket/api/get-player-bowling';
import { playersBowlingQueryOptions, playersFieldingQueryOptions } from '../features/cricket/api/get-players-bowling';
import { recordsFilterOptionsQueryOptions, recordsQueryOptions } from '../features/cricket/api/get-records';
import { careerView } from '../features/cricket/components/career-view-switch';
import { parseRecordsPage, recordsRequest } from '../features/cricket/utils/records-page';
import { parseTableStats } from '../features/cricket/utils/bowling-table';
import {
  groupMatchesOptions,
  groupOptions,
  groupsOptions,
  leagueInfoOptions,
  groupPlayersOptions,
  groupStandingsOptions,
  opponentSummaryOptions,
  playerGroupsOptions,
  matchesPageOptions,
  playerOptions,
  recentFormOptions,
  ratingChangeOptions,
  cupOptions,
  cupsOptions,
  groupStartsOptions,
  forecastInputOptions,
  groupSeasonOptions,
} from '../lib/league-queries';

export type { DataDomain };

type Options = { queryKey: QueryKey; queryFn?: unknown };

/**
 * Fetches what the page's first render reads into `qc` (`query` holds the request's parameters the manifest lists
 * for the page) and returns the keys of the page's main queries: when one of them fails with 400/404 the page
 * answers 404 (its own not-found message), with another error 500.
 */
type Loader = (params: Record<string, string>, qc: QueryClient, query: URLSearchParams) => Promise<QueryKey[]>;

export interface RouteData {
  domain: DataDomain;
  params: readonly string[];
  load: Loader;
}

const fetchAll = (qc: QueryClient, list: Options[]) =>
  // Each page's options carry their own data type, which a list of them cannot; prefetching only stores the data.
  Promise.all(list.map((o) => qc.prefetchQuery(o as FetchQueryOptions)));

const failedWith404 = (qc: QueryClient, key: QueryKey) => {
  const e = qc.getQueryState(key)?.error;
  return e instanceof ApiClientError && e.status === 404;
};

/** A page whose first render reads one query: fetched, and its key is the page's main one. */
async function one(qc: QueryClient, o: Options): Promise<QueryKey[]> {
  await fetchAll(qc, [o]);
  return [o.queryKey];
}

/** Each server-rendered page's loader; the type makes every `server` page of the manifest have one. */
const loaders: Record<ServerPagePath, Loader> = {
  '/cricket': async (_p, qc, query) => {
    const stats = query.get('view') === 'table' ? parseTableStats(query.toString()) : 'batting';
    const extra = stats === 'bowling' ? [playersBowlingQueryOptions()] : stats === 'fielding' ? [playersFieldingQueryOptions()] : [];
    await fetchAll(qc, [playersQueryOptions(), coverageQueryOptions(), ...extra]);
    return [playersQueryOptions().queryKey];
  },
  '/cricket/records': async (_p, qc, query) => {
    const state = parseRecordsPage(query.toString());
    await fetchAll(qc, [recordsQueryOptions(recordsRequest(state)), recordsFilterOptionsQueryOptions(), teamRecordsQueryOptions(state)]);
    return [recordsFilterOptionsQueryOptions().queryKey];
  },
  '/cricket/win-probability': async (_p, qc) => {
    // Not a main query: before the first fit the page still answers, saying so.
    await fetchAll(qc, [winProbabilityEvaluationQueryOptions()]);
    return [];
  },
  '/cricket/coverage': async (_p, qc) => {
    await fetchAll(qc, [archiveCoverageQueryOptions()]);
    return [archiveCoverageQueryOptions().queryKey];
  },
  '/cricket/player/:slug': async ({ slug: asked }, qc, query) => {
    const slug = asked.toLowerCase();
    const main = [playerDetailQueryOptions(slug), playerInningsQueryOptions(slug)];
    await fetchAll(qc, main);
    // An unknown player's message depends on whether any data is loaded at all (PlayerLoadError).
    if (failedWith404(qc, main[0].queryKey)) await fetchAll(qc, [coverageQueryOptions()]);
    // The ball-by-ball section (unfiltered): the player's match-ups and the all-batters baseline.
    const detail = qc.getQueryData(playerDetailQueryOptions(slug).queryKey);
    const view = careerView(query.toString());
    if (detail && view === 'batting') await fetchAll(qc, [playerMatchupsQueryOptions(detail.url_slug), battingBaselineQueryOptions()]);
    if (detail && view === 'bowling') await fetchAll(qc, [playerBowlingQueryOptions(detail.url_slug), playerBowlingMatchupsQueryOptions(detail.url_slug)]);
    if (detail && view === 'fielding') await fetchAll(qc, [playerFieldingMatchesQueryOptions(detail.url_slug)]);
    return main.map((o) => o.queryKey);
  },
  '/cricket/matches': async (_p, qc, query) => {
    const page = matchesPageQueryOptions(parseMatchList(query.toString()));
    await fetchAll(qc, [page, matchFiltersQueryOptions()]);
    return [page.queryKey];
  },
  '/cricket/match/:matchId': async ({ matchId }, qc) => {
    const main = matchQueryOptions(matchId);
    // The win-probability chart's figures are in the server's HTML too (a 404 there leaves the scorecard alone).
    await fetchAll(qc, [main, winProbabilityQueryOptions(matchId)]);
    return [main.queryKey];
  },
  '/cricket/teams': async (_p, qc) => one(qc, teamsQueryOptions()),
  '/cricket/team/:team': async ({ team }, qc) => one(qc, teamQueryOptions(team.toLowerCase())),
  '/cricket/head-to-head/:team/:opposition': async ({ team, opposition }, qc) => one(qc, headToHeadQueryOptions(team.toLowerCase(), opposition.toLowerCase())),
  '/cricket/series': async (_p, qc, query) => {
    const list = seriesListQueryOptions(parseSeriesList(query.toString()));
    await fetchAll(qc, [list, teamsQueryOptions()]);
    return [list.queryKey];
  },
  '/cricket/series/:series': async ({ series }, qc) => one(qc, seriesQueryOptions(series.toLowerCase())),
  '/cricket/grounds': async (_p, qc) => one(qc, groundsQueryOptions()),
  '/cricket/ground/:ground': async ({ ground }, qc) => one(qc, groundQueryOptions(ground.toLowerCase())),
  '/cricket/umpires': async (_p, qc) => {
    const umpires = umpiresQueryOptions();
    // The teams answer gives the page's count of Tests (its coverage line).
    await fetchAll(qc, [umpires, teamsQueryOptions()]);
    return [umpires.queryKey];
  },
  '/cricket/compare/:first/:second': async ({ first, second }, qc) => {
    const main = [first, second].flatMap((s) => [playerDetailQueryOptions(s.toLowerCase()), playerInningsQueryOptions(s.toLowerCase())]);
    // Bowling side by side when both bowled (the answers are small).
    await fetchAll(qc, [...main, ...[first, second].map((s) => playerBowlingQueryOptions(s.toLowerCase()))]);
    if (main.some((o) => failedWith404(qc, o.queryKey))) await fetchAll(qc, [coverageQueryOptions()]);
    return main.map((o) => o.queryKey);
  },
  '/pool/matches': async (_p, qc) => {
    // The page module is loaded for rendering anyway (a dynamic import keeps it in its own chunk).
    const { shownGroups, ALL_MATCHES, ALL_MATCHES_PAGE_SIZE } = await import('../features/league/pool-matches-page');
    // The all-matches list pages from the server: its first page is what the page shows first.
    const firstPage = matchesPageOptions(ALL_MATCHES, { page: 1, pageSize: ALL_MATCHES_PAGE_SIZE, desc: true });
    await fetchAll(qc, [firstPage, groupsOptions(), leagueInfoOptions(), cupsOptions()]);
    // The standings cards of the groups the page shows (whatever groups the league has).
    const shown = shownGroups(qc.getQueryData(groupsOptions().queryKey) ?? []);
    await fetchAll(qc, shown.flatMap((s) => [groupOptions(s), groupStandingsOptions(s)]));
    return [firstPage.queryKey];
  },
  '/pool/player/:playerId': async ({ playerId }, qc) => {
    const { MATCHES_PAGE_SIZE, playerMatchList } = await import('../features/league/pool-player-page');
    const firstPage = matchesPageOptions(playerMatchList(playerId), { page: 1, pageSize: MATCHES_PAGE_SIZE, desc: true });
    const main = [playerOptions(playerId), firstPage];
    await fetchAll(qc, [...main, playerGroupsOptions(playerId), opponentSummaryOptions(playerId), recentFormOptions(playerId), ratingChangeOptions(playerId), leagueInfoOptions()]);
    // Each of the player's groups shows its standings (and its players and matches feed the rating chart).
    const groups = qc.getQueryData(playerGroupsOptions(playerId).queryKey) ?? [];
    await fetchAll(
      qc,
      groups.flatMap((g) => [groupStandingsOptions(g.url_slug), groupPlayersOptions(g.url_slug), groupMatchesOptions(g.url_slug), groupStartsOptions(g.url_slug)]),
    );
    return main.map((o) => o.queryKey);
  },
  '/pool/cup/:cupSlug': async ({ cupSlug }, qc) => {
    const main = cupOptions(cupSlug);
    await fetchAll(qc, [main, leagueInfoOptions()]);
    return [main.queryKey];
  },
  '/pool/group/:groupUrlSlug': async ({ groupUrlSlug }, qc) => {
    const slug = groupUrlSlug.toLowerCase();
    await fetchAll(qc, [groupOptions(slug), groupStandingsOptions(slug), groupPlayersOptions(slug), groupMatchesOptions(slug), groupSeasonOptions(slug), leagueInfoOptions(), cupsOptions()]);
    return [groupOptions(slug).queryKey];
  },
  '/pool/group/:groupUrlSlug/ratings-explanation': async ({ groupUrlSlug }, qc) => {
    const slug = groupUrlSlug.toLowerCase();
    await fetchAll(qc, [groupOptions(slug), groupPlayersOptions(slug), groupMatchesOptions(slug), groupStandingsOptions(slug), leagueInfoOptions()]);
    return [groupOptions(slug).queryKey];
  },
  '/pool/predictions/:groupUrlSlug': async ({ groupUrlSlug }, qc) => {
    const slug = groupUrlSlug.toLowerCase();
    await fetchAll(qc, [groupOptions(slug), groupPlayersOptions(slug), groupMatchesOptions(slug), groupStandingsOptions(slug), groupStartsOptions(slug), leagueInfoOptions()]);
    return [groupOptions(slug).queryKey];
  },
  '/pool/forecast/:groupUrlSlug': async ({ groupUrlSlug }, qc) => {
    const slug = groupUrlSlug.toLowerCase();
    await fetchAll(qc, [groupOptions(slug), forecastInputOptions(slug), leagueInfoOptions()]);
    return [groupOptions(slug).queryKey];
  },
};

/** Each server-rendered page with its domain and render parameters (from the manifest) and its loader. */
export const routeData: Record<string, RouteData> = Object.fromEntries(
  PAGES.flatMap((p) => (p.render === 'server' ? [[p.path, { domain: p.domain, params: p.params, load: loaders[p.path] }]] : [])),
);

/** Pages the browser renders on its own (sent the app shell, marked noindex): the manifest's `client` pages. */
export const clientOnlyRoutes: ReadonlySet<string> = new Set(PAGES.filter((p) => p.render === 'client').map((p) => p.path));
