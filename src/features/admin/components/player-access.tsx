import { useState } from 'react';
import type { IssuedInvite } from '../../../../contracts/player-admin';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { useIssueInvite, usePlayerAccess, useRevokeInvite, useRevokePasskey, useRevokePlayerSession } from '../api/player-admin-api';
import { InviteQr } from './invite-qr';

/**
 * A player's way in: the invite (issue, re-issue, revoke; the link and its QR code are shown once, to pass on by
 * hand: this site sends no email or text message), the player's sessions and passkeys, each revocable.
 */
export function PlayerAccess({ playerId, name }: { playerId: number; name: string }) {
  const access = usePlayerAccess(playerId);
  const issue = useIssueInvite();
  const revokeInvite = useRevokeInvite();
  const revokeSession = useRevokePlayerSession();
  const revokePasskey = useRevokePasskey();
  const [issued, setIssued] = useState<IssuedInvite | null>(null);
  const [copied, setCopied] = useState(false);
  if (access.isPending) return <Spinner label="Loading access..." />;
  if (access.isError) return <ErrorMessage error={access.error} />;
  const a = access.data;
  const url = issued ? `${window.location.origin}${issued.path}` : null;
  const live = a.sessions.filter((s) => s.revoked_at === null);
  return (
    <div className="mt-2 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="player-access">
      <div className="space-y-2">
        <h4 className="font-semibold text-slate-900">Invite</h4>
        {url ? (
          <div className="space-y-2" data-testid="invite-issued">
            <p>
              Give {name} this link (or let them scan the code). It works once, until {formatDateTime(issued!.expires_at)} UTC, and is not shown again.
            </p>
            <p className="break-all rounded bg-white p-2 font-mono text-xs" data-testid="invite-link">
              {url}
            </p>
            <InviteQr url={url} />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))}
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        ) : a.invite ? (
          <p>An invite is open until {formatDateTime(a.invite.expires_at)} UTC (its link was shown when issued).</p>
        ) : (
          <p>No open invite.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={issue.isPending}
            onClick={() => issue.mutateAsync(playerId).then((i) => (setIssued(i), setCopied(false)))}
          >
            {a.invite || issued ? 'Issue a new invite' : 'Issue an invite'}
          </button>
          {a.invite ? (
            <button type="button" className="btn-secondary" onClick={() => revokeInvite.mutateAsync(playerId).then(() => setIssued(null))}>
              Revoke invite
            </button>
          ) : null}
        </div>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Signed-in devices</h4>
        {live.length === 0 ? <p>None.</p> : null}
        <ul className="divide-y divide-slate-200">
          {live.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5" data-testid="player-session">
              <span className="[overflow-wrap:anywhere]">
                Session {s.id}: signed in with {s.via === 'passkey' ? 'a passkey' : 'an invite'} on {formatDateTime(s.created_at)} UTC from {s.client_address}, last
                seen {formatDateTime(s.last_used_at)} UTC
              </span>
              <button type="button" className="btn-secondary" onClick={() => void revokeSession.mutateAsync(s.id)}>
                End session
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Passkeys</h4>
        {a.passkeys.length === 0 ? <p>None.</p> : null}
        <ul className="divide-y divide-slate-200">
          {a.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5" data-testid="player-passkey">
              <span>
                Passkey {p.id}: added {formatDateTime(p.created_at)} UTC{p.last_used_at ? `, last used ${formatDateTime(p.last_used_at)} UTC` : ''}
                {p.backed_up ? ' (synced)' : ''}
                {p.revoked_at ? ` · revoked ${formatDateTime(p.revoked_at)} UTC` : ''}
              </span>
              {p.revoked_at ? null : (
                <button type="button" className="btn-secondary" onClick={() => void revokePasskey.mutateAsync(p.id)}>
                  Revoke passkey
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
