/**
 * Each server-rendered pool league page's data needs, written once: the query options its first render reads, by
 * name. The page reads them (`useQuery(q.group)`) and the server render's loader (src/app/route-data.ts) fetches
 * the same list, so a query added here is on the server's HTML and in the browser alike. Shared parts of a page
 * (the demo-league notice, the cup links, the standings cards) read the same options through their own hooks.
 * A page's inputs are its route parameters as the URL has them (any case).
 */
import {
  cupOptions,
  cupsOptions,
  teamLeaguesOptions,
  playerTeamsOptions,
  forecastHistoryOptions,
  forecastInputOptions,
  groupMatchesOptions,
  groupOptions,
  groupPlayersOptions,
  groupSeasonOptions,
  groupsOptions,
  groupStandingsOptions,
  groupStartsOptions,
  leagueInfoOptions,
  matchesPageOptions,
  opponentSummaryOptions,
  playerGroupsOptions,
  playerOptions,
  ratingChangeOptions,
  recentFormOptions,
} from '../../../lib/league-queries';
import type { GroupRef, PoolMatchList } from '../../../lib/pool-keys';
import { slugKey } from '../../../../common/slug-key';

/** Rows per page of the all-matches list and of a player's (also the page the server renders). */
export const MATCHES_PAGE_SIZE = 25;
/** The all-matches list (every group's matches). */
export const ALL_MATCHES: PoolMatchList = { kind: 'all' };
export const playerMatchList = (playerId: string): PoolMatchList => ({ kind: 'player', playerId });
export const groupMatchList = (groupUrlSlug: string): PoolMatchList => ({ kind: 'group', groupId: slugKey(groupUrlSlug) });
/** The first page of a match list as the page shows it first: newest first. */
export const firstMatchesPage = (list: PoolMatchList) => matchesPageOptions(list, { page: 1, pageSize: MATCHES_PAGE_SIZE, desc: true });

/** A group with its players, matches and standings (the group's own pages: predictions, ratings explained). */
export const groupDataQueries = (groupUrlSlug: string) => {
  const slug = slugKey(groupUrlSlug);
  return { group: groupOptions(slug), players: groupPlayersOptions(slug), matches: groupMatchesOptions(slug), standings: groupStandingsOptions(slug) };
};

/**
 * The group page: the group, its players and standings, the first page of its matches (the table pages from the
 * server: a group of 200,000 matches renders the same 25 rows as one of 85), its season, the league's info (the
 * demo notice) and the cups (the group's own).
 */
export const groupPageQueries = (groupUrlSlug: string) => {
  const slug = slugKey(groupUrlSlug);
  return {
    group: groupOptions(slug),
    players: groupPlayersOptions(slug),
    standings: groupStandingsOptions(slug),
    firstPage: firstMatchesPage(groupMatchList(slug)),
    season: groupSeasonOptions(slug),
    league: leagueInfoOptions(),
    cups: cupsOptions(),
  };
};
export const ratingsExplanationPageQueries = (groupUrlSlug: string) => ({ ...groupDataQueries(groupUrlSlug), league: leagueInfoOptions() });

/**
 * The most matches a page's HTML carries whole (the predictions and ratings-explained pages: about 350 bytes a
 * match in the page's data, so well under 2 MB); a bigger group's list is read by the browser once the page is on
 * screen, as the player page's rating chart does.
 */
const EMBEDDED_MATCHES = 2_000;
/** A sub-page's queries for the server's first fetch: all but the group's whole match list... */
export const withoutMatchList = <Q extends { matches: unknown }>({ matches: _matches, ...rest }: Q): Omit<Q, 'matches'> => rest;
/** ...then that list when the group's standings count at most EMBEDDED_MATCHES matches (each counted by both players). */
export const matchListIfSmall = (standings: readonly { games_played: number }[] | undefined, groupUrlSlug: string) =>
  standings && standings.reduce((sum, row) => sum + row.games_played, 0) / 2 <= EMBEDDED_MATCHES ? [groupMatchesOptions(slugKey(groupUrlSlug))] : [];
/** The predictions page: the group's data, its handicap starts and the league's info. */
export const predictionsPageQueries = (groupUrlSlug: string) => ({
  ...groupDataQueries(groupUrlSlug),
  starts: groupStartsOptions(slugKey(groupUrlSlug)),
  league: leagueInfoOptions(),
});
export const forecastPageQueries = (groupUrlSlug: string) => {
  const slug = slugKey(groupUrlSlug);
  return { group: groupOptions(slug), forecast: forecastInputOptions(slug), league: leagueInfoOptions() };
};
export const cupPageQueries = (cupSlug: string) => ({ cup: cupOptions(cupSlug), league: leagueInfoOptions() });

/**
 * The groups whose standings the hub shows: every group the league has (archived ones are not in the
 * list), the most recently active first (latest match; groups without matches last, by id), so a group the admin
 * creates appears at once.
 */
export function shownGroups(groups: { id?: number; url_slug: string; last_played?: string | null }[]): string[] {
  return [...groups]
    .sort((a, b) => (b.last_played ?? '').localeCompare(a.last_played ?? '') || (a.id ?? 0) - (b.id ?? 0))
    .map((g) => g.url_slug);
}

/** The league page: the first page of every match, the groups, the league's info and the cups... */
export const poolMatchesPageQueries = () => ({ firstPage: firstMatchesPage(ALL_MATCHES), groups: groupsOptions(), league: leagueInfoOptions(), cups: cupsOptions(), teamLeagues: teamLeaguesOptions() });
/** ...then each group's standings card (whatever groups the league has)... */
export const standingsCardQueries = (slug: GroupRef) => ({ group: groupOptions(slug), standings: groupStandingsOptions(slug) });
/** ...and its last night: the season's results and the forecast's track record (its biggest movers). */
export const lastNightQueries = (slug: GroupRef) => ({ season: groupSeasonOptions(slug), history: forecastHistoryOptions(slug) });

/** A player's page: the player, the first page of his matches, his groups, head-to-head, form, rating change... */
export const playerPageQueries = (playerId: string) => ({
  player: playerOptions(playerId),
  firstPage: firstMatchesPage(playerMatchList(playerId)),
  groups: playerGroupsOptions(playerId),
  opponents: opponentSummaryOptions(playerId),
  form: recentFormOptions(playerId),
  ratingChange: ratingChangeOptions(playerId),
  teams: playerTeamsOptions(playerId),
  league: leagueInfoOptions(),
});
/**
 * ...then each of his groups: its standings and handicap starts. The rating chart's inputs (the group's players and
 * every match of it) are read by the browser once the page is on screen, never written into the page: a large
 * group's matches would make the page tens of megabytes.
 */
export const playerGroupQueries = (slug: string) => ({
  standings: groupStandingsOptions(slug),
  starts: groupStartsOptions(slug),
});
