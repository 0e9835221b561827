import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuthStore } from '../../../lib/auth-token';
import { revokeToken } from '../api/auth-api';
import { adminKeys } from '../api/admin-keys';
import { linkTo } from '../../../../contracts/route-manifest';

/** Sign out: revoke the token on the server (best effort), remove it locally, go to /login. */
export function useSignOut() {
  const [, navigate] = useLocation();
  const qc = useQueryClient();
  return async (opts: { revoke?: boolean } = {}) => {
    const { token, clearToken } = useAuthStore.getState();
    if (token && opts.revoke !== false) await revokeToken(token);
    clearToken();
    qc.removeQueries({ queryKey: adminKeys.all });
    navigate(linkTo('/login'), { replace: true });
  };
}
