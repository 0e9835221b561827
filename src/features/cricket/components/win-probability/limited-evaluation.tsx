import type { UseQueryResult } from '@tanstack/react-query';
import { CsvDownload } from '../../../../components/csv-download';
import { formatNumber, sharePercent } from '../../../../../common/number-text';
import { formatName, type CricketFormatKey } from '../../../../../common/cricket/formats';
import type { LimitedWinProbabilityEvaluation } from '../../api/cricket-types';
import { ChartCard } from '../shared/chart-card';
import { ReliabilityChart } from './reliability-chart';

/**
 * The method page's ODI and T20I part: per format and sex the Brier scores (every delivery and each over's end) beside
 * the base rate's and the pre-match figure's, the worst reliability decile by balls and by matches, the projected
 * total's interval coverage, and a reliability diagram per format (by matches).
 */

const brier = (x: number) => formatNumber(x, 3, 3);
const gap = (b: LimitedWinProbabilityEvaluation['reliability']['by_balls']) => {
  let worst = 0;
  for (const x of b) if (x.matches >= 100) worst = Math.max(worst, Math.abs(x.observed - x.predicted));
  return `${formatNumber(100 * worst, 1, 1)} points`;
};

export function LimitedEvaluationSection({ queries }: { queries: [CricketFormatKey, UseQueryResult<LimitedWinProbabilityEvaluation>][] }) {
  const ready = queries.filter(([, q]) => q.data).map(([fmt, q]) => [fmt, q.data!] as const);
  return (
    <section className="card mt-6" aria-labelledby="wp-limited-heading" data-testid="wp-limited">
      <h2 id="wp-limited-heading" className="text-lg font-semibold text-slate-900">
        ODIs and T20Is
      </h2>
      <div className="mt-1 max-w-3xl space-y-2 text-slate-700">
        <p>
          In a one-day or T20 match there is no draw: the model gives the chance that the side batting first wins. Each format and sex has its
          own model. In the first innings it compares the projected total with the usual total for the match&apos;s overs; in the chase, the
          runs needed with what the batting side can still expect from its balls and wickets left (both from earlier first innings in the
          archive), with the required rate; before the match, each side&apos;s rating from its earlier matches. A match is scored by the model
          fitted without its season.
        </p>
        <p>
          Ties (with or without a super over), no results and awarded matches are left out of fitting and scoring; a tie still shows its chances.
          A revised target after an interruption is taken from the data as the umpires set it.
        </p>
        <p>
          The score is the Brier score, the mean squared gap between the chance and what happened (1 or 0): lower is better, and a coin toss
          scores 0.25. Every match counts the same (the mean over its forecasts, then over matches). The projected total&apos;s 80 % interval
          should hold the final total 80 % of the time.
        </p>
      </div>
      {ready.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table id="wp-limited-scores" className="w-full text-sm" data-testid="wp-limited-scores">
            <caption className="mb-1 text-left font-medium text-slate-800">Scores per format (lower is better)</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">Format</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Model, every ball</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">At each over&apos;s end</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Base rate</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Pre-match, held</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Worst decile, by balls / matches</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">80 % interval held</th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">Matches</th>
              </tr>
            </thead>
            <tbody>
              {ready.map(([fmt, e]) => (
                <tr key={fmt} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap text-slate-800">{formatName(fmt)}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{brier(e.brier.model)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{brier(e.brier_over_end.model)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{brier(e.brier.base_rate)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{brier(e.brier.pre_match)}</td>
                  <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">
                    {gap(e.reliability.by_balls)} / {gap(e.reliability.by_matches)}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">{sharePercent(e.interval.coverage, 1)}</td>
                  <td className="py-1 pl-2 text-right tabular-nums">
                    {formatNumber(e.matches)} ({formatNumber(e.left_out)} left out)
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-1 flex justify-end">
            <CsvDownload tableId="wp-limited-scores" label="Scores per format" />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Worst decile: the largest gap, in percentage points, between the forecast and how often the side batting first won, over the deciles
            with forecasts from at least 100 matches; by balls every forecast counts the same, by matches every match.
          </p>
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {ready.map(([fmt, e]) => (
          <ChartCard key={fmt} title={`${formatName(fmt)}: reliability`} plain headingLevel={3} minHeight={300} testId="wp-limited-reliability">
            {(w) => (
              <ReliabilityChart
                bins={e.reliability.by_matches.map((b) => ({ ...b, tests: b.matches }))}
                colour="#047857"
                label={`${formatName(fmt)}: the side batting first wins`}
                unit="matches"
                width={w}
              />
            )}
          </ChartCard>
        ))}
      </div>
      <h3 className="mt-4 text-base font-semibold text-slate-900">What the data cannot know</h3>
      <p className="mt-1 max-w-3xl text-slate-700">
        The weather beyond a revised target (a damp outfield, dew in the evening), the pitch, the team news and why the toss winner chose to bat or
        bowl. The ratings know only results of earlier matches in the archive, so a side new to it starts level.
      </p>
    </section>
  );
}
