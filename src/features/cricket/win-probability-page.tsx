import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { LIMITED_OVERS_FORMAT_KEYS, type CricketFormatKey } from '../../../common/cricket/formats';
import { LimitedEvaluationSection } from './components/win-probability/limited-evaluation';
import { CsvDownload } from '../../components/csv-download';
import { Link } from 'wouter';
import { formatNumber, sharePercent } from '../../../common/number-text';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { apiUrl } from '../../lib/api-client';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { LimitedWinProbabilityEvaluation, WinProbabilityEvaluation } from './api/cricket-types';
import { winProbabilityPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { ChartCard } from './components/shared/chart-card';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { PlayoutCalibrationSection } from './components/win-probability/playout-calibration';
import { ReliabilityChart } from './components/win-probability/reliability-chart';
import { RELIABILITY_OUTCOMES, ReliabilityTable } from './components/win-probability/reliability-table';

const rps = (x: number) => formatNumber(x, 3, 3);

function Evaluation({ e }: { e: WinProbabilityEvaluation }) {
  const better = 1 - e.rps.model / e.rps.base_rates;
  return (
    <>
      <section className="card mt-6" aria-labelledby="wp-score-heading">
        <h2 id="wp-score-heading" className="text-lg font-semibold text-slate-900">
          How good are the forecasts?
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Scored over {formatNumber(e.tests)} Tests with a result ({formatNumber(e.points)} forecasts), every Test counting the same: the
          average over its forecasts, then over Tests. The score is the ranked probability score: 0 for a sure forecast that came true, 1 for a
          sure forecast of the opposite result; lower is better.
        </p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="wp-rps">
          <div>
            <dt className="text-sm text-slate-600">The model, ball by ball</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(e.rps.model)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">How often each result happened in the other seasons</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(e.rps.base_rates)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">The model&apos;s forecast before the first ball, held all match</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{rps(e.rps.pre_match)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-slate-700">The model&apos;s score is {sharePercent(better, 0)} lower than the base rates&apos;.</p>
        <div className="mt-4 overflow-x-auto">
          <table id={'wp-by-innings'} className="w-full text-sm" data-testid="wp-by-innings">
            <caption className="mb-1 text-left font-medium text-slate-800">By innings (forecasts made during it)</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">Innings</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Model</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Base rates</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Pre-match</th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">Tests</th>
              </tr>
            </thead>
            <tbody>
              {e.by_innings.map((r) => (
                <tr key={r.inns} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">{['1st', '2nd', '3rd', '4th'][r.inns - 1]}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{rps(r.model)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{rps(r.base_rates)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{rps(r.pre_match)}</td>
                  <td className="py-1 pl-2 text-right tabular-nums">{formatNumber(r.tests)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-1 flex justify-end">
            <CsvDownload tableId={'wp-by-innings'} label={'The model against the base rates by innings'} />
          </div>
        </div>
        {e.left_out.length > 0 && (
          <p className="mt-3 text-sm text-slate-600">
            Left out of fitting and scoring: {e.left_out.length === 1 ? 'one Test' : `${e.left_out.length} Tests`} without a result to score (
            {e.left_out.map((l, i) => (
              <span key={l.match_id}>
                {i > 0 && ', '}
                <Link className="link" href={linkTo('/cricket/match/:matchId', { matchId: l.match_id })}>
                  {l.match_id}
                </Link>
              </span>
            ))}
            ; the Oval 2006 Test was awarded).
          </p>
        )}
      </section>
      <section className="mt-6" aria-labelledby="wp-reliability-heading">
        <h2 id="wp-reliability-heading" className="text-lg font-semibold text-slate-900">
          When it says 30 %, does it happen 3 times in 10?
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Every forecast of an outcome falls in one of ten bands (0–10 %, 10–20 %, ...). For each band: the average forecast and how often the
          outcome happened, each Test counting the same. On the dashed line the model is as sure as it should be. Hollow dots and &quot;(few)&quot;
          mark bands with forecasts from fewer than 100 Tests: too few to judge.
        </p>
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {RELIABILITY_OUTCOMES.map((o) => (
            <ChartCard key={o.key} title={o.label} headingLevel={3} minHeight={300} testId={`reliability-${o.key}`}>
              {(w) => (
                <>
                  <ReliabilityChart bins={e.reliability[o.key]} colour={o.colour} label={o.label} width={w} />
                  <ReliabilityTable bins={e.reliability[o.key]} label={o.label} />
                </>
              )}
            </ChartCard>
          ))}
        </div>
      </section>
      {e.playouts ? <PlayoutCalibrationSection c={e.playouts} /> : null}
    </>
  );
}

/** "How sure is the model?": the win-probability method in visitor words and its evaluation. */
export default function WinProbabilityPage() {
  usePageMeta({
    title: withBrand('How sure is the model? Win probability in Tests, ODIs and T20Is'),
    description:
      'How this site works out who was winning a Test, an ODI or a T20I after every ball, what the data cannot know, and how well calibrated the forecasts are over every match in the archive.',
    keywords: ['Test cricket', 'ODI', 'T20I', 'win probability', 'calibration', 'ranked probability score', 'Brier score'],
    canonicalPath: linkTo('/cricket/win-probability'),
    card: { path: apiUrl('cardCricketWinProbability'), alt: "How sure is the model? The win-probability model's ranked probability score over every Test with a result, beside the base rates'" },
  });
  const pq = winProbabilityPageQueries();
  const q = useQuery(pq.evaluation);
  // One query per ODI and T20I format, in the formats' order.
  const answers = useQueries({ queries: LIMITED_OVERS_FORMAT_KEYS.map((f) => pq[f]!) });
  const limited = LIMITED_OVERS_FORMAT_KEYS.map((f, i): [CricketFormatKey, UseQueryResult<LimitedWinProbabilityEvaluation>] => [f, answers[i]]);
  return (
    <div className="page" data-testid="win-probability-page">
      <Breadcrumb current="How sure is the model?" currentPath={linkTo('/cricket/win-probability')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">How sure is the model?</h1>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        <p>
          Every scorecard shows who was winning: the chance that the side batting first wins, that the match is drawn, and that the other side
          wins, before the first ball and after every delivery. A tie counts as a draw. One-day and T20 matches, which have no draw, have models
          of their own: see <a href="#wp-limited-heading" className="link">ODIs and T20Is</a> below.
        </p>
        <h2 className="pt-2 text-lg font-semibold text-slate-900">How it works</h2>
        <p>
          After each ball the model reads the state of the match: which innings it is, how far the side that batted first is ahead (penalty runs
          included), the wickets down in the innings, whether the follow-on was enforced, the runs still needed in the fourth innings, and an
          estimate of the overs left. Before the match it also knows who is at home and how strong each side has been in earlier Tests, by an
          Elo-style rating. It weighs these with a formula learned from the archive&apos;s Tests (a multinomial logistic regression, one set of
          weights for each innings).
        </p>
        <p>
          It is never shown the answer: the forecasts for a Test come from a model learned without any Test of that season. After the last ball
          the chart shows the result.
        </p>
        <h2 className="pt-2 text-lg font-semibold text-slate-900">What the data cannot know</h2>
        <p>
          The ball-by-ball data has no day, session or clock, no weather, no pitch report and no team news. The time left is only an estimate: five
          days of 90 overs, less the overs bowled. A Test that lost a day to rain looks, to the model, like one with plenty of time, so in such a
          match it overrates the chance of a result.
        </p>
        <h2 className="pt-2 text-lg font-semibold text-slate-900">Turning points and win probability added</h2>
        <p>
          A side&apos;s share is its chance of winning plus half the chance of a draw. The turning points of a Test are the five balls that moved
          that share most, leaving out what the model cannot see: the ball that ends a drawn Test (time ran out), the ball that ends a declared
          innings (the captain chose to stop) and, in a Test that bowled under 80 % of the overs its days allowed, every ball after which the
          overs the model still counted when the match ran out were at least half of those it counted then (it may have believed twice the time
          there was). A swing left out is listed under the turning points with its reason. A ball&apos;s win probability added is the change in the batting side&apos;s share across it: it counts for the batter
          on strike and, the other way round, against the bowler.
        </p>
      </div>
      {q.isPending && <Spinner label="Loading..." />}
      {q.isError && (
        <div className="mt-6">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.data && <Evaluation e={q.data} />}
      <LimitedEvaluationSection queries={limited} />
      <CricsheetCredit />
    </div>
  );
}
