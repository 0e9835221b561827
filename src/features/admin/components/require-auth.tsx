import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuthStore } from '../../../lib/auth-token';
import { linkTo } from '../../../../contracts/route-manifest';

/** Protected routes: without a stored token go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  if (!token) return <Redirect to={linkTo('/login')} replace />;
  return <>{children}</>;
}
