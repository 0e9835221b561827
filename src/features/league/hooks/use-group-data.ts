import { useParams } from 'wouter';
import { useGroup, useGroupMatches, useGroupPlayers, useGroupStandings } from '../../../lib/league-queries';

/** The group named by the page's `:groupUrlSlug` (lower-cased) with its players, matches and standings. */
export function useGroupData() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  return { slug, group: useGroup(slug), players: useGroupPlayers(slug), matches: useGroupMatches(slug), standings: useGroupStandings(slug) };
}
