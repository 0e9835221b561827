import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { InningsRecord, PlayerDetail } from './api/cricket-types';
import { comparePageQueries } from './api/page-queries';
import { AverageWorm, SERIES_COLOURS } from './components/player/average-worm';
import { Breadcrumb } from './components/shared/breadcrumb';
import { ChartCard } from './components/shared/chart-card';
import { CompareSummaryTable } from './components/compare/compare-summary-table';
import { CompareBowling } from './components/compare/compare-bowling';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { BallByBallSideBySide } from './components/ball-by-ball/ball-by-ball';
import { ComparePlayerColumn } from './components/compare/compare-player-column';
import { FilterBar } from './components/shared/filter-bar';
import { PlayerLoadError } from './components/shared/player-load-error';
import { scoreRangeTop } from './components/player/score-range-bars';
import { useInningsFilters } from './hooks/use-innings-filters';
import { useListedName } from './hooks/use-listed-name';
import { compareFigures } from './utils/compare-figures';
import { filterInnings, filterOptions, inningsCount, isFiltered } from './utils/innings-filter';
import { displayName } from './utils/player-name';
import { useCricketFormat } from './hooks/use-cricket-format';
import { slugKey } from '../../../common/slug-key';

/**
 * Everything below the heading: one filter bar (kept in the URL, as on a career page) applied to both careers,
 * then the figures, charts and ball-by-ball sections of the innings that pass it, side by side.
 */
function CompareBody({ details, innings }: { details: readonly [PlayerDetail, PlayerDetail]; innings: readonly [InningsRecord[], InningsRecord[]] }) {
  const [urlFilters, setFilters] = useInningsFilters();
  // The bar follows the URL at once; everything below re-renders from a deferred copy, in time slices.
  const filters = useDeferredValue(urlFilters);
  const [d1, d2] = details;
  const [i1, i2] = innings;
  const [n1, n2] = [displayName(d1), displayName(d2)];
  const names = [n1, n2] as const;
  const options = useMemo(() => filterOptions([...i1, ...i2]), [i1, i2]);
  const shown1 = useMemo(() => filterInnings(i1, filters), [i1, filters]);
  const shown2 = useMemo(() => filterInnings(i2, filters), [i2, filters]);
  const filtered = isFiltered(filters);
  const figures = useMemo(
    () => [compareFigures(d1, n1, shown1, filtered), compareFigures(d2, n2, shown2, filtered)] as const,
    [d1, d2, n1, n2, shown1, shown2, filtered],
  );
  const yTop = Math.max(scoreRangeTop(shown1), scoreRangeTop(shown2));
  const owners = [0, 1].map((i) => ({ key: `p${i + 1}`, name: names[i], colour: SERIES_COLOURS[i] }));

  return (
    <>
      <FilterBar
        filters={urlFilters}
        options={options}
        onChange={setFilters}
        title="Filter both careers"
        note="The filters apply to both players; home and away are each player's own."
        counts={[inningsCount(i1, shown1, names[0]), inningsCount(i2, shown2, names[1])]}
      />
      <section className="card mt-6" aria-labelledby="cmp-both">
        <h2 id="cmp-both" className="text-lg font-semibold text-slate-900">
          Head to head
        </h2>
        <div className="mt-3">
          <CompareSummaryTable players={figures} filtered={filtered} />
        </div>
      </section>
      <CompareBowling details={details} innings={innings} filters={filters} />
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="compare-view">
        <ComparePlayerColumn d={d1} inns={shown1} index={0} other={d2.url_slug} yTop={yTop} />
        <ComparePlayerColumn d={d2} inns={shown2} index={1} other={d1.url_slug} yTop={yTop} />
      </div>
      <div className="mt-6">
        <ChartCard title="Batting average by innings number" testId="compare-worm" minHeight={300}>
          {(w) => (
            <AverageWorm
              series={[
                { name: names[0], innings: shown1 },
                { name: names[1], innings: shown2 },
              ]}
              width={w}
            />
          )}
        </ChartCard>
      </div>
      <BallByBallSideBySide
        players={[
          { slug: d1.url_slug, name: names[0], innings: shown1, owner: owners[0] },
          { slug: d2.url_slug, name: names[1], innings: shown2, owner: owners[1] },
        ]}
        filtered={filtered}
      />
    </>
  );
}

/** Two careers side by side: one filter bar for both, summaries, score ranges on one scale, both average worms on one chart, and the ball-by-ball sections. */
export default function ComparePage() {
  const { first = '', second = '' } = useParams<{ first: string; second: string }>();
  const slugs = [slugKey(first), slugKey(second)] as const;
  const q = comparePageQueries(first, second, useCricketFormat());
  const d1 = useQuery(q.firstDetail);
  const d2 = useQuery(q.secondDetail);
  const i1 = useQuery(q.firstInnings);
  const i2 = useQuery(q.secondInnings);
  const listed = [useListedName(slugs[0]), useListedName(slugs[1])];
  const names = [d1.data ? displayName(d1.data) : listed[0], d2.data ? displayName(d2.data) : listed[1]];
  const heading = names[0] && names[1] ? `${names[0]} v ${names[1]}` : null;
  usePageMeta({
    title: withBrand(heading ?? 'Compare Test batting careers'),
    description: heading ? `Compare the Test batting careers of ${names[0]} and ${names[1]}.` : 'Compare two Test batting careers.',
    keywords: ['Test cricket', 'compare batters', ...names.filter((n): n is string => Boolean(n))],
  });
  const error = d1.error ?? d2.error ?? i1.error ?? i2.error;

  return (
    // Wider than other pages (max-w-7xl): the ball-by-ball tables of both players fit side by side at 1280 px.
    <div className="page">
      <Breadcrumb current="Compare" />
      <h1 className="mt-2 text-3xl font-bold text-slate-900" data-testid="compare-heading">
        {heading ? (
          <>
            {names[0]} <span className="text-slate-500">v</span> {names[1]}
          </>
        ) : error ? (
          'Compare Test batting careers'
        ) : (
          <span className="text-slate-400">Loading...</span>
        )}
      </h1>
      {error ? (
        <PlayerLoadError error={error} />
      ) : !(d1.data && d2.data && i1.data && i2.data) ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <CompareBody details={[d1.data, d2.data]} innings={[i1.data, i2.data]} />
          <CricsheetCredit coverage={d1.data.data_coverage} />
        </>
      )}
    </div>
  );
}
