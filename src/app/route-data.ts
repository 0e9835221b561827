/**
 * The data each server-rendered page needs: for every `server` page of the route manifest
 * (contracts/route-manifest.ts, which also gives its domain and the query parameters that key its render), the
 * queries its first render reads, fetched under the exact query keys (the pages' own query-options factories) so
 * the page renders with data on the server and hydrates without fetching again. Imported only by the server entry.
 */
import { teamLeaguePageQueries, teamMatchPageQueries, teamPageQueries as poolTeamPageQueries } from '../features/team-league/api/page-queries';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGES, type DataDomain, type ServerPagePath } from '../../contracts/route-manifest';
import { ApiClientError } from '../lib/api-client';
import {
  careerPageQueries,
  careerViewQueries,
  comparePageQueries,
  coveragePageQueries,
  groundPageQueries,
  groundsPageQueries,
  headToHeadPageQueries,
  matchesPageQueries,
  matchPageQueries,
  playersPageQueries,
  recordsPageQueries,
  seriesListPageQueries,
  seriesPageQueries,
  teamPageQueries,
  teamsPageQueries,
  umpiresPageQueries,
  unknownPlayerQueries,
  winProbabilityPageQueries,
} from '../features/cricket/api/page-queries';
import { formatFromSearch } from '../../common/cricket/formats';
import { parseSeriesList } from '../features/cricket/utils/series-list-filter';
import { parseMatchList } from '../features/cricket/utils/match-list-filter';
import { careerView } from '../features/cricket/components/player/career-view-switch';
import { parseRecordsPage } from '../features/cricket/utils/records-page';
import { parseTableStats } from '../features/cricket/utils/bowling-table';
import {
  cupPageQueries,
  forecastPageQueries,
  groupPageQueries,
  matchListIfSmall,
  playerGroupQueries,
  playerPageQueries,
  poolMatchesPageQueries,
  predictionsPageQueries,
  ratingsExplanationPageQueries,
  shownGroups,
  standingsCardQueries,
  lastNightQueries,
  withoutMatchList,
} from '../features/league/api/page-queries';

export type { DataDomain };

type Options = { queryKey: QueryKey; queryFn?: unknown; enabled?: unknown };

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
    more?: (list: Q, qc: QueryClient, query: URLSearchParams) => Options[],
  ): Loader =>
  async (params, qc, query) => {
    const list = queries(params, query);
    // A query the page keeps disabled until asked (another view's list) is not fetched.
    await fetchAll(qc, Object.values(list).filter((o) => o.enabled !== false));
    if (more) await fetchAll(qc, more(list, qc, query));
    return main.map((name) => list[name].queryKey);
  };

