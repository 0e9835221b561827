import { memo, useMemo, useState } from 'react';
import { RunStatus } from '../../../components/run-status';
import { ReplayCode } from '../../../components/seed-control';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { freshSeed } from '../../../../workers/core/rng';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { fixedHalfUp, formatNumber } from '../../../../common/number-text';
import type { ForecastInput, WhatIf } from '../../../../workers/season-forecast/types';
import { MATTER_SHOWN } from '../../../../workers/season-forecast/games-that-matter';
import { runGamesThatMatter, runPageForecast, type ForecastRun } from '../simulation/forecast-engine';
import { matterSentence } from '../utils/forecast-format';
import { positionPossibility } from '../utils/position-possibility';
import { ForecastTable, PendingForecastTable } from './forecast-table';

/**
 * The fixtures whose results move the chances most, once the forecast on screen is current; until then as many
 * placeholder lines as the list will have.
 */
function GamesThatMatter({
  left,
  names,
  list,
  running,
  progress,
  error,
}: {
  left: number;
  names: ReadonlyMap<number, string>;
  list: Awaited<ReturnType<typeof runGamesThatMatter>> | null;
  running: boolean;
  progress: Parameters<typeof RunStatus>[0]['progress'];
  error: Error | null;
}) {
  return (
    <section aria-labelledby="matter-title" className="space-y-3">
      <h2 id="matter-title" className="text-2xl font-semibold text-slate-900">
        The games that matter
      </h2>
      {left === 0 ? (
        <p className="text-slate-700">The season is over: every game has been played.</p>
      ) : (
        <>
          {list ? null : <span hidden data-testid="games-that-matter-running" />}
          <RunStatus
            compact
            running={!list && !error}
            hasData={!!list}
            progress={running ? progress : null}
            error={error}
            label="Fixing each result in turn..."
          />
          {list ? (
            <ol className="list-decimal space-y-1 pl-6 text-slate-800" data-testid="games-that-matter">
              {list.map((g) => (
                <li key={g.fixture_id}>
                  {matterSentence(names, g)} <span className="text-sm text-slate-600">(a title chance moves up to {fixedHalfUp(g.swing, 1)} points between its two results)</span>
                </li>
              ))}
            </ol>
          ) : (
            // As many items as the list will have: a sentence takes two lines on a phone, one from md up.
            <ol aria-hidden="true" className="list-decimal space-y-1 pl-6 text-slate-400">
              {Array.from({ length: Math.min(MATTER_SHOWN, left) }, (_, i) => (
                <li key={i}>
                  …<span className="block md:hidden">&nbsp;</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The two sections that run simulations: the position chances (with the seed, the number of simulations and
 * cancel) and the games that matter. Their run state lives here, so a progress tick or a result re-renders these
 * two sections only, not the what-ifs, the track record and the method beside them on the page. Until the first
 * result, a table of the same size (every player, dots for the chances) and a list of as many lines hold the
 * results' place, so nothing below moves when they arrive.
 */
export const ForecastChances = memo(function ForecastChances({
  slug,
  input,
  names,
  seed,
  sims,
  simOptions,
  whatIfs,
  onSeed,
  onSims,
}: {
  slug: string;
  input: ForecastInput;
  names: ReadonlyMap<number, string>;
  seed: string;
  sims: number;
  simOptions: readonly number[];
  whatIfs: WhatIf[];
  onSeed: (seed: string) => void;
  onSims: (sims: number) => void;
}) {
  const run: ForecastRun | null = input.table.length > 0 ? { input, seed, sims, whatIfs } : null;
  const runKey = run ? JSON.stringify([slug, input, seed, sims, whatIfs]) : null;
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  const cancelled = runKey !== null && cancelledKey === runKey;
  const forecast = useWorkerRun(cancelled ? null : runKey, async (ctx) => ({ key: runKey, run: run!, summary: await runPageForecast(simulationWorkers(), run!, ctx) }));
  // The numbers of the current settings (not a previous run's still on screen).
  const base = forecast.data && !forecast.running && forecast.data.key === runKey ? forecast.data.summary : null;
  const matterKey = base && !cancelled ? `${runKey}:matter` : null;
  const matter = useWorkerRun(matterKey, async (ctx) => ({ key: matterKey, list: await runGamesThatMatter(simulationWorkers(), run!, base!, ctx) }));
  // Only the games that matter of the numbers on screen (never a previous run's list under new numbers).
  const matterList = matter.data && matter.data.key === matterKey && !matter.running ? matter.data.list : null;

  // Possibility is worked out for the numbers on screen (a previous run's, while a new one is going).
  const shown = forecast.data;
  const shownPossible = useMemo(() => (shown ? positionPossibility(shown.run.input, shown.run.whatIfs, shown.summary) : null), [shown]);
  const running = forecast.running && !cancelled;
  const left = input.remaining.length;
  const caption = (n: number, s: string) => `Chance of each final position from ${formatNumber(n)} simulated seasons (replay code “${s}”)`;

  return (
    <>
      <section aria-labelledby="chances-title" className="space-y-3">
        <h2 id="chances-title" className="text-2xl font-semibold text-slate-900">
          Position chances
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" data-testid="forecast-controls">
          <ReplayCode code={seed} what="simulated seasons" testId="seed-value" />
          <button type="button" className="btn-secondary !px-3 !py-1" onClick={() => onSeed(String(freshSeed()))}>
            New code
          </button>
          <label className="flex items-center gap-2">
            Simulations
            <select className="input" value={sims} onChange={(e) => onSims(Number(e.target.value))}>
              {simOptions.map((o) => (
                <option key={o} value={o}>
                  {formatNumber(o)}
                </option>
              ))}
            </select>
          </label>
          {running ? (
            <button type="button" className="btn-secondary !px-3 !py-1" onClick={() => setCancelledKey(runKey)}>
              Cancel
            </button>
          ) : null}
          {cancelled ? (
            <button type="button" className="btn-primary !px-3 !py-1" onClick={() => setCancelledKey(null)}>
              Run again
            </button>
          ) : null}
          <span className="text-xs text-slate-600">The replay code and what-ifs are in the address: share the link to show the same numbers.</span>
        </div>
        {cancelled ? (
          <p role="status" className="min-h-7 text-sm text-slate-700">
            Cancelled.{base ? ' The numbers below are from the previous settings.' : ''}
          </p>
        ) : (
          <RunStatus compact running={running} hasData={!!base} progress={forecast.progress} error={forecast.error} label={`Simulating ${formatNumber(sims)} seasons...`} />
        )}
        <div data-testid="forecast-result" data-current={base ? 'true' : 'false'}>
          {forecast.data && shownPossible ? (
            <ForecastTable summary={forecast.data.summary} possible={shownPossible} caption={caption(forecast.data.summary.sims, String(forecast.data.summary.seed))} />
          ) : (
            <PendingForecastTable players={input.table} caption={caption(sims, seed)} />
          )}
        </div>
      </section>

      <GamesThatMatter left={left} names={names} list={matterList} running={matter.running} progress={matter.progress} error={matter.error} />
    </>
  );
});
