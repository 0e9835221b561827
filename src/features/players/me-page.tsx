import { useState } from 'react';
import { Link } from 'wouter';
import type { ResultSubmission } from '../../../contracts/player';
import { ErrorMessage } from '../../components/error-message';
import { ResultEffectItem } from '../../components/result-effect';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { usePlayerMe, useSignOutPlayer } from './api/player-api';
import { MySubmissions } from './components/my-submissions';
import { PasskeyOffer } from './components/passkey-offer';
import { PasskeySignIn } from './components/passkey-sign-in';
import { SubmitResultForm } from './components/submit-result-form';
import { ToConfirmList } from './components/to-confirm-list';
import { YourNextFrame } from './components/your-next-frame';

/**
 * The player's own page: his next frame (with its start and his chance), his public page and his last result's
 * effect; results waiting for his answer, entering a result, his submissions and what his confirmed results changed. Signed out: sign in with a passkey.
 */
export default function MePage() {
  usePageMeta({ title: withBrand('Your results'), description: 'Enter and confirm your pool league results.', noindex: true });
  const me = usePlayerMe();
  const signOut = useSignOutPlayer();
  const [sent, setSent] = useState<ResultSubmission | null>(null);
  const [passkeySaved, setPasskeySaved] = useState(false);

  if (!me.checked) return <Spinner label="Checking your sign-in..." />;
  if (me.isError) return <ErrorMessage error={me.error} />;
  if (!me.data) {
    return (
      <div className="page-narrow">
        <div className="mx-auto max-w-xl space-y-4">
          <h1 className="text-3xl font-bold">Your results</h1>
          <PasskeySignIn />
        </div>
      </div>
    );
  }
  const d = me.data;
  return (
    <div className="page-narrow">
      <div className="mx-auto max-w-xl space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold [overflow-wrap:anywhere]" data-testid="player-name">
            {d.player.name}
          </h1>
          <button type="button" className="btn-secondary" onClick={() => signOut.mutate(undefined)}>
            Sign out
          </button>
        </div>
        {d.passkeys === 0 ? <PasskeyOffer onSaved={() => setPasskeySaved(true)} /> : null}
        {d.passkeys > 0 && passkeySaved ? (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="passkey-saved">
            Passkey saved. Next time, tap &quot;Sign in with your passkey&quot; on this device: no invite needed.
          </p>
        ) : null}
        <YourNextFrame d={d} />
        {d.to_confirm.length > 0 ? (
          <section className="space-y-2">
            <h2 className="text-xl font-bold">Waiting for your answer</h2>
            <ToConfirmList items={d.to_confirm} />
          </section>
        ) : null}
        <section className="space-y-2" id="enter">
          <h2 className="text-xl font-bold">Enter a result</h2>
          {sent ? (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="sent">
              Sent: {sent.player_1} {sent.score_1}–{sent.score_2} {sent.player_2}, awaiting {sent.player_2}'s confirmation.
            </p>
          ) : null}
          {d.groups.length === 0 ? (
            <p className="text-slate-700">You are not in a group yet: the admin puts players in groups.</p>
          ) : (
            <SubmitResultForm groups={d.groups} onSubmitted={setSent} />
          )}
        </section>
        {d.submitted.length > 0 ? (
          <section className="space-y-2">
            <h2 className="text-xl font-bold">Your submissions</h2>
            <MySubmissions items={d.submitted} />
          </section>
        ) : null}
        <section className="space-y-2">
          <h2 className="text-xl font-bold">What your results changed</h2>
          {d.recent.length === 0 ? (
            <p className="text-slate-700">Once a result you entered or confirmed counts, its effect on your rating, place and title chance shows here.</p>
          ) : (
            <ul className="card divide-y divide-slate-200 py-1" data-testid="what-changed">
              {d.recent.map((e) => (
                <ResultEffectItem key={`${e.match_id}-${e.group_id}`} effect={e} showGroup />
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">
            Rating: the group's rating on the standings (50 is average). Title chance: the season forecast's chance of finishing first, before and
            after the result. Your groups:{' '}
            {d.groups.map((g, i) => (
              <span key={g.id}>
                {i > 0 ? ', ' : ''}
                <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: g.url_slug })} className="link">
                  {g.name}
                </Link>
              </span>
            ))}
            .
          </p>
        </section>
      </div>
    </div>
  );
}
