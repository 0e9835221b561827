import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiClientError, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/auth/token. Throws ApiClientError (401 wrong password, 429 too many attempts). */
export const requestToken = (password: string) => api('authToken', { body: { password } });

/** POST /api/auth/logout: revoke the token on the server (best effort; the caller clears it locally too). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await api('authLogout', { body: {} }, { token });
  } catch {
    // The token may already be invalid or the server unreachable; signing out locally still proceeds.
  }
}

export type VerifyOutcome = 'authenticated' | 'failed' | 'error';

/** GET /api/admin/verify: authenticated, failed (the server refused the token) or error (could not check). */
export async function verifyToken(token: string): Promise<VerifyOutcome> {
  try {
    await api('adminVerify', {}, { token });
    return 'authenticated';
  } catch (e) {
    if (e instanceof ApiClientError && (e.status === 401 || e.status === 403)) return 'failed';
    return 'error';
  }
}

export const verifyQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminKeys.verify(token),
    queryFn: () => verifyToken(token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useVerifyToken = (token: string) => useQuery(verifyQueryOptions(token));
