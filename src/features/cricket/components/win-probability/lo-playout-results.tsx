import { countText, fixedHalfUp, formatNumber } from '../../../../../common/number-text';
import type { LoPlayoutResult } from '../../../../../workers/cricket/lo-playout';
import { CsvDownload } from '../../../../components/csv-download';
import { HistogramChart } from '../../../../components/charts/histogram-chart';
import { roundTicks } from '../../../../components/charts/round-ticks';
import type { MatchWinProbability, WinProbabilityPoint } from '../../api/cricket-types';
import { binMedian } from '../../utils/lo-playout-choices';
import { leadBins } from '../../utils/playout-choices';
import { chance } from '../../utils/win-probability-text';

const TEST_IDS = ['lpo-first', 'lpo-tie', 'lpo-other'];

/** Win / tie / loss of the playouts beside the fitted model's figures for the same ball. */
export function LoPlayoutTable({ wp, label, result, seed, model }: { wp: MatchWinProbability; label: string; result?: LoPlayoutResult; seed: number | null; model?: WinProbabilityPoint }) {
  const rows: [string, number | undefined, number | undefined][] = [
    [`${wp.batting_first} win`, result?.shares[0], model?.first_win],
    ['Tie', result?.shares[1], undefined],
    [`${wp.other} win`, result?.shares[2], model?.other_win],
  ];
  return (
    <div className="mt-3 max-w-xl overflow-x-auto">
      <table id="lpo-table" className="w-full text-sm" data-testid="lpo-table">
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
      <p className="mt-1 text-xs text-slate-600">The model leaves ties out (two outcomes); the playouts count a tie when the scores end level.</p>
      <div className="mt-1 flex justify-end">
        <CsvDownload tableId="lpo-table" label="Playouts beside the model" />
      </div>
    </div>
  );
}

/** One distribution of the playouts as a histogram in percent of `total` playouts (the shared histogram chart). */
function Distribution({ hist, width, total, caption, xLabel, unit, testId }: { hist: readonly { from: number; count: number }[]; width: number; total: number; caption: string; xLabel: string; unit: string; testId: string }) {
  const bins = leadBins(hist, 0.005, width);
  if (!bins.length || !total) return null;
  const pct = (n: number) => (100 * n) / total;
  const top = 1.15 * pct(Math.max(...bins.map((b) => b.count)));
  const lo = bins[0].from;
  const hi = bins[bins.length - 1].to;
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => s >= width && (hi - lo) / s <= 6) ?? 200;
  const xTicks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) xTicks.push(t);
  const name = (b: { from: number; to: number }) => (width === 1 ? `${formatNumber(b.from)} ${unit}` : `${formatNumber(b.from)} to ${formatNumber(b.to - 1)} ${unit}`);
  return (
    <HistogramChart
      caption={caption}
      testId={testId}
      height={220}
      bins={bins.map((b) => ({ x: b.from + width / 2, values: [pct(b.count)], label: `${name(b)}: ${countText(b.count, 'playout')}` }))}
      binWidth={width}
      series={[{ name: 'Playouts', color: '#1d4ed8' }]}
      xDomain={[lo, hi]}
      xTicks={xTicks}
      yTop={top}
      yTicks={roundTicks(0, top, 4)}
      xLabel={xLabel}
      yLabel="% of playouts"
      valueText={(v) => `${fixedHalfUp(v, 1)} %`}
    />
  );
}

/** The final totals (the first innings' when the playouts start in it, the chase's) and the margins, runs and wickets. */
export function LoPlayoutCharts({ wp, result, inns }: { wp: MatchWinProbability; result: LoPlayoutResult; inns: number }) {
  const median = (h: readonly { from: number; count: number }[]) => binMedian(h, 10);
  const first = median(result.firstTotal);
  const chase = median(result.chaseTotal);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="lpo-charts">
      {inns === 1 ? (
        <div className="min-w-0">
          <Distribution hist={result.firstTotal} width={10} total={result.n} caption={`${wp.batting_first}'s final total in 10-run bins over ${countText(result.n, 'playout')}`} xLabel="Total (runs)" unit="runs" testId="lpo-first-total" />
          <p className="mt-1 text-sm text-slate-600">{wp.batting_first}&apos;s total when its innings ended{first !== null ? `: the middle playout in the ${formatNumber(first - 5)}s` : ''}.</p>
        </div>
      ) : null}
      <div className="min-w-0">
        <Distribution hist={result.chaseTotal} width={10} total={result.n} caption={`${wp.other}'s final total in 10-run bins over ${countText(result.n, 'playout')}`} xLabel="Total (runs)" unit="runs" testId="lpo-chase-total" />
        <p className="mt-1 text-sm text-slate-600">{wp.other}&apos;s total when the chase ended (reaching the target ends it){chase !== null ? `: the middle playout in the ${formatNumber(chase - 5)}s` : ''}.</p>
      </div>
      <div className="min-w-0">
        <Distribution hist={result.marginRuns} width={10} total={result.wins[0]} caption={`Margins of ${wp.batting_first}'s wins in 10-run bins over ${countText(result.wins[0], 'playout')}`} xLabel="Won by (runs)" unit="runs" testId="lpo-margin-runs" />
        <p className="mt-1 text-sm text-slate-600">When {wp.batting_first} won ({chance(result.shares[0])} of the playouts): by how many runs.</p>
      </div>
      <div className="min-w-0">
        <Distribution hist={result.marginWickets} width={1} total={result.wins[2]} caption={`Margins of ${wp.other}'s wins in wickets over ${countText(result.wins[2], 'playout')}`} xLabel="Won by (wickets)" unit="wickets" testId="lpo-margin-wickets" />
        <p className="mt-1 text-sm text-slate-600">When {wp.other} won ({chance(result.shares[2])} of the playouts): by how many wickets.</p>
      </div>
    </div>
  );
}
