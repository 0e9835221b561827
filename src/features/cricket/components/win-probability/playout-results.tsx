import { countText, fixedHalfUp } from '../../../../../common/number-text';
import { CsvDownload } from '../../../../components/csv-download';
import type { PlayoutResult } from '../../../../../workers/cricket/playout';
import type { MatchPlayout, MatchWinProbability, WinProbabilityPoint } from '../../api/cricket-types';
import { chance } from '../../utils/win-probability-text';
import { ChartCard } from '../shared/chart-card';
import { PlayoutLeadChart } from './playout-lead-chart';
import { PlayoutTargetChart } from './playout-target-chart';

const TEST_IDS = ['po-first', 'po-draw', 'po-other'];

/** Win / draw / loss of the playouts beside the fitted model's figures for the same ball. */
export function PlayoutTable({ wp, label, result, seed, model }: { wp: MatchWinProbability; label: string; result?: PlayoutResult; seed: number | null; model?: WinProbabilityPoint }) {
  const rows: [string, number | undefined, number | undefined][] = [
    [`${wp.batting_first} win`, result?.shares[0], model?.first_win],
    ['Draw', result?.shares[1], model?.draw],
    [`${wp.other} win`, result?.shares[2], model?.other_win],
  ];
  return (
    <div className="mt-3 max-w-xl overflow-x-auto">
      <table id={'po-table'} className="w-full text-sm" data-testid="po-table">
        <caption className="text-left text-sm text-slate-700">
          {label}: {result ? `${countText(result.n, 'playout')} (replay code ${seed})` : 'the playouts appear here once run'} beside the model
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
              <td className="px-2 py-1 text-right tabular-nums" data-testid={TEST_IDS[i]}>{sim === undefined ? '–' : chance(sim)}</td>
              <td className="py-1 pl-2 text-right tabular-nums">{fitted === undefined ? '–' : chance(fitted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-1 flex justify-end">
        <CsvDownload tableId={'po-table'} label={'Playouts beside the model'} />
      </div>
    </div>
  );
}

const factor = (x: number) => `×${fixedHalfUp(x, 2)}`;

/** Who the playouts start with: the two batters in, the next in, and the fielding side's main bowlers, with their factors. */
export function PlayoutPlayers({ answer }: { answer: MatchPlayout }) {
  const s = answer.start;
  const batting = answer.sides[s.batting];
  const fielding = answer.sides[s.batting === 0 ? 1 : 0];
  const batters = s.queue.map((i) => batting.bat[i]).filter(Boolean);
  const bowlers = [...fielding.bowl].sort((a, b) => b.weight - a.weight).slice(0, 5);
  const who = (p: { name: string; tests: number; out: number; runs: number }) =>
    `${p.name} (${p.tests ? `${countText(p.tests, 'earlier Test')}: out ${factor(p.out)}, runs ${factor(p.runs)}` : 'no earlier Test: the average'})`;
  return (
    <details className="mt-2 text-sm text-slate-700" data-testid="po-players">
      <summary className="cursor-pointer">The players in these playouts</summary>
      <p className="mt-1">
        Batting{batters.length ? `, in order from the crease: ${batters.map(who).join('; ')}` : ': the average batter'}.
      </p>
      <p className="mt-1">Bowling{bowlers.length ? `, most overs first: ${bowlers.map(who).join('; ')}` : ': the average bowler'}.</p>
    </details>
  );
}

/** The final lead and, when the playouts start before the fourth innings, the fourth-innings target. */
export function PlayoutCharts({ wp, result, inns }: { wp: MatchWinProbability; result: PlayoutResult; inns: number }) {
  const targets = result.targetHistogram.reduce((a, b) => a + b.count, 0);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <ChartCard title={`How far ahead ${wp.batting_first} ended`} plain headingLevel={3} minHeight={220} testId="po-lead-card">
          {(w) => <PlayoutLeadChart hist={result.leadHistogram} width={w} />}
        </ChartCard>
        <p className="mt-1 text-sm text-slate-600">
          The lead of {wp.batting_first} in runs when each playout ended (below 0: {wp.other} ahead), in 25-run bins; a side that wins a chase ends a few
          runs ahead, a side bowled out in the fourth innings ends behind by the runs it was short.
        </p>
      </div>
      {inns < 4 && targets ? (
        <div className="min-w-0" data-testid="po-target-card">
          <PlayoutTargetChart hist={result.targetHistogram} />
          <p className="mt-1 text-sm text-slate-600">
            The runs the side batting last needed to win, in the {countText(targets, 'playout')} that reached a fourth innings (the others ended sooner: an
            innings win, or time ran out).
          </p>
        </div>
      ) : null}
    </div>
  );
}
