import { countText, formatNumber, sharePercent } from '../../../../../common/number-text';
import { CsvDownload } from '../../../../components/csv-download';
import type { WinProbabilityEvaluation } from '../../api/cricket-types';
import { ChartCard } from '../shared/chart-card';
import { ReliabilityChart } from './reliability-chart';
import { RELIABILITY_OUTCOMES, ReliabilityTable } from './reliability-table';

const rps = (x: number) => formatNumber(x, 3, 3);

/** How well calibrated "Play it out from here" is: the figures the win-probability fit measured (bench/playout.ts prints the same). */
export function PlayoutCalibrationSection({ c }: { c: NonNullable<WinProbabilityEvaluation['playouts']> }) {
  const behind = c.rps.playouts / c.rps.model - 1;
  return (
    <section className="mt-6" aria-labelledby="po-cal-heading" data-testid="playout-calibration">
      <h2 id="po-cal-heading" className="text-lg font-semibold text-slate-900">
        How sure is &quot;Play it out from here&quot;?
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        On a scorecard you can play the rest of a Test out ball by ball many times from any ball: each ball a wicket, 0 to 6 runs, or a wide or
        no-ball, at the rates the archive shows for the same innings, wickets down and stage of the innings (never counting that Test&apos;s season),
        made likelier or less likely by the batter&apos;s and the bowler&apos;s record in their Tests before that one (a short record counts for
        little). Captains declare and enforce the follow-on as often as they did in the archive, and each playout draws how many overs the Test
        will have, time lost to weather and bad light included, from the archive&apos;s Tests.
      </p>
      <p className="mt-2 max-w-3xl text-slate-700">
        To check it, {countText(c.states_per_test, 'ball')} of every Test with a result ({countText(c.tests, 'Test')}, {countText(c.states, 'ball')} in
        all) were picked at random and the rest of the match played out {formatNumber(c.playouts_per_state)} times from each, then scored like the
        model above, every Test counting the same.{c.tests < 100 ? ' That is too few Tests to judge.' : ''}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="po-cal-rps">
        <div>
          <dt className="text-sm text-slate-600">The playouts</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(c.rps.playouts)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">The model, on the same balls</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(c.rps.model)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">How often each result happened in the other seasons</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(c.rps.base_rates)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-700">
        {behind > 0
          ? `The playouts' score is ${sharePercent(behind, 0)} higher (worse) than the model's on the same balls.`
          : `The playouts' score is ${sharePercent(-behind, 0)} lower (better) than the model's on the same balls.`}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table id={'po-cal-by-innings'} className="w-full text-sm" data-testid="po-cal-by-innings">
          <caption className="mb-1 text-left font-medium text-slate-800">By innings (the innings of the ball played out from)</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">Innings</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Playouts</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Model</th>
              <th scope="col" className="py-1 pl-2 text-right font-medium">Tests</th>
            </tr>
          </thead>
          <tbody>
            {c.by_innings.map((r) => (
              <tr key={r.inns} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 text-left font-normal">{['1st', '2nd', '3rd', '4th'][r.inns - 1]}</th>
                <td className="px-2 py-1 text-right tabular-nums">{r.tests ? rps(r.playouts) : '-'}</td>
                <td className="px-2 py-1 text-right tabular-nums">{r.tests ? rps(r.model) : '-'}</td>
                <td className="py-1 pl-2 text-right tabular-nums">{formatNumber(r.tests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-1 flex justify-end">
          <CsvDownload tableId={'po-cal-by-innings'} label={'Playouts against the model by innings'} />
        </div>
      </div>
      <h3 className="mt-5 text-base font-semibold text-slate-900">When the playouts say 30 %, does it happen 3 times in 10?</h3>
      <p className="mt-1 max-w-3xl text-slate-700">
        The same bands as above, for the playouts&apos; forecasts. Hollow dots and &quot;(few)&quot; mark bands with balls from fewer than 100 Tests:
        too few to judge.
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        {RELIABILITY_OUTCOMES.map((o) => (
          <ChartCard key={o.key} title={`Playouts: ${o.label.toLowerCase()}`} headingLevel={3} minHeight={300} testId={`po-reliability-${o.key}`}>
            {(w) => (
              <>
                <ReliabilityChart bins={c.reliability[o.key]} colour={o.colour} label={`Playouts: ${o.label}`} width={w} />
                <ReliabilityTable bins={c.reliability[o.key]} label={`Playouts: ${o.label}`} testId="po-reliability-table" />
              </>
            )}
          </ChartCard>
        ))}
      </div>
    </section>
  );
}
