import { useQueries } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PlayerMe } from '../../../../contracts/player';
import { linkTo } from '../../../../contracts/route-manifest';
import { localToday } from '../../../../common/date-text';
import { chanceIn, nextFixtureOf } from '../../../../common/pool-daily';
import { sharePercent } from '../../../../common/number-text';
import { ResultEffectItem } from '../../../components/result-effect';
import { formatDate } from '../../../lib/format-date';
import { groupSeasonOptions, groupStartsOptions } from '../../../lib/league-queries';

/**
 * Something new each day for a league player: his next fixture in any of his groups' seasons, with its handicap
 * start and his chance (from the ratings, or from the frame engine with the start), his public page, and what his
 * last result changed.
 */
export function YourNextFrame({ d }: { d: PlayerMe }) {
  const me = d.player.id;
  const seasons = useQueries({ queries: d.groups.map((g) => groupSeasonOptions(g.url_slug)) });
  const starts = useQueries({ queries: d.groups.map((g) => groupStartsOptions(g.url_slug)) });
  const today = localToday();
  const next = d.groups
    .map((g, i) => ({ g, i, f: nextFixtureOf(seasons[i].data?.fixtures ?? [], me, today) }))
    .filter((x) => x.f !== null)
    .sort((a, b) => (a.f!.date < b.f!.date ? -1 : a.f!.date > b.f!.date ? 1 : 0))[0];
  const loading = seasons.some((s) => s.isPending);
  const last = d.recent[0];
  let chance: string | null = null;
  let startText: string | null = null;
  if (next?.f) {
    const f = next.f;
    const opp = f.player_1_id === me ? f.player_2_id : f.player_1_id;
    const pair = starts[next.i].data?.pairs.find((p) => (p.stronger_id === me && p.weaker_id === opp) || (p.weaker_id === me && p.stronger_id === opp));
    const balls = f.start?.balls ?? 0;
    if (pair) chance = sharePercent(chanceIn(pair, me, balls), 0);
    if (f.start) startText = f.start.player_id === me ? `You start with ${f.start.balls} of your balls off the table.` : `Your opponent starts with ${f.start.balls} of his balls off the table.`;
  }
  return (
    <section className="card space-y-2" aria-labelledby="me-today-heading" data-testid="me-today">
      <h2 id="me-today-heading" className="text-xl font-bold">
        Your next frame
      </h2>
      {next?.f ? (
        <p className="text-slate-800" data-testid="me-next-fixture">
          v {next.f.player_1_id === me ? next.f.player_2 : next.f.player_1}, {formatDate(next.f.date)} (
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: next.g.url_slug })} className="link">
            {next.g.name}
          </Link>
          ).{startText ? ` ${startText}` : ''}
          {chance ? ` Your chance of winning the frame: ${chance}${next.f.start ? ' with the start' : ', from the ratings'}.` : ''}
        </p>
      ) : (
        <p className="text-slate-700">{loading ? 'Looking for your next fixture...' : 'No fixture of yours is still to play in your groups’ seasons.'}</p>
      )}
      <p className="text-sm text-slate-700">
        Your public page, as everyone sees it:{' '}
        <Link href={linkTo('/pool/player/:playerId', { playerId: me })} className="link">
          {d.player.name}
        </Link>
        .
      </p>
      {last ? (
        <div>
          <h3 className="text-base font-semibold">Your last result</h3>
          <ul className="divide-y divide-slate-200">
            <ResultEffectItem effect={last} showGroup />
          </ul>
        </div>
      ) : null}
    </section>
  );
}
