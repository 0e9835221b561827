/**
 * Passkeys in the browser with @simplewebauthn/browser (2.8 kB gzipped, loaded only on the player pages): add one
 * for the signed-in player, or sign in with one. The server generates the options and checks the answers
 * (api/players/sessions/passkeys.ts).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { playerKeys } from '../../../lib/player-keys';

/** Whether this browser can make and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthn();
}

export async function addPasskey(): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = (await api('playerPasskeyRegisterOptions', { body: {} })) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await startRegistration({ optionsJSON: options });
  await api('playerPasskeyRegister', { body: { credential: credential as never } });
}

export async function signInWithPasskey(): Promise<{ name: string }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = (await api('playerPasskeyLoginOptions', { body: {} })) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON: options });
  const signed = await api('playerPasskeyLogin', { body: { credential: credential as never } });
  return signed.player;
}

/** A passkey step that failed, in words for the player. */
export function passkeyProblem(e: unknown): string {
  const name = (e as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for you.';
  return (e as Error).message || 'The passkey step did not work.';
}

/**
 * A passkey button's step: busy while the device asks, then who is signed in is asked again (`then` runs after);
 * a failure is shown in words. `stayBusy` keeps the button waiting after success (the page reloads).
 */
export function usePasskeyStep(step: () => Promise<unknown>, { then, stayBusy = false }: { then?: () => void; stayBusy?: boolean } = {}) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      await step();
      await qc.invalidateQueries({ queryKey: playerKeys.me() });
      then?.();
      if (!stayBusy) setBusy(false);
    } catch (e) {
      setProblem(passkeyProblem(e));
      setBusy(false);
    }
  }
  return { busy, problem, run };
}
