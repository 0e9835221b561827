import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { playerTeamsOptions } from '../../../lib/league-queries';
import { linkTo } from '../../../../contracts/route-manifest';
import { sharePercent } from '../../../../common/number-text';

/** A player's team history beside his singles record: each season's team, his frames and wins for it; nothing when he has played in no team league. */
export function TeamHistorySection({ playerId }: { playerId: string }) {
  const teams = useQuery(playerTeamsOptions(playerId));
  if (!teams.data?.seasons.length) return null;
  return (
    <section aria-labelledby="teams-title" className="space-y-2" data-testid="team-history">
      <h2 id="teams-title" className="text-2xl font-semibold text-slate-900">
        Team leagues
      </h2>
      <ul className="space-y-1 text-slate-800">
        {teams.data.seasons.map((s) => (
          <li key={`${s.season.id}-${s.team.id}`}>
            <Link href={linkTo('/pool/league/:leagueSlug/team/:teamSlug', { leagueSlug: s.league.url_slug, teamSlug: s.team.url_slug })} className="link">
              {s.team.name}
            </Link>{' '}
            ({s.league.name}, {s.season.name}){s.captain ? ', captain' : ''}: {s.frames ? `${s.won} of ${s.frames} frames won (${sharePercent(s.won / s.frames, 0)})` : 'no frames yet'}.
          </li>
        ))}
      </ul>
    </section>
  );
}
