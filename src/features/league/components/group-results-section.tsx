import { useQuery } from '@tanstack/react-query';
import { EFFECTS_POLL_MS, effectsPending, ResultEffectItem } from '../../../components/result-effect';
import { useMounted } from '../../../hooks/use-mounted';
import { groupResultsOptions } from '../../../lib/league-queries';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Results the group's players entered: those awaiting confirmation (they count nowhere yet), and the latest that
 * count with what each changed. Read after the page has loaded (never cached: a pending result changes nothing
 * else on the page); hidden when there is nothing to show.
 */
export function GroupResultsSection({ slug }: { slug: string }) {
  const mounted = useMounted();
  const q = useQuery({
    ...groupResultsOptions(slug),
    enabled: mounted,
    staleTime: 15_000,
    // While a result's effects are being worked out, or one is past its window and about to count, ask again soon.
    refetchInterval: (query) => {
      const data = query.state.data;
      const overdue = (data?.pending ?? []).some((p) => p.state === 'awaiting' && Date.parse(p.confirm_by) <= Date.now());
      return effectsPending(data?.latest) || overdue ? EFFECTS_POLL_MS : false;
    },
  });
  const d = q.data;
  if (!d || (d.pending.length === 0 && d.latest.length === 0)) return null;
  return (
    <section aria-labelledby="player-results-title" className="space-y-3" data-testid="group-results">
      <h2 id="player-results-title" className="text-2xl font-semibold text-slate-900">
        Results entered by players
      </h2>
      <p className="text-slate-700">
        A player enters a result and the opponent confirms it. Until then it counts nowhere (not in the standings, ratings or forecast); a result nobody
        answers counts automatically {d.confirm_window_hours} hours after it was entered, and a disputed one waits for the admin.
      </p>
      {d.pending.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">Awaiting confirmation</h3>
          <ul className="card divide-y divide-slate-200 py-1" data-testid="group-pending">
            {d.pending.map((p) => (
              <li key={p.id} className="py-2">
                <p className="font-medium">
                  {p.player_1} {p.score_1}–{p.score_2} {p.player_2}
                </p>
                <p className="text-sm text-slate-600">
                  Played {formatDateTime(p.game_datetime)} UTC ·{' '}
                  {p.state === 'disputed'
                    ? 'disputed: the admin decides'
                    : Date.parse(p.confirm_by) <= Date.now()
                      ? 'unanswered in time: it counts within a minute'
                      : `awaiting ${p.player_2}'s confirmation, counts on ${formatDateTime(p.confirm_by)} UTC`}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {d.latest.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold">Latest confirmed, and what each changed</h3>
          <ul className="card divide-y divide-slate-200 py-1" data-testid="group-latest">
            {d.latest.map((e) => (
              <ResultEffectItem key={e.match_id} effect={e} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
