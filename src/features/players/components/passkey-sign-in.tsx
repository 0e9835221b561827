import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { playerKeys } from '../../../lib/player-keys';
import { passkeyProblem, signInWithPasskey } from '../api/passkey-api';

/** Signed out: sign in with a passkey added before, or ask the admin for an invite. */
export function PasskeySignIn() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="card space-y-3" data-testid="passkey-sign-in">
      <p className="text-slate-700">Players enter and confirm their own results here.</p>
      <button
        type="button"
        className="btn-primary w-full sm:w-auto"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            await signInWithPasskey();
            await qc.invalidateQueries({ queryKey: playerKeys.me() });
            // The page asks who is signed in again now the hint cookie is set.
            window.location.reload();
          } catch (e) {
            setProblem(passkeyProblem(e));
            setBusy(false);
          }
        }}
      >
        {busy ? 'Waiting for your device...' : 'Sign in with your passkey'}
      </button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        First time, or no passkey on this device? Ask the league admin for an invite link: it signs you in at once. No email or text message is sent
        from this site; the admin passes the link on.
      </p>
    </div>
  );
}