/** Each server-rendered page's loader; the type makes every `server` page of the manifest have one. */
const loaders: Record<ServerPagePath, Loader> = {
  '/cricket': fromPage((_p, query) => playersPageQueries(query.get('view') === 'table' ? parseTableStats(query.toString()) : 'batting', formatFromSearch(query.toString())), ['players']),
  '/cricket/records': fromPage((_p, query) => recordsPageQueries(parseRecordsPage(query.toString()), formatFromSearch(query.toString())), ['filterOptions']),
  // Not a main query: before the first fit the page still answers, saying so.
  '/cricket/win-probability': fromPage(winProbabilityPageQueries, []),
  '/cricket/coverage': fromPage((_p, query) => coveragePageQueries(formatFromSearch(query.toString())), ['coverage']),
  '/cricket/player/:slug': fromPage(({ slug }, query) => careerPageQueries(slug, formatFromSearch(query.toString())), ['detail', 'innings'], (q, qc, query) => {
    const detail = qc.getQueryData(q.detail.queryKey);
    if (!detail) return failedWith404(qc, q.detail.queryKey) ? Object.values(unknownPlayerQueries(formatFromSearch(query.toString()))) : [];
    return Object.values(careerViewQueries(detail.url_slug, careerView(query.toString()), formatFromSearch(query.toString())));
  }),
  '/cricket/matches': fromPage((_p, query) => matchesPageQueries(parseMatchList(query.toString()), formatFromSearch(query.toString())), ['page']),
  // A 404 of the win-probability figures leaves the scorecard alone.
  '/cricket/match/:matchId': fromPage(({ matchId }) => matchPageQueries(matchId), ['match']),
  '/cricket/teams': fromPage((_p, query) => teamsPageQueries(formatFromSearch(query.toString())), ['teams']),
  '/cricket/team/:team': fromPage(({ team }, query) => teamPageQueries(team, formatFromSearch(query.toString())), ['team']),
  '/cricket/head-to-head/:team/:opposition': fromPage(({ team, opposition }, query) => headToHeadPageQueries(team, opposition, formatFromSearch(query.toString())), ['headToHead']),
  '/cricket/series': fromPage((_p, query) => seriesListPageQueries(parseSeriesList(query.toString()), formatFromSearch(query.toString())), ['list']),
  '/cricket/series/:series': fromPage(({ series }, query) => seriesPageQueries(series, formatFromSearch(query.toString())), ['series']),
  '/cricket/grounds': fromPage((_p, query) => groundsPageQueries(formatFromSearch(query.toString())), ['grounds']),
  '/cricket/ground/:ground': fromPage(({ ground }, query) => groundPageQueries(ground, formatFromSearch(query.toString())), ['ground']),
  '/cricket/umpires': fromPage((_p, query) => umpiresPageQueries(formatFromSearch(query.toString())), ['umpires']),
  '/cricket/compare/:first/:second': fromPage(
    ({ first, second }, query) => comparePageQueries(first, second, formatFromSearch(query.toString())),
    ['firstDetail', 'firstInnings', 'secondDetail', 'secondInnings'],
    (q, qc, query) => ([q.firstDetail, q.secondDetail].some((o) => failedWith404(qc, o.queryKey)) ? Object.values(unknownPlayerQueries(formatFromSearch(query.toString()))) : []),
  ),
  '/pool/matches': fromPage(poolMatchesPageQueries, ['firstPage'], (q, qc) =>
    // The standings cards of the groups the page shows (whatever groups the league has).
    shownGroups(qc.getQueryData(q.groups.queryKey) ?? []).flatMap((slug) => [...Object.values(standingsCardQueries(slug)), ...Object.values(lastNightQueries(slug))]),
  ),
  '/pool/player/:playerId': fromPage(({ playerId }) => playerPageQueries(playerId), ['player', 'firstPage'], (q, qc) =>
    // Each of the player's groups shows its standings (the rating chart's matches are read in the browser).
    (qc.getQueryData(q.groups.queryKey) ?? []).flatMap((g) => Object.values(playerGroupQueries(g.url_slug))),
  ),
  '/pool/cup/:cupSlug': fromPage(({ cupSlug }) => cupPageQueries(cupSlug), ['cup']),
  '/pool/league/:leagueSlug': fromPage(({ leagueSlug }) => teamLeaguePageQueries(leagueSlug), ['league']),
  '/pool/league/:leagueSlug/team/:teamSlug': fromPage(({ leagueSlug, teamSlug }) => poolTeamPageQueries(leagueSlug, teamSlug), ['team']),
  '/pool/league/:leagueSlug/match/:fixtureId': fromPage(({ leagueSlug, fixtureId }) => teamMatchPageQueries(leagueSlug, fixtureId), ['match']),
  '/pool/group/:groupUrlSlug': fromPage(({ groupUrlSlug }) => groupPageQueries(groupUrlSlug), ['group']),
  // A group's whole match list only when it is small (page-queries.ts, EMBEDDED_MATCHES): no page passes 2 MB.
  '/pool/group/:groupUrlSlug/ratings-explanation': (params, qc, query) =>
    fromPage(({ groupUrlSlug }) => withoutMatchList(ratingsExplanationPageQueries(groupUrlSlug)), ['group'], (q, client) =>
      matchListIfSmall(client.getQueryData(q.standings.queryKey), params.groupUrlSlug),
    )(params, qc, query),
  '/pool/predictions/:groupUrlSlug': (params, qc, query) =>
    fromPage(({ groupUrlSlug }) => withoutMatchList(predictionsPageQueries(groupUrlSlug)), ['group'], (q, client) =>
      matchListIfSmall(client.getQueryData(q.standings.queryKey), params.groupUrlSlug),
    )(params, qc, query),
  '/pool/forecast/:groupUrlSlug': fromPage(({ groupUrlSlug }) => forecastPageQueries(groupUrlSlug), ['group']),
};

/** Each server-rendered page with its domain and render parameters (from the manifest) and its loader. */
export const routeData: Record<string, RouteData> = Object.fromEntries(
  PAGES.flatMap((p) => (p.render === 'server' ? [[p.path, { domain: p.domain, params: p.params, load: loaders[p.path] }]] : [])),
);

/** Pages the browser renders on its own (sent the app shell, marked noindex): the manifest's `client` pages. */
export const clientOnlyRoutes: ReadonlySet<string> = new Set(PAGES.filter((p) => p.render === 'client').map((p) => p.path));
