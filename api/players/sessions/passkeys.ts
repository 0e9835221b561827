/**
 * Passkeys (WebAuthn) for players, with @simplewebauthn/server: a signed-in player adds one (offered on first
 * use), then signs in with it on this device or, if the passkey is synced, another, without a new invite.
 *
 * - Discoverable credentials (resident keys required): signing in needs no user name, the browser offers the
 *   passkeys it holds for this site; user verification preferred; attestation `none` (no authenticator vendor
 *   check: a league site has no use for it).
 * - The relying party is the site's origin: PUBLIC_ORIGIN when it names a host, else the request's (https when
 *   served over HTTPS behind a trusted proxy). WebAuthn needs a domain name: `localhost` works for development, an
 *   IP address does not.
 * - Each ceremony's challenge is signed, not stored, when it is handed out (webauthn-challenges.ts: 5 minutes,
 *   spent once when the answer comes back) and checked by the library with the origin and RP ID; a registration
 *   challenge is bound to the session that asked for it. The stored signature counter must
 *   grow when the authenticator keeps one (a cloned authenticator is refused).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';
import { auditedWrite } from '../../audit/audited-write';
import { servedOverHttps } from '../../http/security-headers';
import { genuineChallenge, mintChallenge, spendChallenge } from './webauthn-challenges';

const vars = (c: Context) => c.var as AppEnv['Variables'];

const RP_NAME = 'Pool league';

export interface PasskeyRow {
  id: number;
  player_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  device_type: string;
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/**
 * The relying party: the origin the browser is on and its host name (the RP ID). PUBLIC_ORIGIN when it names a host
 * name; when it names an IP address (a development or test server: WebAuthn refuses IP addresses as RP IDs) or is
 * unset, the request's own origin (https when served over HTTPS).
 */
export function relyingParty(c: Context): { origin: string; rpID: string } {
  const configured = vars(c).publicOrigin?.trim().replace(/\/+$/, '');
  const url = new URL(c.req.url);
  const own = servedOverHttps(c.req.url, c.req.header('x-forwarded-proto')) ? `https://${url.host}` : url.origin;
  const origin = configured && isIP(new URL(configured).hostname.replace(/^\[|\]$/g, '')) === 0 ? configured : own;
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge a browser's answer carries (its clientDataJSON), or null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export const livePasskeys = (db: Db, playerId: number) =>
  stmt<PasskeyRow>(db, 'SELECT * FROM player_passkeys WHERE player_id = ? AND revoked_at IS NULL ORDER BY id').all(playerId);

export async function registrationOptions(c: Context, player: { id: number; name: string }, sessionId: number) {
  const db = vars(c).db;
  const { rpID } = relyingParty(c);
  const options = await generateRegistrationOptions({
    challenge: mintChallenge(db, 'register', sessionId, vars(c).now()),
    rpName: RP_NAME,
    rpID,
    userName: player.name,
    userDisplayName: player.name,
    userID: new TextEncoder().encode(`pool-player-${player.id}`),
    attestationType: 'none',
    excludeCredentials: livePasskeys(db, player.id).map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return options;
}

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; why: string };

export async function verifyRegistration(
  c: Context,
  playerId: number,
  sessionId: number,
  response: RegistrationResponseJSON,
): Promise<PasskeyOutcome<{ id: number; createdAt: number }>> {
  const db = vars(c).db;
  const now = vars(c).now();
  const challenge = challengeOf(response.response.clientDataJSON);
  const expiresAt = challenge ? genuineChallenge(db, challenge, 'register', sessionId, now) : null;
  if (!challenge || expiresAt === null) return { ok: false, why: 'unknown or expired challenge' };
  const { origin, rpID } = relyingParty(c);
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
  } catch (err) {
    return { ok: false, why: (err as Error).message.slice(0, 200) };
  }
  if (!verified.verified) return { ok: false, why: 'not verified' };
  if (!spendChallenge(db, challenge, 'register', sessionId, expiresAt, now)) return { ok: false, why: 'challenge already used' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  // The check, the new passkey and its audit row in one transaction.
  return auditedWrite(c, (audit): PasskeyOutcome<{ id: number; createdAt: number }> => {
    if (stmt(db, 'SELECT 1 FROM player_passkeys WHERE credential_id = ?').get(credential.id)) return { ok: false, why: 'this passkey is already registered' };
    const info = stmt(
      db,
      `INSERT INTO player_passkeys (player_id, credential_id, public_key, counter, transports, device_type, backed_up, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      playerId,
      credential.id,
      Buffer.from(credential.publicKey),
      credential.counter,
      JSON.stringify(credential.transports ?? response.response.transports ?? []),
      credentialDeviceType,
      credentialBackedUp ? 1 : 0,
      now,
    );
    const id = Number(info.lastInsertRowid);
    audit({ action: 'passkey_registered', detail: JSON.stringify({ player: playerId, session: sessionId, passkey: id }) });
    return { ok: true, value: { id, createdAt: now } };
  });
}

export async function authenticationOptions(c: Context) {
  const { rpID } = relyingParty(c);
  const challenge = mintChallenge(vars(c).db, 'authenticate', null, vars(c).now());
  return generateAuthenticationOptions({ rpID, userVerification: 'preferred', challenge });
}

/** Check a sign-in assertion: the player it signs in, or why not. */
export async function verifyAuthentication(c: Context, response: AuthenticationResponseJSON): Promise<PasskeyOutcome<{ playerId: number }>> {
  const db = vars(c).db;
  const now = vars(c).now();
  const challenge = challengeOf(response.response.clientDataJSON);
  const expiresAt = challenge ? genuineChallenge(db, challenge, 'authenticate', null, now) : null;
  if (!challenge || expiresAt === null) return { ok: false, why: 'unknown or expired challenge' };
  const row = stmt<PasskeyRow>(db, 'SELECT * FROM player_passkeys WHERE credential_id = ?').get(response.id);
  if (!row) return { ok: false, why: 'unknown passkey' };
  if (row.revoked_at !== null) return { ok: false, why: 'revoked passkey' };
  const { origin, rpID } = relyingParty(c);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        transports: JSON.parse(row.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch (err) {
    return { ok: false, why: (err as Error).message.slice(0, 200) };
  }
  if (!verified.verified) return { ok: false, why: 'signature not verified' };
  // Spent only now: a failed answer writes nothing, and a replayed good one finds its challenge spent.
  if (!spendChallenge(db, challenge, 'authenticate', null, expiresAt, now)) return { ok: false, why: 'challenge already used' };
  stmt(db, 'UPDATE player_passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(verified.authenticationInfo.newCounter, now, row.id);
  return { ok: true, value: { playerId: row.player_id } };
}
