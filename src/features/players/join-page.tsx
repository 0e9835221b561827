import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Spinner } from '../../components/spinner';
import { api, ApiClientError } from '../../lib/api-client';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';

/**
 * The invite link's landing page: `/join#<code>`. The code after `#` never reaches a server (nor a Referer, nor a
 * log); the page drops it from the address bar at once, exchanges it for the player's session cookie and replaces
 * this page in the history with the player's page, so Back does not return to the code.
 */
export default function JoinPage() {
  usePageMeta({ title: withBrand('Join the league'), description: 'Open your invite to the pool league.', noindex: true });
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.replace(/^#/, '');
    window.history.replaceState(null, '', linkTo('/join'));
    if (!token) {
      setProblem('This page needs the whole invite link the league admin gave you.');
      return;
    }
    api('playerRedeemInvite', { body: { token } })
      .then(() => navigate(linkTo('/me', {}, { welcome: 1 }), { replace: true }))
      .catch((e: unknown) => setProblem(e instanceof ApiClientError ? e.message : 'The invite could not be opened. Try the link again.'));
  }, [navigate]);

  return (
    <div className="page-narrow">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold">Join the league</h1>
        {problem ? (
          <div className="card mt-6 space-y-3">
            <p role="alert" className="font-medium text-red-700" data-testid="join-problem">
              {problem}
            </p>
            <p className="text-slate-700">
              Signed in before on this phone or computer with a passkey?{' '}
              <Link href={linkTo('/me')} className="link">
                Sign in with your passkey
              </Link>
              .
            </p>
          </div>
        ) : (
          <div className="mt-6">
            <Spinner label="Opening your invite..." />
          </div>
        )}
      </div>
    </div>
  );
}
