/**
 * The signed-in player's data and writes (contracts/player.ts), through the one API client. The session is an
 * HttpOnly cookie the page cannot read; the readable `player_in` cookie beside it says a session may exist, so a
 * visitor who never signed in asks nothing.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitResultInput } from '../../../../contracts/player';
import { api, ApiClientError } from '../../../lib/api-client';
import { useMounted } from '../../../hooks/use-mounted';
import { EFFECTS_POLL_MS, effectsPending } from '../../../components/result-effect';
import { playerKeys } from '../../../lib/player-keys';
import { poolKeys } from '../../../lib/pool-keys';

export const SIGNED_IN_HINT = 'player_in';

export function hasPlayerHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c === `${SIGNED_IN_HINT}=1`);
}

function forgetHint() {
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export const playerMeQuery = () =>
  queryOptions({
    queryKey: playerKeys.me(),
    queryFn: async () => {
      try {
        return await api('playerMe');
      } catch (e) {
        // The session ended (revoked, expired): the hint goes too, so other pages stop asking.
        if (e instanceof ApiClientError && e.status === 401) {
          forgetHint();
          return null;
        }
        throw e;
      }
    },
    staleTime: 15_000,
    // Every minute; every few seconds while a result's effects are still being worked out.
    refetchInterval: (query) => (effectsPending(query.state.data?.recent) ? EFFECTS_POLL_MS : 60_000),
    retry: false,
  });

/** The signed-in player (null: not signed in), asked only when the hint cookie is there and the page has mounted. */
export function usePlayerMe() {
  const mounted = useMounted();
  const enabled = mounted && hasPlayerHint();
  const q = useQuery({ ...playerMeQuery(), enabled });
  return { ...q, signedIn: enabled && q.data != null, checked: mounted && (!enabled || !q.isPending) };
}

/** What a player's write can change, by key prefix: his own data and the league's (never cricket data). */
export const PLAYER_WRITE_PREFIXES = [playerKeys.all, poolKeys.all] as const;

/** A player write: afterwards the player's data and every league answer are stale (those on screen fetched again). */
function usePlayerWrite<I, T>(fn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(PLAYER_WRITE_PREFIXES.map((queryKey) => qc.invalidateQueries({ queryKey }))) });
}

export const useSubmitResult = () => usePlayerWrite((body: SubmitResultInput) => api('playerSubmitResult', { body }));
export const useConfirmResult = () => usePlayerWrite((id: number) => api('playerConfirmResult', { params: { id }, body: {} }));
export const useDisputeResult = () => usePlayerWrite((v: { id: number; reason: string }) => api('playerDisputeResult', { params: { id: v.id }, body: { reason: v.reason } }));
export const useWithdrawResult = () => usePlayerWrite((id: number) => api('playerWithdrawResult', { params: { id }, body: {} }));
export function useSignOutPlayer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('playerLogout', { body: {} }),
    onSettled: () => {
      forgetHint();
      qc.setQueryData(playerMeQuery().queryKey, null);
    },
  });
}
