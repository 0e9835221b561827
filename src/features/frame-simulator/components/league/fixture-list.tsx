import { memo } from 'react';
import type { FixtureRound } from '../../../../../workers/league-sim/fixtures';
import type { MatchResult } from '../../../../../workers/league-sim/league';

function groupByRound<T extends { round: number }>(items: T[]): [number, T[]][] {
  const rounds = new Map<number, T[]>();
  for (const f of items) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  return [...rounds.entries()];
}

/** Heading level of each round's title: one below the heading of the section the list sits in. */
type RoundHeading = 3 | 4;

/**
 * Fixtures by round, with the player who has a bye. Below sm the rounds stack
 * in one column and each round's matches sit two to a line, so a long season
 * stays short on a phone; from sm the rounds form a grid (4 across from lg).
 */
export const FixtureList = memo(function FixtureList({ rounds, headingLevel }: { rounds: FixtureRound[]; headingLevel: RoundHeading }) {
  const H = `h${headingLevel}` as const;
  return (
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4" data-testid="fixture-list">
      {rounds.map((r) => (
        <li key={r.round} className="rounded-lg border border-slate-200 bg-white p-3">
          <H className="text-sm font-semibold text-slate-800">Round {r.round}</H>
          <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums text-slate-800 sm:grid-cols-1">
            {r.matches.map((m, i) => (
              <li key={i} data-testid="fixture">
                Player {m.player1} <span className="text-slate-600">v</span> Player {m.player2}
              </li>
            ))}
            {r.bye !== null ? <li className="text-slate-700">Player {r.bye} has a bye</li> : null}
          </ul>
        </li>
      ))}
    </ol>
  );
});

/** Results of one simulated league, grouped by round; the winner in bold. */
export const ResultList = memo(function ResultList({ matches, headingLevel }: { matches: MatchResult[]; headingLevel: RoundHeading }) {
  const H = `h${headingLevel}` as const;
  return (
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4" data-testid="result-list">
      {groupByRound(matches).map(([round, list]) => (
        <li key={round} className="rounded-lg border border-slate-200 bg-white p-3">
          <H className="text-sm font-semibold text-slate-800">Round {round}</H>
          <ul className="mt-1 grid grid-cols-2 gap-x-6 gap-y-1 text-sm tabular-nums sm:grid-cols-1">
            {list.map((m, i) => {
              const [a, b] = m.playerIds;
              return (
                <li key={i} className="flex justify-between gap-2">
                  <span>
                    <span className={m.winnerId === a ? 'font-semibold text-slate-900' : 'text-slate-700'}>P{a}</span>
                    <span className="text-slate-600"> v </span>
                    <span className={m.winnerId === b ? 'font-semibold text-slate-900' : 'text-slate-700'}>P{b}</span>
                  </span>
                  <span className="font-mono text-slate-800">
                    {m.player1Score}-{m.player2Score}
                  </span>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
});
