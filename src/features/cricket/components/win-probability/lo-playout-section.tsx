import { useId } from 'react';
import { countText, fixedHalfUp, formatNumber } from '../../../../../common/number-text';
import { runLoPlayoutOnWorkers } from '../../../../../workers/cricket/lo-playout-scatter';
import { simulationWorkers } from '../../../../../workers/runtime/simulation-workers';
import { ErrorMessage } from '../../../../components/error-message';
import { RunStatus } from '../../../../components/run-status';
import { useUrlParams } from '../../../../hooks/use-url-params';
import { useWorkerRun } from '../../../../hooks/use-worker-run';
import { parseSeed } from '../../../../lib/seed';
import type { LoMatchPlayout } from '../../../../../contracts/cricket-lo-playout';
import type { MatchWinProbability } from '../../api/cricket-types';
import { useLoPlayout } from '../../api/get-lo-playout';
import { engineLoStart, engineLoTable } from '../../utils/lo-playout-choices';
import { chosenBall, playoutChoices } from '../../utils/playout-choices';
import { DEFAULT_PLAYOUT_RUNS, PLAYOUT_PARAMS as P, PLAYOUT_RUNS, PlayoutPicker, PlayoutRunButtons } from './playout-controls';
import { LoPlayoutCharts, LoPlayoutTable } from './lo-playout-results';

const factor = (x: number) => `×${fixedHalfUp(x, 2)}`;

/** Who the playouts start with: the batters from the crease, the fielding side's main bowlers, with their factors. */
function LoPlayoutPlayers({ answer }: { answer: LoMatchPlayout }) {
  const s = answer.start;
  const batting = answer.sides[s.inns === 1 ? 0 : 1];
  const fielding = answer.sides[s.inns === 1 ? 1 : 0];
  const batters = s.queue.map((i) => batting.bat[i]).filter(Boolean);
  const bowlers = [...fielding.bowl].sort((a, b) => b.weight - a.weight).slice(0, 6);
  const who = (p: { name: string; matches: number; out: number; runs: number }) =>
    `${p.name} (${p.matches ? `${countText(p.matches, 'earlier match', 'earlier matches')}: out ${factor(p.out)}, runs ${factor(p.runs)}` : 'no earlier match: the average'})`;
  return (
    <details className="mt-2 text-sm text-slate-700" data-testid="lpo-players">
      <summary className="cursor-pointer">The players in these playouts</summary>
      <p className="mt-1">Batting{batters.length ? `, in order from the crease: ${batters.map(who).join('; ')}` : ': the average batter'}.</p>
      <p className="mt-1">Bowling{bowlers.length ? `, most overs first: ${bowlers.map(who).join('; ')}` : ': the average bowler'}.</p>
    </details>
  );
}

/**
 * "Play it out from here" on an ODI or T20I scorecard: the rest of the match played ball by ball many times from a
 * chosen ball on the simulation workers, seeded (ball, number and seed in the address bar, as the Tests' section),
 * beside the fitted model's figures for the same ball.
 */
export function LoPlayoutSection({ matchId, wp }: { matchId: string; wp: MatchWinProbability }) {
  const id = useId();
  const { search, update } = useUrlParams();
  const q = new URLSearchParams(search);
  const choices = playoutChoices(wp.points);
  const shown = chosenBall(q.get(P.ball), choices) ?? 0;
  const runs = PLAYOUT_RUNS.find((r) => String(r) === q.get(P.runs)) ?? DEFAULT_PLAYOUT_RUNS;
  const seed = parseSeed(q.get(P.seed));
  const answer = useLoPlayout(matchId, seed !== null ? shown : null);
  const ready = seed !== null && answer.data ? answer.data : null;
  const key = ready && seed !== null ? `${matchId}:${shown}:${runs}:${seed}` : null;
  const run = useWorkerRun(key, (ctx) =>
    runLoPlayoutOnWorkers(simulationWorkers(), { table: engineLoTable(ready!), rules: ready!.rules, start: engineLoStart(ready!), runs, seed: seed! }, { signal: ctx.signal, onProgress: ctx.onProgress }),
  );
  const result = key && !run.running ? run.data : undefined;
  const label = choices.find((c) => c.seq === shown)?.label ?? '';

  return (
    <section id="playout" className="mt-6 scroll-mt-4 border-t border-slate-200 pt-5" aria-labelledby={`${id}-title`} data-testid="lpo">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Play it out from here
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Pick a ball on the chart and the rest of the match is played out ball by ball many times in your browser: each ball a wicket, 0 to 6 runs, or a
        wide or no-ball (bowled again), drawn at the rate seen in this format (without this match&apos;s season) for the same innings, phase (powerplay,
        middle, death overs), wickets down and, in the chase, the rate needed; made likelier or less likely by the batter&apos;s and the bowler&apos;s figures
        in their matches before this one. No bowler bowls more than a fifth of the overs. The chase has the target and overs the scorecard gives (revised
        for rain when it was); from the first innings no rain is played. Free hits are not modelled. This is a simulation, not the fitted model above:
        checked on matches it never saw, it gives the side batting first too good a chance (most of all against a big target), so read it as a rough
        guide beside the model.
      </p>
      <PlayoutPicker id={id} fromLabel={label} runs={runs} update={update} />
      <PlayoutRunButtons seed={seed} busy={run.running || (answer.isPending && !answer.isError && seed !== null)} update={update} />
      {answer.isError ? <ErrorMessage error={answer.error} /> : null}
      {key ? (
        <div className="mt-3">
          <RunStatus running={run.running} hasData={!!result} progress={run.progress} error={run.error} label={`Playing out ${formatNumber(runs)} matches...`} />
        </div>
      ) : null}
      <LoPlayoutTable wp={wp} label={label} result={result} seed={seed} model={wp.points.find((p) => p.seq === shown)} />
      {result && ready ? (
        <>
          <p className="mt-1 text-xs text-slate-600" data-testid="lpo-source">
            Ball outcomes: {ready.held_out} ({countText(ready.deliveries, 'delivery', 'deliveries')}).
          </p>
          <LoPlayoutPlayers answer={ready} />
          <LoPlayoutCharts wp={wp} result={result} inns={ready.start.inns} />
        </>
      ) : null}
    </section>
  );
}
