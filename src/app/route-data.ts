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
import { playerDetailQueryOptions } from '../features/cricket/api/get-player-detail';
import { playerInningsQueryOptions } from '../features/cricket/api/get-player-innings';
import { playersQueryOptions } from '../features/cricket/api/get-players';
import { playerMatchupsQueryOptions } from '../features/cricket/api/get-player-matchups';
import { battingBaselineQueryOptions } from '../features/cricket/api/get-batting-baseline';
import {
  coveragePageQueries,
  groundPageQueries,
  groundsPageQueries,
  headToHeadPageQueries,
  matchesPageQueries,
  matchPageQueries,
  recordsPageQueries,
  seriesListPageQueries,
  seriesPageQueries,
  teamPageQueries,
  teamsPageQueries,
  umpiresPageQueries,
  winProbabilityPageQueries,
} from '../features/cricket/api/page-queries';
import { parseSeriesList } from '../features/cricket/utils/series-list-filter';
import { parseMatchList } from '../features/cricket/utils/match-list-filter';
import { playerBowlingMatchupsQueryOptions, playerBowlingQueryOptions, playerFieldingMatchesQueryOptions } from '../features/cricket/api/get-player-bowling';
import { playersBowlingQueryOptions, playersFieldingQueryOptions } from '../features/cricket/api/get-players-bowling';
import { careerView } from '../features/cricket/components/career-view-switch';
import { parseRecordsPage } from '../features/cricket/utils/records-page';
import { parseTableStats } from '../features/cricket/utils/bowling-table';
import {
  cupPageQueries,
  forecastPageQueries,
  groupPageQueries,
  playerGroupQueries,
  playerPageQueries,
  poolMatchesPageQueries,
  predictionsPageQueries,
  ratingsExplanationPageQueries,
  shownGroups,
  standingsCardQueries,
} from '../features/league/api/page-queries';

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

/**
 * A page whose first render reads the named queries its own list gives (features/<name>/api/page-queries.ts, which
 * the page reads too): all fetched, then those `more` names from their answers (a page that shows each of a list's
 * groups); the keys of those named in `main` are returned.
 */
const fromPage =
  <Q extends Record<string, Options>>(
    queries: (params: Record<string, string>, query: URLSearchParams) => Q,
    main: readonly (keyof Q)[],
    more?: (list: Q, qc: QueryClient) => Options[],
  ): Loader =>
  async (params, qc, query) => {
    const list = queries(params, query);
    await fetchAll(qc, Object.values(list));
    if (more) await fetchAll(qc, more(list, qc));
    return main.map((name) => list[name].queryKey);
  };

/** Each server-rendered page's loader; the type makes every `server` page of the manifest have one. */
const loaders: Record<ServerPagePath, Loader> = {
  '/cricket': async (_p, qc, query) => {
    const stats = query.get('view') === 'table' ? parseTableStats(query.toString()) : 'batting';
    const extra = stats === 'bowling' ? [playersBowlingQueryOptions()] : stats === 'fielding' ? [playersFieldingQueryOptions()] : [];
    await fetchAll(qc, [playersQueryOptions(), coverageQueryOptions(), ...extra]);
    return [playersQueryOptions().queryKey];
  },
  '/cricket/records': fromPage((_p, query) => recordsPageQueries(parseRecordsPage(query.toString())), ['filterOptions']),
  // Not a main query: before the first fit the page still answers, saying so.
  '/cricket/win-probability': fromPage(winProbabilityPageQueries, []),
  '/cricket/coverage': fromPage(coveragePageQueries, ['coverage']),
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
  '/cricket/matches': fromPage((_p, query) => matchesPageQueries(parseMatchList(query.toString())), ['page']),
  // A 404 of the win-probability figures leaves the scorecard alone.
  '/cricket/match/:matchId': fromPage(({ matchId }) => matchPageQueries(matchId), ['match']),
  '/cricket/teams': fromPage(teamsPageQueries, ['teams']),
  '/cricket/team/:team': fromPage(({ team }) => teamPageQueries(team), ['team']),
  '/cricket/head-to-head/:team/:opposition': fromPage(({ team, opposition }) => headToHeadPageQueries(team, opposition), ['headToHead']),
  '/cricket/series': fromPage((_p, query) => seriesListPageQueries(parseSeriesList(query.toString())), ['list']),
  '/cricket/series/:series': fromPage(({ series }) => seriesPageQueries(series), ['series']),
  '/cricket/grounds': fromPage(groundsPageQueries, ['grounds']),
  '/cricket/ground/:ground': fromPage(({ ground }) => groundPageQueries(ground), ['ground']),
  '/cricket/umpires': fromPage(umpiresPageQueries, ['umpires']),
  '/cricket/compare/:first/:second': async ({ first, second }, qc) => {
    const main = [first, second].flatMap((s) => [playerDetailQueryOptions(s.toLowerCase()), playerInningsQueryOptions(s.toLowerCase())]);
    // Bowling side by side when both bowled (the answers are small).
    await fetchAll(qc, [...main, ...[first, second].map((s) => playerBowlingQueryOptions(s.toLowerCase()))]);
    if (main.some((o) => failedWith404(qc, o.queryKey))) await fetchAll(qc, [coverageQueryOptions()]);
    return main.map((o) => o.queryKey);
  },
  '/pool/matches': fromPage(poolMatchesPageQueries, ['firstPage'], (q, qc) =>
    // The standings cards of the groups the page shows (whatever groups the league has).
    shownGroups(qc.getQueryData(q.groups.queryKey) ?? []).flatMap((slug) => Object.values(standingsCardQueries(slug))),
  ),
  '/pool/player/:playerId': fromPage(({ playerId }) => playerPageQueries(playerId), ['player', 'firstPage'], (q, qc) =>
    // Each of the player's groups shows its standings (and its players and matches feed the rating chart).
    (qc.getQueryData(q.groups.queryKey) ?? []).flatMap((g) => Object.values(playerGroupQueries(g.url_slug))),
  ),
  '/pool/cup/:cupSlug': fromPage(({ cupSlug }) => cupPageQueries(cupSlug), ['cup']),
  '/pool/group/:groupUrlSlug': fromPage(({ groupUrlSlug }) => groupPageQueries(groupUrlSlug), ['group']),
  '/pool/group/:groupUrlSlug/ratings-explanation': fromPage(({ groupUrlSlug }) => ratingsExplanationPageQueries(groupUrlSlug), ['group']),
  '/pool/predictions/:groupUrlSlug': fromPage(({ groupUrlSlug }) => predictionsPageQueries(groupUrlSlug), ['group']),
  '/pool/forecast/:groupUrlSlug': fromPage(({ groupUrlSlug }) => forecastPageQueries(groupUrlSlug), ['group']),
};

/** Each server-rendered page with its domain and render parameters (from the manifest) and its loader. */
export const routeData: Record<string, RouteData> = Object.fromEntries(
  PAGES.flatMap((p) => (p.render === 'server' ? [[p.path, { domain: p.domain, params: p.params, load: loaders[p.path] }]] : [])),
);

/** Pages the browser renders on its own (sent the app shell, marked noindex): the manifest's `client` pages. */
export const clientOnlyRoutes: ReadonlySet<string> = new Set(PAGES.filter((p) => p.render === 'client').map((p) => p.path));
