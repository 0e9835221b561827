import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { groupDataQueries } from '../api/page-queries';
import { slugKey } from '../../../../common/slug-key';

/** The group named by the page's `:groupUrlSlug` (lower-cased) with its players, matches and standings. */
export function useGroupData() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const q = groupDataQueries(groupUrlSlug);
  return { slug: slugKey(groupUrlSlug), group: useQuery(q.group), players: useQuery(q.players), matches: useQuery(q.matches), standings: useQuery(q.standings) };
}
