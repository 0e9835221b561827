import { useEffect } from 'react';
import { useVerifyToken, type VerifyOutcome } from '../api/auth-api';
import { useSignOut } from './use-sign-out';

/** After a failed verification the page waits this long, then signs out and goes to /login. */
export const SIGN_OUT_DELAY_MS = 2000;

export type VerificationState = 'verifying' | VerifyOutcome;

export const VERIFICATION_TEXT: Record<VerificationState, string> = {
  verifying: 'Verifying...',
  authenticated: 'Successfully authenticated',
  failed: 'Authentication failed',
  error: 'Error verifying authentication',
};

/** Verify the stored token once on opening a protected page; on failure sign out after 2 s. */
export function useAuthVerification(token: string): VerificationState {
  const verify = useVerifyToken(token);
  const signOut = useSignOut();
  const state: VerificationState = verify.data ?? (verify.isError ? 'error' : 'verifying');
  useEffect(() => {
    if (state !== 'failed' && state !== 'error') return;
    const timer = setTimeout(() => void signOut({ revoke: false }), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
    // signOut is a fresh closure each render; the timer must not restart because of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return state;
}
