/**
 * The route manifest: every page of the site once, with how it is rendered, whose data its HTML follows, the query
 * parameters that key its render and its place in the sitemap. The router (src/app/routes.tsx, which adds each
 * page's component), the server render's data table (src/app/route-data.ts, which adds each data page's loader),
 * the render cache and the sitemap (api/seo/public-pages.ts) all read it, and links are built from it with
 * `linkTo`. It lives in contracts/ because both api/ and src/ read it. Order matters: the router tries the pages in
 * this order (a fixed path before a pattern that could match it).
 */
import { RECORDS_FILTER_NAMES } from '../common/cricket/records-filters';
import { CRICKET_FORMAT_PARAM as FORMAT_PARAM } from '../common/cricket/formats';

/**
 * - `prerender`: needs no server data; rendered once at build time.
 * - `server`: rendered on request with its data; cached per data version of `domain` and per `params`.
 * - `client`: sent as the app shell (noindex) and rendered in the browser (sign-in area, diagnostics).
 */
type RenderKind = 'prerender' | 'server' | 'client';
/**
 * - `static`: one sitemap URL, the path itself.
 * - `data`: one URL per database row (api/seo/sitemap.ts builds them with `linkTo`).
 * - `none`: never in the sitemap.
 */
export type SitemapKind = 'static' | 'data' | 'none';
export type DataDomain = 'pool' | 'cricket';

interface PageBase {
  /** The path pattern (wouter syntax, matched ignoring case). */
  path: string;
  sitemap: SitemapKind;
}
export type PageEntry =
  | (PageBase & { render: Exclude<RenderKind, 'server'> })
  | (PageBase & {
      render: 'server';
      /** Whose data the page shows: its rendered HTML is cached under that domain's data version. */
      domain: DataDomain;
      /**
       * The query parameters the page reads (filters, inputs): the server renders and caches the page per path and
       * these only, so any other parameter (`?cb=1`, `utm_source=...`) gets the same render.
       */
      params: readonly string[];
    });

const page = (path: string, sitemap: SitemapKind = 'static') => ({ path, render: 'prerender', sitemap }) as const;
const clientPage = (path: string) => ({ path, render: 'client', sitemap: 'none' }) as const;

/** The career filters of a career page and of the compare view (features/cricket/utils/innings-filter.ts). */
const CAREER_FILTER_PARAMS = ['opp', 'host', 'venue', 'from', 'to', 'inns'] as const;
const FRAMES = '/sports-models/english-pool-monte-carlo-simulation';

