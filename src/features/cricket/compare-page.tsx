import { useParams } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { usePlayerDetail } from './api/get-player-detail';
import { usePlayerInnings } from './api/get-player-innings';
import { AverageWorm, SERIES_COLOURS } from './components/average-worm';
import { Breadcrumb } from './components/breadcrumb';
import { CareerSummaryTable } from './components/career-summary-table';
import { CompareSummaryTable } from './components/compare-summary-table';
import { ChartCard } from './components/chart-card';
import { CricsheetCredit } from './components/cricsheet-credit';
import { PlayerLoadError } from './components/player-load-error';
import { ScoreRangeBars } from './components/score-range-bars';
import { nameFromSlug } from './utils/summarise';

/** Two careers side by side: summaries, score-range histograms and both average worms on one chart. */
export default function ComparePage() {
  const { first = '', second = '' } = useParams<{ first: string; second: string }>();
  const slugs = [first.toLowerCase(), second.toLowerCase()];
  const names = slugs.map(nameFromSlug);
  usePageMeta({
    title: withBrand(`${names[0]} v ${names[1]}: Test batting careers compared`),
    description: `Compare the Test batting careers of ${names[0]} and ${names[1]}.`,
    keywords: ['Test cricket', 'compare batters', names[0], names[1]],
  });
  const d1 = usePlayerDetail(slugs[0]);
  const d2 = usePlayerDetail(slugs[1]);
  const i1 = usePlayerInnings(slugs[0]);
  const i2 = usePlayerInnings(slugs[1]);
  const error = d1.error ?? d2.error ?? i1.error ?? i2.error;
  const loading = d1.isPending || d2.isPending || i1.isPending || i2.isPending;

  return (
    <div className="page">
      <Breadcrumb current="Compare" />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {d1.data?.name ?? names[0]} <span className="text-slate-500">v</span> {d2.data?.name ?? names[1]}
      </h1>
      {error ? (
        <PlayerLoadError error={error} />
      ) : loading || !d1.data || !d2.data || !i1.data || !i2.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <section className="card mt-6" aria-labelledby="cmp-both">
            <h2 id="cmp-both" className="text-lg font-semibold text-slate-900">
              Head to head
            </h2>
            <div className="mt-3">
              <CompareSummaryTable players={[d1.data, d2.data]} />
            </div>
          </section>
          <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="compare-view">
            {[
              { d: d1.data, inns: i1.data },
              { d: d2.data, inns: i2.data },
            ].map(({ d, inns }, i) => (
              <div key={d.player_id} className="flex min-w-0 flex-col gap-6">
                <section className="card" aria-labelledby={`cmp-${i}`}>
                  <h2 id={`cmp-${i}`} className="text-xl font-semibold" style={{ color: SERIES_COLOURS[i] }}>
                    {d.name}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {d.teams.join(', ')} · {d.matches} Tests · {d.first_test.date.slice(0, 4)}–{d.last_test.date.slice(0, 4)}
                  </p>
                  <div className="mt-3">
                    <CareerSummaryTable summary={d.summary} narrow caption={`${d.name} career summary`} />
                  </div>
                </section>
                <ChartCard title={`${d.name}: innings by score range`}>
                  {(w) => <ScoreRangeBars innings={inns} width={w} color={SERIES_COLOURS[i]} />}
                </ChartCard>
              </div>
            ))}
          </div>
          <div className="mt-6">
            <ChartCard title="Batting average by innings number" testId="compare-worm">
              {(w) => (
                <AverageWorm
                  series={[
                    { name: d1.data.name, innings: i1.data },
                    { name: d2.data.name, innings: i2.data },
                  ]}
                  width={w}
                />
              )}
            </ChartCard>
          </div>
          <CricsheetCredit coverage={d1.data.data_coverage} />
        </>
      )}
    </div>
  );
}
