/**
 * The team league pages' data needs, written once: the page reads these options and the server render's loader
 * (src/app/route-data.ts) fetches the same ones. Keys sit under the pool league's (`['pool', ...]`), so whatever
 * refreshes the pool league refreshes these too.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { slugKey } from '../../../../common/slug-key';

const keys = {
  league: (slug: string) => ['pool', 'team-league', slugKey(slug)] as const,
  team: (slug: string, team: string) => ['pool', 'team-league', slugKey(slug), 'team', slugKey(team)] as const,
  match: (slug: string, id: string) => ['pool', 'team-league', slugKey(slug), 'match', id] as const,
};

export const teamLeagueOptions = (slug: string) =>
  queryOptions({ queryKey: keys.league(slug), queryFn: () => api('poolTeamLeague', { params: { leagueSlug: slugKey(slug) } }) });
export const teamOptions = (slug: string, team: string) =>
  queryOptions({ queryKey: keys.team(slug, team), queryFn: () => api('poolTeam', { params: { leagueSlug: slugKey(slug), teamSlug: slugKey(team) } }) });
export const teamMatchOptions = (slug: string, id: string) =>
  queryOptions({ queryKey: keys.match(slug, id), queryFn: () => api('poolTeamMatch', { params: { leagueSlug: slugKey(slug), fixtureId: id } }) });

export const teamLeaguePageQueries = (leagueSlug: string) => ({ league: teamLeagueOptions(leagueSlug) });
export const teamPageQueries = (leagueSlug: string, teamSlug: string) => ({ team: teamOptions(leagueSlug, teamSlug) });
export const teamMatchPageQueries = (leagueSlug: string, fixtureId: string) => ({ match: teamMatchOptions(leagueSlug, fixtureId) });
