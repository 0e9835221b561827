import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { playerKeys } from '../../../lib/player-keys';
import { poolKeys } from '../../../lib/pool-keys';
import { adminKeys } from './admin-keys';

/**
 * What an admin write can change, by key prefix: the public league data (the pages' standings, matches, ratings),
 * the admin area's own lists, and a player's own data (a revoked session, a confirmed result). Never cricket data,
 * which only the import writes.
 */
export const ADMIN_WRITE_PREFIXES = [poolKeys.all, adminKeys.all, playerKeys.all] as const;

/** After an admin write: every cached answer under those prefixes is stale (the ones on screen are fetched again). */
export const invalidateAfterAdminWrite = (qc: QueryClient) => Promise.all(ADMIN_WRITE_PREFIXES.map((queryKey) => qc.invalidateQueries({ queryKey })));

/** A write's mutation: on success the league, admin and player answers are stale. */
export function useWrite<I, T>(fn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAfterAdminWrite(qc) });
}
