import { startTransition, useId } from 'react';
import { countText, formatNumber } from '../../../../common/number-text';
import { freshSeed } from '../../../../workers/core/rng';
import { runPlayoutOnWorkers } from '../../../../workers/cricket/playout-scatter';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { ErrorMessage } from '../../../components/error-message';
import { RunStatus } from '../../../components/run-status';
import { ReplayCode } from '../../../components/seed-control';
import { useUrlParams } from '../../../hooks/use-url-params';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { parseSeed } from '../../../lib/seed';
import type { MatchWinProbability } from '../api/cricket-types';
import { usePlayout } from '../api/get-win-probability';
import { chosenBall, engineStart, playoutChoices } from '../utils/playout-choices';
import { chance } from '../utils/win-probability-text';
import { ChartCard } from './chart-card';
import { PlayoutLeadChart } from './playout-lead-chart';

/** Address-bar names: the ball (its seq), the number of playouts and the seed. */
const P = { ball: 'po_ball', runs: 'po_n', seed: 'po_seed' } as const;
const RUNS = [1_000, 10_000, 100_000];
const DEFAULT_RUNS = 10_000;

/**
 * "Play it out from here": the rest of the Test played ball by ball many times from a chosen ball, on the simulation
 * workers, seeded (the ball, the number of playouts and the seed are in the address bar, so a link gives the same
 * figures); shown beside the fitted model's figures for the same ball.
 */
export function PlayoutSection({ matchId, wp }: { matchId: string; wp: MatchWinProbability }) {
  const id = useId();
  const { search, update } = useUrlParams();
  const q = new URLSearchParams(search);
  const choices = playoutChoices(wp.points);
  const seq = chosenBall(q.get(P.ball), choices);
  const shown = seq ?? 0;
  const runsText = q.get(P.runs);
  const runs = RUNS.find((r) => String(r) === runsText) ?? DEFAULT_RUNS;
  const seed = parseSeed(q.get(P.seed));
  const answer = usePlayout(matchId, seed !== null ? shown : null);
  const ready = seed !== null && answer.data ? answer.data : null;
  const key = ready && seed !== null ? `${matchId}:${shown}:${runs}:${seed}` : null;
  const run = useWorkerRun(key, (ctx) =>
    runPlayoutOnWorkers(simulationWorkers(), { table: { cumulative: ready!.table }, start: engineStart(ready!.start), runs, seed: seed! }, { signal: ctx.signal, onProgress: ctx.onProgress }),
  );
  const result = key && !run.running ? run.data : undefined;
  const model = wp.points.find((p) => p.seq === shown);
  const label = choices.find((c) => c.seq === shown)?.label ?? '';
  const rows: [string, number | undefined, number | undefined][] = [
    [`${wp.batting_first} win`, result?.shares[0], model?.first_win],
    ['Draw', result?.shares[1], model?.draw],
    [`${wp.other} win`, result?.shares[2], model?.other_win],
  ];
  const testIds = ['po-first', 'po-draw', 'po-other'];

  return (
    <section className="mt-6 border-t border-slate-200 pt-5" aria-labelledby={`${id}-title`} data-testid="playout">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Play it out from here
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Pick a ball and the rest of the Test is played out ball by ball many times in your browser: each ball a wicket, 0 to 6 runs, or a wide
        or no-ball, drawn at the rate seen in the archive (without this Test&apos;s season) for the same innings, wickets down and stage of the
        innings, with simple rules for declarations and the follow-on, and a draw when an estimated 450 overs run out. This is a simple
        simulation from archive frequencies, not the fitted model above, and it is <strong>not calibrated</strong>: it forecasts too few draws
        (on 292 held-out states its ranked probability score was 0.150 against the model&apos;s 0.124; lower is better). It knows nothing of
        the players at the crease, and time lost to weather is unknown.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-ball`} className="block text-sm font-medium text-slate-700">
            From
          </label>
          <select
            id={`${id}-ball`}
            className="input mt-1 w-full"
            value={shown}
            onChange={(e) => update({ [P.ball]: e.target.value === '0' ? null : e.target.value, [P.seed]: null })}
            data-testid="po-ball"
          >
            {[1, 2, 3, 4].map((inns) => {
              const inInnings = choices.filter((c) => c.inns === inns);
              return inInnings.length ? (
                <optgroup key={inns} label={`${['1st', '2nd', '3rd', '4th'][inns - 1]} innings`}>
                  {inInnings.map((c) => (
                    <option key={c.seq} value={c.seq}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-runs`} className="block text-sm font-medium text-slate-700">
            Playouts
          </label>
          <select
            id={`${id}-runs`}
            className="input mt-1"
            value={runs}
            onChange={(e) => update({ [P.runs]: Number(e.target.value) === DEFAULT_RUNS ? null : e.target.value, [P.seed]: null })}
            data-testid="po-runs"
          >
            {RUNS.map((r) => (
              <option key={r} value={r}>
                {formatNumber(r)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" onClick={() => startTransition(() => update({ [P.seed]: String(freshSeed()) }, { push: true }))} data-testid="po-run">
          {seed === null ? 'Play it out' : 'Play it out again with a new code'}
        </button>
        {seed !== null ? (
          <>
            <span className="text-sm text-slate-700">
              <ReplayCode code={seed} what="play-outs" testId="po-seed" />
            </span>
            {run.running || (answer.isPending && !answer.isError) ? (
              <button type="button" className="btn-secondary" onClick={() => update({ [P.seed]: null })} data-testid="po-cancel">
                Cancel
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {answer.isError ? <ErrorMessage error={answer.error} /> : null}
      {key ? (
        <div className="mt-3">
          <RunStatus running={run.running} hasData={!!result} progress={run.progress} error={run.error} label={`Playing out ${formatNumber(runs)} Tests...`} />
        </div>
      ) : null}
      <div className="mt-3 max-w-xl overflow-x-auto">
        <table className="w-full text-sm" data-testid="po-table">
          <caption className="text-left text-sm text-slate-700">
            {label}: {result ? `${countText(result.n, 'playout')} (seed ${seed})` : 'the playouts appear here once run'} beside the model
          </caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">Outcome</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Playouts</th>
              <th scope="col" className="py-1 pl-2 text-right font-medium">Model</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, sim, fitted], i) => (
              <tr key={name} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">{name}</th>
                <td className="px-2 py-1 text-right tabular-nums" data-testid={testIds[i]}>{sim === undefined ? '–' : chance(sim)}</td>
                <td className="py-1 pl-2 text-right tabular-nums">{fitted === undefined ? '–' : chance(fitted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result && ready ? <p className="mt-1 text-xs text-slate-600" data-testid="po-source">Ball outcomes: {ready.held_out} ({countText(ready.deliveries, 'delivery', 'deliveries')}).</p> : null}
      {result ? (
        <div className="mt-4">
          <ChartCard title={`How far ahead ${wp.batting_first} ended`} plain headingLevel={3} minHeight={220} testId="po-lead-card">
            {(w) => <PlayoutLeadChart hist={result.leadHistogram} width={w} />}
          </ChartCard>
          <p className="mt-1 text-sm text-slate-600">
            The lead of {wp.batting_first} in runs when each playout ended (below 0: {wp.other} ahead), in 25-run bins; a side that wins a chase ends a
            few runs ahead, a side bowled out in the fourth innings ends behind by the runs it was short.
          </p>
        </div>
      ) : null}
    </section>
  );
}
