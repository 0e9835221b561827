import { useParams } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { usePlayerDetail } from './api/get-player-detail';
import { usePlayerInnings } from './api/get-player-innings';
import { AverageWorm } from './components/average-worm';
import { Breadcrumb } from './components/breadcrumb';
import { BreakdownTable } from './components/breakdown-table';
import { CareerSummaryTable } from './components/career-summary-table';
import { ChartCard } from './components/chart-card';
import { CricsheetCredit } from './components/cricsheet-credit';
import { PlayerLoadError } from './components/player-load-error';
import { DismissalChart } from './components/dismissal-chart';
import { InningsTable } from './components/innings-table';
import { RunsScatter } from './components/runs-scatter';
import { ScoreRangeBars } from './components/score-range-bars';
import { useContainerWidth } from './hooks/use-container-width';
import { fmtDate, nameFromSlug } from './utils/summarise';

export const NARROW_BELOW_PX = 450;

export default function PlayerPage() {
  const { playerName = '' } = useParams<{ playerName: string }>();
  const slug = playerName.toLowerCase();
  const name = nameFromSlug(slug);
  usePageMeta({
    title: withBrand(`${name}: Test batting career`),
    description: `${name}'s men's Test batting career: runs, average, strike rate, score ranges and splits by year, opposition and ground.`,
    keywords: [name, 'Test cricket', 'batting career', 'statistics'],
    canonicalPath: `/cricket/player/${slug}`,
  });
  const detail = usePlayerDetail(slug);
  const innings = usePlayerInnings(slug);
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const narrow = width > 0 && width < NARROW_BELOW_PX;
  const error = detail.error ?? innings.error;
  const d = detail.data;
  const inns = innings.data;

  return (
    <div className="page">
      <div ref={ref} data-layout={narrow ? 'narrow' : 'wide'} data-testid="player-page">
        <Breadcrumb current={name} currentPath={d ? `/cricket/player/${slug}` : undefined} />
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{name}</h1>
        {error ? (
          <PlayerLoadError error={error} />
        ) : !d || !inns ? (
          <Spinner label="Loading..." />
        ) : (
          <>
            <p className="mt-1 text-slate-700">
              {d.name} · {d.teams.join(', ')} · {d.matches} {d.matches === 1 ? 'Test' : 'Tests'} ·{' '}
              {fmtDate(d.first_test.date)} to {fmtDate(d.last_test.date)}
              {d.summary.highest_score !== null &&
                ` · highest score ${d.summary.highest_score}${d.summary.highest_not_out ? '*' : ''}`}
            </p>

            <section className="card mt-6" aria-labelledby="summary-heading">
              <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
                Career summary
              </h2>
              <div className="mt-3">
                <CareerSummaryTable summary={d.summary} narrow={narrow} />
              </div>
            </section>

            <div className={`mt-6 grid gap-6 ${narrow ? 'grid-cols-1' : 'lg:grid-cols-2'}`}>
              <ChartCard title="Runs against balls faced" note="One dot per innings; hollow dots are not out. Dashed line: 100 runs." testId="runs-scatter" minHeight={300}>
                {(w) => <RunsScatter innings={inns} width={w} />}
              </ChartCard>
              <ChartCard title="Innings by score range" testId="score-range-chart" minHeight={280}>
                {(w) => <ScoreRangeBars innings={inns} width={w} />}
              </ChartCard>
              <ChartCard title="Batting average over the career" note="Career average after each innings (from the first dismissal)." testId="average-worm" minHeight={280}>
                {(w) => <AverageWorm series={[{ name: d.name, innings: inns }]} width={w} />}
              </ChartCard>
              <ChartCard title="How the innings ended" testId="dismissal-chart">
                {(w) => <DismissalChart innings={inns} width={w} />}
              </ChartCard>
            </div>

            <section className="card mt-6" aria-labelledby="breakdown-heading">
              <h2 id="breakdown-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Career breakdown
              </h2>
              <BreakdownTable innings={inns} narrow={narrow} />
            </section>

            <section className="card mt-6" aria-labelledby="innings-heading">
              <h2 id="innings-heading" className="mb-3 text-lg font-semibold text-slate-900">
                All innings
              </h2>
              <InningsTable innings={inns} narrow={narrow} />
            </section>

            <CricsheetCredit coverage={d.data_coverage} />
          </>
        )}
      </div>
    </div>
  );
}
