import { FormProblem } from '../../../components/field-error';
import { signInWithPasskey, usePasskeyStep } from '../api/passkey-api';

/** Signed out: sign in with a passkey added before, or ask the admin for an invite. */
export function PasskeySignIn() {
  // The page asks who is signed in again now the hint cookie is set.
  const { busy, problem, run } = usePasskeyStep(signInWithPasskey, { then: () => window.location.reload(), stayBusy: true });
  return (
    <div className="card space-y-3" data-testid="passkey-sign-in">
      <p className="text-slate-700">Players enter and confirm their own results here.</p>
      <button
        type="button"
        className="btn-primary w-full sm:w-auto"
        disabled={busy}
        onClick={() => void run()}
      >
        {busy ? 'Waiting for your device...' : 'Sign in with your passkey'}
      </button>
      <FormProblem className="font-medium" message={problem} />
      <p className="text-sm text-slate-600">
        First time, or no passkey on this device? Ask the league admin for an invite link: it signs you in at once. No email or text message is sent
        from this site; the admin passes the link on.
      </p>
    </div>
  );
}
