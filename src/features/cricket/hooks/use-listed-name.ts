import { useQueryClient } from '@tanstack/react-query';
import { playersQueryOptions } from '../api/get-players';
import { displayName } from '../utils/player-name';

/**
 * The display name of a player from the players list when it is already in the query cache (arriving from
 * the list), so a heading can show the real name before the player's own data has loaded.
 */
export function useListedName(slug: string): string | null {
  const list = useQueryClient().getQueryData(playersQueryOptions().queryKey);
  const p = list?.find((x) => x.url_slug === slug);
  return p ? displayName(p) : null;
}
