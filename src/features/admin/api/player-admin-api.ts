import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmPendingInput } from '../../../../contracts/player-admin';
import { api } from '../../../lib/api-client';
import { useWrite } from './write-hook';
import { adminKeys } from './admin-keys';

/** Players' access (invites, sessions, passkeys), the pending-results queue and a group's window. */

export const playerAccessQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.playerAccess(id), queryFn: () => api('adminPlayerAccess', { params: { id } }), staleTime: 0 });
export const usePlayerAccess = (id: number) => useQuery(playerAccessQuery(id));
export const useIssueInvite = () => useWrite((id: number) => api('adminIssueInvite', { params: { id }, body: {} }));
export const useRevokeInvite = () => useWrite((id: number) => api('adminRevokeInvite', { params: { id } }));
export const useRevokePlayerSession = () => useWrite((id: number) => api('adminRevokePlayerSession', { params: { id } }));
export const useRevokePasskey = () => useWrite((id: number) => api('adminRevokePasskey', { params: { id } }));

export const usePendingResults = () =>
  useQuery({ queryKey: adminKeys.pendingResults(), queryFn: () => api('adminPendingResults'), staleTime: 0, refetchInterval: 60_000 });
export const useConfirmPending = () => useWrite((v: { id: number; body: ConfirmPendingInput }) => api('adminConfirmPending', { params: { id: v.id }, body: v.body }));
export const useRejectPending = () => useWrite((v: { id: number; reason: string }) => api('adminRejectPending', { params: { id: v.id }, body: { reason: v.reason } }));
export const useSetWindow = () =>
  useWrite((v: { groupId: number; hours: number }) => api('adminGroupResultRules', { params: { id: v.groupId }, body: { confirmWindowHours: v.hours } }));
