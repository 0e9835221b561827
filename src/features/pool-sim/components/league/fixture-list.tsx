import type { FixtureView, MatchView } from '../../types';

/** Fixtures grouped by round; with results when `matches` are given. */
export function FixtureList({ fixtures, matches }: { fixtures: FixtureView[]; matches?: MatchView[] }) {
  const rounds = new Map<number, (FixtureView | MatchView)[]>();
  for (const f of matches ?? fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="fixture-list">
      {[...rounds.entries()].map(([round, list]) => (
        <li key={round} className="rounded-lg border border-slate-200 bg-white p-3">
          <h4 className="text-sm font-semibold text-slate-800">Round {round}</h4>
          <ul className="mt-1 grid gap-1 text-sm">
            {list.map((m, i) => {
              const result = 'winner' in m ? m : null;
              return (
                <li key={i} className="flex justify-between gap-2 tabular-nums">
                  <span>
                    <span className={result?.winner === m.home ? 'font-semibold text-slate-900' : 'text-slate-700'}>P{m.home}</span>
                    <span className="text-slate-600"> v </span>
                    <span className={result?.winner === m.away ? 'font-semibold text-slate-900' : 'text-slate-700'}>P{m.away}</span>
                  </span>
                  {result ? <span className="font-mono text-slate-800">{result.scoreText}</span> : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
