import { useDeferredValue, useMemo } from 'react';
import { LazySection } from '../../../../components/lazy-section';
import type { InningsRecord, PlayerDetail } from '../../api/cricket-types';
import { useInningsFilters } from '../../hooks/use-innings-filters';
import { filterInnings, filterOptions, inningsCount, isFiltered, NO_FILTERS } from '../../utils/innings-filter';
import { displayName } from '../../utils/player-name';
import { summarise } from '../../utils/summarise';
import { AverageWorm } from './average-worm';
import { BallByBall } from '../ball-by-ball/ball-by-ball';
import { BreakdownTable } from './breakdown-table';
import { CareerSummaryTable } from './career-summary-table';
import { ChartCard } from '../shared/chart-card';
import { WpaSection } from '../win-probability/wpa-section';
import { DismissalChart } from './dismissal-chart';
import { FilterBar, NothingFiltered } from '../shared/filter-bar';
import { InningsTable } from './innings-table';
import { PartnershipsSection } from './partnerships-section';
import { RunsScatter } from './runs-scatter';
import { ScoreRangeBars } from './score-range-bars';

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

/**
 * A career page's Batting view: the filter bar (kept in the URL), then the summary, charts, ball-by-ball sections,
 * breakdown, partnerships and every innings of the innings that pass it.
 */
export function BattingView({ d, inns, narrow }: { d: PlayerDetail; inns: InningsRecord[]; narrow: boolean }) {
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
        <NothingFiltered onClear={() => setFilters(NO_FILTERS)}>No innings by {name} match these filters.</NothingFiltered>
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

      <LazySection minHeight={420} testId="wpa-batting-lazy">
        <WpaSection slug={d.url_slug} role="batting" />
      </LazySection>

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
