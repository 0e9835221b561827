import { useState } from 'react';
import { Link } from 'wouter';
import { useRatingChange } from '../../../lib/league-queries';
import { formatDate } from '../../../lib/format-date';
import { fixedHalfUp, signed } from '../../../../common/number-text';
import { linkTo } from '../../../../contracts/route-manifest';
import { RatingNightsChart } from './rating-nights-chart';
import { isNotFound } from './not-found-notice';
import { Spinner } from '../../../components/spinner';
import { ErrorMessage } from '../../../components/error-message';

/**
 * "Why did my rating move?": the change over one night split exactly into each result's effect and the schedule's
 * (GET /api/pool/player/{id}/rating_change), largest first, with the rating over time beside it.
 */
export function RatingChangeSection({ playerId, name }: { playerId: string; name: string }) {
  const [night, setNight] = useState<string | undefined>(undefined);
  const q = useRatingChange(playerId, night);
  if (isNotFound(q.error)) return null;
  if (q.error) return <ErrorMessage error={q.error} />;
  if (!q.data) return <Spinner label="Explaining the rating..." />;
  const d = q.data;
  const playedNights = d.nights.filter((n) => n.played).map((n) => n.date).reverse();
  const up = d.change > 0.005;
  const down = d.change < -0.005;
  return (
    <section aria-labelledby="why-title" className="space-y-3" data-testid="rating-change">
      <h2 id="why-title" className="text-2xl font-semibold text-slate-900">
        Why did the rating move?
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-800">
          <span className="mb-1 block font-medium">Night</span>
          <select className="input" value={d.to} onChange={(e) => setNight(e.target.value)} data-testid="rating-change-night">
            {playedNights.map((n) => (
              <option key={n} value={n}>
                {formatDate(n)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-slate-700">
          In{' '}
          <Link className="link" href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: d.group.url_slug })}>
            {d.group.name}
          </Link>
        </p>
      </div>
      <p className="text-slate-800" data-testid="rating-change-summary">
        On {formatDate(d.to)} {name}&apos;s rating went from {fixedHalfUp(d.rating_from, 2)} to {fixedHalfUp(d.rating_to, 2)}
        {up ? ', up ' : down ? ', down ' : ', '}
        {signed(d.change, 2).replace(/^[+\u2212]/, '')}. Here is where that came from, largest first:
      </p>
      <ul className="space-y-1" data-testid="rating-change-lines">
        {d.lines.map((l, i) => (
          <li key={i} className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1 text-slate-800">
            <span>{l.text}</span>
            <span className={`shrink-0 font-semibold tabular-nums ${l.value < 0 ? 'text-red-700' : 'text-emerald-800'}`}>{signed(l.value, 2)}</span>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 py-1 font-semibold text-slate-900">
          <span>Total</span>
          <span className="shrink-0 tabular-nums">{signed(d.parts_sum, 2)}</span>
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        How it is worked out: a result&apos;s effect is the rating now minus what it would be if that game had been scored half a win to each
        player (a frame cannot be drawn: the half is only the yardstick; the same games played); &quot;who played whom&quot; is what the new games
        would have done scored half and half, since every game changes whom each player is compared with. With Colley ratings these parts add
        up exactly to the change.{' '}
        <Link className="link" href={linkTo('/pool/group/:groupUrlSlug/ratings-explanation', { groupUrlSlug: d.group.url_slug })}>
          How the ratings work
        </Link>
      </p>
      <RatingNightsChart nights={d.nights} name={name} selected={d.to} />
    </section>
  );
}
