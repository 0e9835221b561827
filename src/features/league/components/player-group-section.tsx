import { Link } from 'wouter';
import { ratingHistoryByPlayer } from '../../../../workers/ratings/colley-replay';
import { useGroupMatches, useGroupPlayers, useGroupStandings, useGroupStarts } from '../../../lib/league-queries';
import { sharePercent } from '../../../../common/number-text';
import { useGroupAnalysis } from '../api/group-analysis';
import type { PoolGroup } from '../../../../contracts/league';
import { QueryState } from './query-state';
import { RatingHistoryChart } from './rating-history-chart';
import { StandingsTable } from './standings-table';
import { formatRating } from '../../../../workers/ratings/colley';
import { formatInterval } from '../utils/format';
import { linkTo } from '../../../../contracts/route-manifest';

/** One of a player's groups: the standings with the player highlighted, and their rating over time there. */
export function PlayerGroupSection({ group, playerId, playerName }: { group: PoolGroup; playerId: number; playerName: string }) {
  const standings = useGroupStandings(group.url_slug);
  const players = useGroupPlayers(group.url_slug);
  const matches = useGroupMatches(group.url_slug);
  const analysis = useGroupAnalysis(group.url_slug, players.data, matches.data);
  const starts = useGroupStarts(group.url_slug);
  return (
    <section className="card space-y-4" aria-labelledby={`pg-${group.id}`} data-testid={`player-group-${group.url_slug}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`pg-${group.id}`} className="text-lg font-semibold text-slate-900">
          {group.name}
        </h3>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={linkTo('/pool/predictions/:groupUrlSlug', { groupUrlSlug: group.url_slug }, { a: playerId }, 'match-up')} className="link" data-testid="match-up-link">
            Odds against any player &gt;
          </Link>
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: group.url_slug })} className="link">
            See group &gt;
          </Link>
        </span>
      </div>
      <QueryState queries={[standings]} label="Loading standings...">
        {() => {
          const me = standings.data!.find((r) => r.player_id === playerId);
          return (
            <>
              {me ? (
                <p className="text-slate-800" data-testid="player-rating-sureness">
                  {playerName}&apos;s rating here is {formatRating(me.rating)} (90 % range {formatInterval(me.rating_interval)}), from{' '}
                  {me.games} {me.games === 1 ? 'game' : 'games'}
                  {me.provisional ? ': provisional, as it rests on so few games' : ''}.
                </p>
              ) : null}
              <StandingsTable rows={standings.data!} variant="compact" highlightPlayerId={playerId} caption={`${group.name} standings`} />
            </>
          );
        }}
      </QueryState>
      {starts.data ? <PlayerStarts playerId={playerId} playerName={playerName} pairs={starts.data.pairs} on={starts.data.handicap_starts} /> : null}
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-800">
          {playerName}&apos;s rating in {group.name} over time
        </h4>
        {/* The chart's height is held while the ratings replay, so the sections below stay put. */}
        <div style={{ minHeight: 240 }}>
        <QueryState queries={[players, matches, analysis]} label="Replaying ratings...">
          {() => {
            const history = ratingHistoryByPlayer(analysis.data!.replay).get(playerId) ?? [];
            if (!history.length) return <p className="text-slate-700">No games in this group yet.</p>;
            return (
              <RatingHistoryChart
                height={240}
                series={[{ id: playerId, name: playerName, points: history.map((h) => ({ x: h.lastNewId, rating: h.rating })) }]}
              />
            );
          }}
        </QueryState>
        </div>
      </div>
    </section>
  );
}

type Pair = NonNullable<ReturnType<typeof useGroupStarts>['data']>['pairs'][number];

/** The player's handicap start against each opponent in the group, beside the head-to-head. */
function PlayerStarts({ playerId, playerName, pairs, on }: { playerId: number; playerName: string; pairs: Pair[]; on: boolean }) {
  const mine = pairs.filter((p) => p.stronger_id === playerId || p.weaker_id === playerId).sort((a, b) => b.balls - a.balls);
  if (!mine.length) return null;
  const balls = (k: number) => `${k} ${k === 1 ? 'ball' : 'balls'}`;
  return (
    <details className="text-sm text-slate-800" data-testid="player-starts">
      <summary className="cursor-pointer font-semibold">
        Handicap starts against each opponent{on ? ' (this group plays with them)' : ''}
      </summary>
      <ul className="mt-2 space-y-1">
        {mine.map((p) => {
          const weak = p.weaker_id === playerId;
          const other = weak ? p.stronger_name : p.weaker_name;
          const line =
            p.balls === 0
              ? `v ${other}: no start`
              : weak
                ? `v ${other}: ${playerName} takes ${balls(p.balls)} off, and wins ${sharePercent(p.weaker_chance, 1)} of frames`
                : `v ${other}: ${other} takes ${balls(p.balls)} off, and ${playerName} wins ${sharePercent(1 - p.weaker_chance, 1)} of frames`;
          return (
            <li key={other} title={p.text}>
              {line}
              {p.fair ? '' : ' (as close to 50 % as one ball allows)'}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
