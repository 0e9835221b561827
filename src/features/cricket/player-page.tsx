import { useDeferredValue, useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { InningsRecord, PlayerDetail } from './api/cricket-types';
import { usePlayerDetail } from './api/get-player-detail';
import { usePlayerInnings } from './api/get-player-innings';
import { AverageWorm } from './components/average-worm';
import { BallByBall } from './components/ball-by-ball';
import { Breadcrumb } from './components/breadcrumb';
import { BreakdownTable } from './components/breakdown-table';
import { CareerCoverageNote } from './components/career-coverage-note';
import { CareerSummaryTable } from './components/career-summary-table';
import { BowlingView } from './components/bowling-view';
import { careerView, CareerViewSwitch } from './components/career-view-switch';
import { FieldingView } from './components/fielding-view';
import { ChartCard } from './components/chart-card';
import { CompareWith } from './components/compare-with';
import { CricsheetCredit } from './components/cricsheet-credit';
import { DismissalChart } from './components/dismissal-chart';
import { FilterBar } from './components/filter-bar';
import { InningsTable } from './components/innings-table';
import { LazySection } from '../../components/lazy-section';
import { PartnershipsSection } from './components/partnerships-section';
import { PlayerLoadError } from './components/player-load-error';
import { RunsScatter } from './components/runs-scatter';
import { ScoreRangeBars } from './components/score-range-bars';
import { useElementWidth } from '../../hooks/use-element-width';
import { useInningsFilters } from './hooks/use-innings-filters';
import { useListedName } from './hooks/use-listed-name';
import { filterInnings, filterOptions, inningsCount, isFiltered, NO_FILTERS } from './utils/innings-filter';
import { displayName } from './utils/player-name';
import { fmtDate, summarise } from './utils/summarise';
import { linkTo } from '../../../contracts/route-manifest';

export const NARROW_BELOW_PX = 450;

/**
 * The summary's Not Outs count every innings that did not end out, retired hurt and retired not out included;
 * the chart shows those as their own bars. Say how the two add up when they differ.
 */
export function notOutNote(records: readonly InningsRecord[]): string | undefined {
  let notOut = 0;
  let retired = 0;
  for (const r of records) {
    if (!r.did_bat || r.is_out) continue;
    if (r.dismissal === 'not out') notOut++;
    else retired++;
  }
  if (retired === 0) return undefined;
  return `Not Outs in the summary: ${notOut + retired} = ${notOut} "not out" + ${retired} retired (hurt or not out), which are not dismissals.`;
}

/** "Did not bat in any of his 3 Tests in the archive" (his only Test, for one). */
export function neverBattedLine(matches: number): string {
  return matches === 1 ? 'Did not bat in his only Test in the archive' : `Did not bat in any of his ${matches} Tests in the archive`;
}

function Subtitle({ d }: { d: PlayerDetail }) {
  const parts = [
    ...(d.full_name && d.full_name !== d.name ? [d.name] : []),
    d.teams.join(', '),
    `${d.matches} ${d.matches === 1 ? 'Test' : 'Tests'} in the archive`,
    d.first_test.date === d.last_test.date ? fmtDate(d.first_test.date) : `${fmtDate(d.first_test.date)} to ${fmtDate(d.last_test.date)}`,
    ...(d.summary.highest_score !== null ? [`highest score ${d.summary.highest_score}${d.summary.highest_not_out ? '*' : ''}`] : []),
  ];
  return <p className="mt-1 text-slate-700">{parts.join(' · ')}</p>;
}

function CareerBody({ d, inns, narrow }: { d: PlayerDetail; inns: InningsRecord[]; narrow: boolean }) {
  const [urlFilters, setFilters] = useInningsFilters();
  // The bar follows the URL at once; the tables and charts re-render from a deferred copy, in time slices.
  const filters = useDeferredValue(urlFilters);
  const options = useMemo(() => filterOptions(inns), [inns]);
  const shown = useMemo(() => filterInnings(inns, filters), [inns, filters]);
  const filtered = isFiltered(filters);
  const summary = useMemo(() => (filtered ? summarise('filtered', shown) : d.summary), [filtered, shown, d.summary]);
  const name = displayName(d);
  const battedShown = summary.innings;

  return (
    <>
      <FilterBar
        filters={urlFilters}
        options={options}
        onChange={setFilters}
        counts={[inningsCount(inns, shown)]}
      />
      {battedShown === 0 ? (
        <div className="card mt-6" data-testid="no-filtered-innings">
          <p className="text-slate-800">No innings by {name} match these filters.</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </div>
      ) : (
        <>
          {/* Not a landmark itself: the table's scroll region inside is the "Career summary" region. */}
          <section className="card mt-6">
            <h2 className="text-lg font-semibold text-slate-900">
              {filtered ? 'Summary of the filtered innings' : 'Career summary'}
            </h2>
            <div className="mt-3">
              <CareerSummaryTable summary={summary} caption={filtered ? 'Summary of the filtered innings' : 'Career summary'} />
            </div>
          </section>

          <div className={`mt-6 grid gap-6 ${narrow ? 'grid-cols-1' : 'lg:grid-cols-2'}`}>
            <ChartCard title="Runs against balls faced" note="One dot per innings; hollow dots are not out. Dashed line: 100 runs." testId="runs-scatter" minHeight={300}>
              {(w) => <RunsScatter innings={shown} width={w} />}
            </ChartCard>
            <ChartCard title="Innings by score range" testId="score-range-chart" minHeight={280}>
              {(w) => <ScoreRangeBars innings={shown} width={w} />}
            </ChartCard>
            <ChartCard title="Batting average over the career" note="Career average after each innings (from the first dismissal)." testId="average-worm" minHeight={280}>
              {(w) => <AverageWorm series={[{ name, innings: shown }]} width={w} />}
            </ChartCard>
            <ChartCard title="How the innings ended" note={notOutNote(shown)} testId="dismissal-chart" minHeight={200}>
              {(w) => <DismissalChart innings={shown} width={w} />}
            </ChartCard>
          </div>

          <BallByBall slug={d.url_slug} name={name} innings={shown} filtered={filtered} />

          <LazySection minHeight={420} testId="breakdown-lazy">
            <section className="card mt-6" aria-labelledby="breakdown-heading">
              <h2 id="breakdown-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Career breakdown
              </h2>
              <BreakdownTable innings={shown} />
            </section>
          </LazySection>

          <LazySection minHeight={480} testId="partnerships-lazy">
            <PartnershipsSection slug={d.url_slug} name={name} innings={shown} filtered={filtered} />
          </LazySection>
        </>
      )}

      <LazySection minHeight={560} testId="innings-lazy">
        {/* Not a landmark itself (it would repeat the name): the table's scroll region inside is the "All innings" region. */}
        <section className="card mt-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            All innings
          </h2>
          <InningsTable innings={shown} />
        </section>
      </LazySection>
    </>
  );
}

export default function PlayerPage() {
  const { playerName = '' } = useParams<{ playerName: string }>();
  const slug = playerName.toLowerCase();
  const detail = usePlayerDetail(slug);
  const innings = usePlayerInnings(slug);
  const listed = useListedName(slug);
  const d = detail.data;
  const inns = innings.data;
  const name = d ? displayName(d) : listed;
  const search = useSearch();
  const view = careerView(search);
  const what = view === 'batting' ? 'Test batting career' : view === 'bowling' ? 'Test bowling career' : 'Test fielding career';
  usePageMeta({
    title: withBrand(name ? `${name}: ${what}` : what),
    description:
      view === 'bowling'
        ? `${name ?? 'A player'}'s men's Test bowling career ball by ball: wickets, average, economy, strike rate, best figures, five-wicket innings and the batters he dismissed most.`
        : view === 'fielding'
          ? `${name ?? 'A player'}'s men's Test fielding career: catches, stumpings and run outs by year.`
          : name
            ? `${name}'s men's Test batting career ball by ball: runs, average, strike rate, dismissal risk, scoring shots, match-ups against each bowler and milestones.`
            : "A men's Test batting career ball by ball.",
    keywords: [...(name ? [name] : []), 'Test cricket', `${view} career`, 'statistics'],
    canonicalPath: `${linkTo('/cricket/player/:playerName', { playerName: slug })}${view === 'batting' ? '' : `?view=${view}`}`,
    // The Bowling view has its own card; Batting and Fielding show the batting card.
    card: !d
      ? undefined
      : view === 'bowling'
        ? {
            path: `/api/card/cricket/bowling/${d.url_slug}.png`,
            alt: `${displayName(d)}'s Test bowling career: Tests, wickets, average, economy, best bowling in an innings and five-wicket innings`,
          }
        : { path: `/api/card/cricket/player/${d.url_slug}.png`, alt: `${displayName(d)}'s Test batting career: Tests, runs, average, hundreds and highest score` },
  });
  const [ref, width] = useElementWidth<HTMLDivElement>({ transition: true });
  const narrow = width !== null && width > 0 && width < NARROW_BELOW_PX;
  const error = detail.error ?? innings.error;

  return (
    <div className="page">
      <div ref={ref} data-layout={narrow ? 'narrow' : 'wide'} data-testid="player-page">
        <Breadcrumb current={name ?? (error ? 'Player' : 'Loading...')} currentPath={d ? linkTo('/cricket/player/:playerName', { playerName: slug }) : undefined} />
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{name ?? (error ? 'Player not found' : <span className="text-slate-400">Loading...</span>)}</h1>
        {error ? (
          <PlayerLoadError error={error} />
        ) : !d || !inns ? (
          <Spinner label="Loading..." />
        ) : (
          <>
            <Subtitle d={d} />
            {d.coverage_note && <CareerCoverageNote note={d.coverage_note} />}
            <CompareWith slug={d.url_slug} name={displayName(d)} />
            <CareerViewSwitch path={`/cricket/player/${slug}`} search={search} view={view} />
            {view === 'bowling' ? (
              <BowlingView d={d} inns={inns} narrow={narrow} />
            ) : view === 'fielding' ? (
              <FieldingView d={d} />
            ) : d.summary.innings === 0 ? (
              <p className="card mt-6 text-lg text-slate-800" data-testid="never-batted">
                {neverBattedLine(d.matches)}.
              </p>
            ) : (
              <CareerBody d={d} inns={inns} narrow={narrow} />
            )}
            <CricsheetCredit coverage={d.data_coverage} />
          </>
        )}
      </div>
    </div>
  );
}
