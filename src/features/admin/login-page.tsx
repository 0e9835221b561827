import { useId, useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiClientError } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-token';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { requestToken } from './api/auth-api';
import { linkTo } from '../../../contracts/route-manifest';

/**
 * Sign in: a non-OK answer counts as invalid credentials (the spec's client
 * raises "Invalid credentials" and logs it as "Login error"); the page shows
 * "Invalid password" under the field. Too many attempts adds the server's wait.
 */
async function signIn(password: string, setToken: (t: string) => void): Promise<{ ok: true } | { ok: false; detail?: string }> {
  try {
    const { token } = await requestToken(password);
    setToken(token);
    return { ok: true };
  } catch (e) {
    console.error('Login error', new Error('Invalid credentials'));
    const detail = e instanceof ApiClientError && (e.status === 429 || e.status === 0 || e.status >= 500) ? e.message : undefined;
    return { ok: false, detail };
  }
}

export default function LoginPage() {
  usePageMeta({ title: withBrand('Sign in'), description: 'Sign in to the league admin area.', noindex: true });
  const [, navigate] = useLocation();
  const setToken = useAuthStore((s) => s.setToken);
  const signedIn = useAuthStore((s) => s.token !== null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const id = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await signIn(password, setToken);
    setBusy(false);
    if (result.ok) {
      navigate(linkTo('/admin'));
    } else {
      setFailure({ detail: result.detail });
      setPassword('');
    }
  }

  // Already signed in: the dashboard (which signs out a token the server refuses).
  if (signedIn && !busy) return <Redirect to={linkTo('/admin')} replace />;

  return (
    <div className="page-narrow">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold">Sign in</h1>
        <p className="mt-2 text-slate-600">The admin area is for the league administrator.</p>
        <form className="card mt-6 space-y-4" onSubmit={onSubmit}>
          {/* Lets password managers file the password under a name; there is one admin account. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <div>
            <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-800">
              Password
            </label>
            <input
              id={`${id}-password`}
              className="input mt-1"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? `${id}-error` : undefined}
            />
            {failure ? (
              <div id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
                <p>Invalid password</p>
                {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
              </div>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
      </div>
    </div>
  );
}