export const PAGES = [
  page('/'),
  page('/about'),
  // Cricket Test batting explorer (the developers' data dump is in the admin area: /admin/cricket-data).
  // The players page's view and its stats table (features/cricket/utils/stats-table.ts parseTable).
  // Its Table view's Bowling and Fielding tables add stats and minb (features/cricket/utils/bowling-table.ts).
  {
    path: '/cricket',
    render: 'server',
    domain: 'cricket',
    sitemap: 'static',
    params: ['view', 'stats', 'team', 'from', 'to', 'min', 'minb', 'sort', 'dir', 'page', FORMAT_PARAM],
  },
  { path: '/cricket/coverage', render: 'server', domain: 'cricket', sitemap: 'static', params: [FORMAT_PARAM] },
  // The win-probability model's method and evaluation ("How sure is the model?").
  { path: '/cricket/win-probability', render: 'server', domain: 'cricket', sitemap: 'static', params: [] },
  // The matches list's filters and page (features/cricket/utils/match-list-filter.ts parseMatchList); every scorecard.
  { path: '/cricket/matches', render: 'server', domain: 'cricket', sitemap: 'static', params: ['team', 'opposition', 'host', 'ground', 'year', 'result', 'q', 'page', FORMAT_PARAM] },
  { path: '/cricket/match/:matchId', render: 'server', domain: 'cricket', sitemap: 'data', params: [FORMAT_PARAM] },
  // The records book: the table, its filters (common/cricket/records-filters.ts) and page (features/cricket/utils/records-page.ts).
  { path: '/cricket/records', render: 'server', domain: 'cricket', sitemap: 'static', params: ['table', ...RECORDS_FILTER_NAMES, 'page', FORMAT_PARAM] },
  // A career: its view (Batting, Bowling, Fielding) and the career filters.
  { path: '/cricket/player/:slug', render: 'server', domain: 'cricket', sitemap: 'data', params: ['view', ...CAREER_FILTER_PARAMS, FORMAT_PARAM] },
  // One filter bar for both careers, as on a career page. Not in the sitemap: every pair of players would be a URL.
  { path: '/cricket/compare/:first/:second', render: 'server', domain: 'cricket', sitemap: 'none', params: [...CAREER_FILTER_PARAMS, FORMAT_PARAM] },
  // Teams, head-to-head, series, grounds and umpires (features/cricket/*-page.tsx). The series list's team,
  // year and page (features/cricket/utils/series-list-filter.ts).
  { path: '/cricket/teams', render: 'server', domain: 'cricket', sitemap: 'static', params: [FORMAT_PARAM] },
  { path: '/cricket/team/:team', render: 'server', domain: 'cricket', sitemap: 'data', params: [FORMAT_PARAM] },
  { path: '/cricket/head-to-head/:team/:opposition', render: 'server', domain: 'cricket', sitemap: 'data', params: [FORMAT_PARAM] },
  { path: '/cricket/series', render: 'server', domain: 'cricket', sitemap: 'static', params: ['team', 'year', 'page', FORMAT_PARAM] },
  { path: '/cricket/series/:series', render: 'server', domain: 'cricket', sitemap: 'data', params: [FORMAT_PARAM] },
  { path: '/cricket/grounds', render: 'server', domain: 'cricket', sitemap: 'static', params: [FORMAT_PARAM] },
  { path: '/cricket/ground/:ground', render: 'server', domain: 'cricket', sitemap: 'data', params: [FORMAT_PARAM] },
  { path: '/cricket/umpires', render: 'server', domain: 'cricket', sitemap: 'static', params: [FORMAT_PARAM] },
  // Articles, calculators and demos.
  page('/betting'),
  page('/betting/understand-sports-betting'),
  page('/betting/how-to-find-value-betting-on-sports'),
  page('/betting/how-to-maximise-sports-betting-accumulators'),
  page('/betting/sports-betting-bankroll-management-strategies'),
  page('/betting/kelly-criterion-bankroll-management'),
  page('/betting/fair-odds-calculator'),
  page('/betting/bet-returns-calculator'),
  page('/betting/odds-converter'),
  page('/betting/expected-value-calculator'),
  page('/betting/dutching-calculator'),
  page('/betting/arbitrage-calculator'),
  page('/betting/lay-bet-calculator'),
  page('/betting/asian-handicap-calculator'),
  page('/betting/multi-kelly-calculator'),
  page('/betting/bet-ledger'),
  page('/betting/score-model'),
  page('/betting/hedge-calculator'),
  page('/sports-models'),
  page('/sports-models/sports-ranking-methods-colley-massey-elo'),
  page('/sports-models/monte-carlo-simulation-sports-prediction'),
  page('/analytics/designing-analytics-schemas'),
  page('/data-visualisation/dynamic-d3-components'),
  page('/intersecting-lines'),
  page('/playground'),
  // The pool league: matches, player, group, ratings explanation, predictions, forecast.
  { path: '/pool/matches', render: 'server', domain: 'pool', sitemap: 'static', params: [] },
  { path: '/pool/player/:playerId', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  { path: '/pool/group/:groupUrlSlug', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  { path: '/pool/group/:groupUrlSlug/ratings-explanation', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  // The match-up calculator's two players and race length (components/predictions/match-up-odds.tsx).
  { path: '/pool/predictions/:groupUrlSlug', render: 'server', domain: 'pool', sitemap: 'data', params: ['a', 'b', 'race'] },
  // The forecast's shell: the group and the season's input are rendered on the server; the simulations run in
  // the visitor's simulation workers.
  { path: '/pool/forecast/:groupUrlSlug', render: 'server', domain: 'pool', sitemap: 'data', params: ['seed', 'sims', 'w'] },
  // Knockout cups: the bracket with every entrant's chances.
  { path: '/pool/cup/:cupSlug', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  // Team leagues: a league's divisions, a team, a match card.
  { path: '/pool/league/:leagueSlug', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  { path: '/pool/league/:leagueSlug/team/:teamSlug', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  { path: '/pool/league/:leagueSlug/match/:fixtureId', render: 'server', domain: 'pool', sitemap: 'data', params: [] },
  // The admin area depends on the visitor's sign-in.
  clientPage('/login'),
  clientPage('/admin'),
  clientPage('/admin/add-match'),
  clientPage('/admin/league'),
  clientPage('/admin/import'),
  clientPage('/admin/seasons'),
  clientPage('/admin/seasons/:seasonId'),
  clientPage('/admin/cups'),
  // A developer's dump of one player's raw figures and failed queries: signed-in only, never public.
  clientPage('/admin/cricket-data'),
  clientPage('/admin/team-leagues'),
  // A player's own area: the invite link's landing page, then results to confirm and to enter.
  clientPage('/join'),
  clientPage('/me'),
  // The frame simulator, the schedule generator and golf.
  page(FRAMES),
  page(`${FRAMES}/shot-accuracy`),
  page(`${FRAMES}/break-efficiency`),
  page(`${FRAMES}/foul-impact`),
  page(`${FRAMES}/glossary`),
  page(`${FRAMES}/player-model`),
  page(`${FRAMES}/league-predictions`),
  page(`${FRAMES}/league-predictions/custom`),
  page('/sports-models/league-schedule-generator'),
  page('/sports-models/golf'),
  page('/sports-models/golf/round-prediction'),
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof PAGES)[number]['path'];
export type ServerPagePath = Extract<(typeof PAGES)[number], { render: 'server' }>['path'];

/** An old path that forwards to a new one (`:param` segments are carried over; the query string is kept). */
export interface RedirectDef {
  from: string;
  to: PagePath;
}

/** Old paths kept working for links shared before the site was reorganised. */
export const REDIRECTS: readonly RedirectDef[] = [
  { from: '/pool-monte-carlo-simulation', to: FRAMES },
  ...(['shot-accuracy', 'break-efficiency', 'foul-impact', 'glossary'] as const).map((sub) => ({
    from: `/pool-monte-carlo-simulation/${sub}`,
    to: `${FRAMES}/${sub}` as const,
  })),
  { from: '/concept/how-to-maximise-sports-betting-accumulators', to: '/betting/how-to-maximise-sports-betting-accumulators' },
  { from: '/visualisation/dynamic-d3-components', to: '/data-visualisation/dynamic-d3-components' },
  // The league has no page of its own at /pool: its hub is the standings and matches page.
  { from: '/pool', to: '/pool/matches' },
  // The cricket data dump was public here; it is now in the admin area, behind the sign-in.
  { from: '/cricket/debug/player-data', to: '/admin/cricket-data' },
];

/** The names of a pattern's `:param` segments. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | number | undefined>;
type LinkArgs<P extends string> = [PathParams<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query, hash?: string]
  : [params: Record<PathParams<P>, string | number>, query?: Query, hash?: string];

/**
 * The address of a page: `linkTo('/pool/player/:playerId', { playerId: 7 })` is `/pool/player/7`. Parameters are
 * URL-encoded; query values left undefined are left out; `hash` is added after `#`.
 */
export function linkTo<P extends PagePath>(path: P, ...[params, query, hash]: LinkArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  let out: string = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`linkTo(${path}): no value for :${name}`);
    return encodeURIComponent(String(v));
  });
  const pairs = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  if (pairs.length) out += `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
  if (hash) out += `#${hash}`;
  return out;
}
