import { useEffect, useState } from 'react';
import { FormProblem } from '../../../components/field-error';
import { addPasskey, passkeysSupported, usePasskeyStep } from '../api/passkey-api';

/**
 * Offered while the player has no passkey: one tap adds one, so this device signs in again without a new invite;
 * `onSaved` runs once it is saved (the page says "Passkey saved").
 */
export function PasskeyOffer({ onSaved }: { onSaved?: () => void }) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const { busy, problem, run } = usePasskeyStep(addPasskey, { then: onSaved });
  useEffect(() => {
    void passkeysSupported().then(setSupported);
  }, []);
  if (supported === false) {
    return (
      <div className="card text-sm text-slate-700" data-testid="passkey-offer">
        This browser cannot keep a passkey. To sign in again later, ask the admin for a new invite link.
      </div>
    );
  }
  return (
    <div className="card space-y-2 border-emerald-200 bg-emerald-50" data-testid="passkey-offer">
      <h2 className="text-lg font-bold text-slate-900">Sign in again without an invite</h2>
      <p className="text-sm text-slate-700">
        Add a passkey: your phone or computer keeps it, unlocked with your fingerprint, face or screen lock. Next time, tap "Sign in with your passkey".
        No password to remember.
      </p>
      <button
        type="button"
        className="btn-primary"
        disabled={busy || supported === null}
        onClick={() => void run()}
      >
        {busy ? 'Waiting for your device...' : 'Add a passkey'}
      </button>
      <FormProblem className="font-medium" message={problem} />
    </div>
  );
}
