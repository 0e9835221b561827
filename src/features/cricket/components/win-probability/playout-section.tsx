import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { countText, fixedHalfUp, formatNumber } from '../../../../../common/number-text';
import { runPlayoutOnWorkers } from '../../../../../workers/cricket/playout-scatter';
import { simulationWorkers } from '../../../../../workers/runtime/simulation-workers';
import { ErrorMessage } from '../../../../components/error-message';
import { RunStatus } from '../../../../components/run-status';
import { useUrlParams } from '../../../../hooks/use-url-params';
import { useWorkerRun } from '../../../../hooks/use-worker-run';
import { parseSeed } from '../../../../lib/seed';
import type { MatchWinProbability } from '../../api/cricket-types';
import { usePlayout, winProbabilityEvaluationQueryOptions } from '../../api/get-win-probability';
import { chosenBall, engineStart, engineTable, playoutChoices } from '../../utils/playout-choices';
import { DEFAULT_PLAYOUT_RUNS, PLAYOUT_PARAMS as P, PLAYOUT_RUNS, PlayoutPicker, PlayoutRunButtons } from './playout-controls';
import { PlayoutCharts, PlayoutPlayers, PlayoutTable } from './playout-results';

/** How the playouts work and how well they are calibrated (the figures the win-probability fit measured). */
function PlayoutIntro() {
  const ev = useQuery(winProbabilityEvaluationQueryOptions());
  const cal = ev.data?.playouts ?? null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      Pick a ball on the chart and the rest of the Test is played out ball by ball many times in your browser: each ball a wicket, 0 to 6 runs, or a wide or
      no-ball, drawn at the rate seen in the archive (without this Test&apos;s season) for the same innings, wickets down and stage of the innings,
      made likelier or less likely by the batter&apos;s and the bowler&apos;s figures in their Tests before this one. Declarations and the follow-on
      follow simple rules, and each playout draws how many overs the Test will have from the archive&apos;s Tests (time lost to weather and bad light
      included); when they run out it is a draw. This is a simulation, not the fitted model above, and the two can differ widely, most of all
      before the first ball: the model&apos;s opening figure comes from the two sides&apos; ratings from earlier Tests and which side is at home, while the
      playouts build the match from these two XIs&apos; ball-by-ball figures and the archive&apos;s overs per Test. They weigh different evidence, so
      they can disagree.{' '}
      {cal ? (
        <span data-testid="po-calibration">
          Checked on {countText(cal.states, 'moment')} of {countText(cal.tests, 'Test')} it never saw, its forecasts missed by {fixedHalfUp(cal.rps.playouts, 3)}{' '}
          on average against the model&apos;s {fixedHalfUp(cal.rps.model, 3)} and {fixedHalfUp(cal.rps.base_rates, 3)} for the plain rates of wins and draws (0 would
          be perfect, lower is better; how it is scored is on the method page){cal.tests < 100 ? ': too few Tests to judge' : ''}.
        </span>
      ) : null}
    </p>
  );
}

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
  const shown = chosenBall(q.get(P.ball), choices) ?? 0;
  const runs = PLAYOUT_RUNS.find((r) => String(r) === q.get(P.runs)) ?? DEFAULT_PLAYOUT_RUNS;
  const seed = parseSeed(q.get(P.seed));
  const answer = usePlayout(matchId, seed !== null ? shown : null);
  const ready = seed !== null && answer.data ? answer.data : null;
  const key = ready && seed !== null ? `${matchId}:${shown}:${runs}:${seed}` : null;
  const run = useWorkerRun(key, (ctx) =>
    runPlayoutOnWorkers(simulationWorkers(), { table: engineTable(ready!), start: engineStart(ready!), runs, seed: seed! }, { signal: ctx.signal, onProgress: ctx.onProgress }),
  );
  const result = key && !run.running ? run.data : undefined;

  return (
    <section id="playout" className="mt-6 scroll-mt-4 border-t border-slate-200 pt-5" aria-labelledby={`${id}-title`} data-testid="playout">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Play it out from here
      </h3>
      <PlayoutIntro />
      <PlayoutPicker id={id} fromLabel={choices.find((c) => c.seq === shown)?.label ?? ''} runs={runs} update={update} />
      <PlayoutRunButtons seed={seed} busy={run.running || (answer.isPending && !answer.isError && seed !== null)} update={update} />
      {answer.isError ? <ErrorMessage error={answer.error} /> : null}
      {key ? (
        <div className="mt-3">
          <RunStatus running={run.running} hasData={!!result} progress={run.progress} error={run.error} label={`Playing out ${formatNumber(runs)} Tests...`} />
        </div>
      ) : null}
      <PlayoutTable wp={wp} label={choices.find((c) => c.seq === shown)?.label ?? ''} result={result} seed={seed} model={wp.points.find((p) => p.seq === shown)} />
      {result && ready ? (
        <>
          <p className="mt-1 text-xs text-slate-600" data-testid="po-source">
            Ball outcomes: {ready.held_out} ({countText(ready.deliveries, 'delivery', 'deliveries')}).
          </p>
          <PlayoutPlayers answer={ready} />
          <PlayoutCharts wp={wp} result={result} inns={ready.start.inns} />
        </>
      ) : null}
    </section>
  );
}
