import { useDeferredValue, useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { ErrorMessage } from '../../../../components/error-message';
import { LazySection } from '../../../../components/lazy-section';
import { Spinner } from '../../../../components/spinner';
import type { FieldingMatch, PlayerDetail } from '../../api/cricket-types';
import { usePlayerFieldingMatches } from '../../api/get-player-bowling';
import { useInningsFilters } from '../../hooks/use-innings-filters';
import { FIELDING_GROUPINGS, fieldingBreakdown, summariseFielding, testsWithCredits, type FieldingCounts, type FieldingGroup } from '../../utils/fielding-summary';
import { filterInnings, filterOptions, isFiltered, NO_FILTERS, type InningsFilters } from '../../utils/innings-filter';
import { displayName } from '../../utils/player-name';
import { fmtDate } from '../../utils/summarise';
import { linkTo } from '../../../../../contracts/route-manifest';
import { Definitions } from './bowling-view';
import { breakdownLinks, GroupedBreakdown } from './breakdown-table';
import { FilterBar, NothingFiltered, SummaryCard } from '../shared/filter-bar';

const n = <T extends FieldingCounts | FieldingMatch>(id: keyof FieldingCounts & keyof T, header: string, label: string): DataColumn<T> => ({
  id,
  header: (
    <abbr title={label} className="no-underline">
      {header}
    </abbr>
  ),
  label: header,
  value: (r) => r[id] as number,
  numeric: true,
});

const COUNTS = [
  n<FieldingCounts>('catches', 'Ct', 'Catches (caught and bowled included)'),
  n<FieldingCounts>('caught_and_bowled', 'c&b', 'Of which caught and bowled'),
  n<FieldingCounts>('stumpings', 'St', 'Stumpings'),
  n<FieldingCounts>('run_outs', 'RO', 'Run outs he took part in'),
];

const SUMMARY: DataColumn<FieldingCounts>[] = [n('matches', 'Mat', 'Tests'), ...COUNTS];

const GROUP_FIGURES = SUMMARY as unknown as DataColumn<FieldingGroup>[];

const TEST_COLUMNS: DataColumn<FieldingMatch>[] = [
  {
    id: 'date',
    header: 'Match Date',
    value: (r) => `${r.match_start_date} ${r.match_id}`,
    render: (r) => (
      <Link href={linkTo('/cricket/match/:matchId', { matchId: r.match_id })} className="link">
        {fmtDate(r.match_start_date)}
      </Link>
    ),
    rowHeader: true,
    nowrap: true,
  },
  ...(COUNTS as unknown as DataColumn<FieldingMatch>[]),
  { id: 'opposition', header: 'Opposition', value: (r) => r.opposition },
  { id: 'ground', header: 'Ground', value: (r) => r.ground },
];

export const FIELDING_DEFINITIONS = [
  'Catches are caught dismissals crediting him as a fielder, plus every caught and bowled (which is also counted on its own); a substitute fielder is credited nothing.',
  'Stumpings are stumped dismissals crediting him; a run out credits every fielder the scorer names (not substitutes).',
  "Cricsheet's data does not say who kept wicket, so catches taken as wicket-keeper are not told apart.",
  'Fielding is counted per Test (Mat: his Tests in the XI), so the filters pick whole Tests and there is no innings filter here.',
];

function FieldingBody({ d, tests }: { d: PlayerDetail; tests: FieldingMatch[] }) {
  const [urlFilters, setUrlFilters] = useInningsFilters();
  // A Test has no innings number: an innings filter carried over from another view is kept in the address for that
  // view, but not applied here.
  const barFilters = useMemo<InningsFilters>(() => ({ ...urlFilters, inns: null }), [urlFilters]);
  const filters = useDeferredValue(barFilters);
  const setFilters = (f: InningsFilters) => setUrlFilters(f === NO_FILTERS ? f : { ...f, inns: urlFilters.inns });
  const options = useMemo(() => filterOptions(tests), [tests]);
  const shown = useMemo(() => filterInnings(tests, filters), [tests, filters]);
  const filtered = isFiltered(filters);
  const summary = useMemo(() => summariseFielding(shown), [shown]);
  const rowsFor = useMemo(() => (g: Parameters<typeof fieldingBreakdown>[0]) => fieldingBreakdown(g, shown), [shown]);
  const linkFor = useMemo(() => breakdownLinks(shown), [shown]);
  const credited = useMemo(() => testsWithCredits(shown), [shown]);
  const caption = filtered ? 'Fielding summary of the filtered Tests' : 'Fielding career summary';
  return (
    <>
      <FilterBar filters={barFilters} options={options} onChange={setFilters} counts={[{ shown: shown.length, total: tests.length, dnbShown: 0, dnbTotal: 0 }]} unit="Tests" innings={false} />
      {shown.length === 0 ? (
        <NothingFiltered onClear={() => setFilters(NO_FILTERS)}>None of {displayName(d)}&apos;s Tests match these filters.</NothingFiltered>
      ) : (
        <>
          <SummaryCard title={caption}>
            <DataTable rows={[summary]} columns={SUMMARY} rowKey={() => 'summary'} label={caption} narrow="cards" sortable={false} testId="fielding-summary" />
          </SummaryCard>
          <section className="card mt-6" aria-labelledby="fielding-breakdown-heading">
            <h2 id="fielding-breakdown-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Fielding breakdown
            </h2>
            <GroupedBreakdown groupings={FIELDING_GROUPINGS} rowsFor={rowsFor} figures={GROUP_FIGURES} testId="fielding-by-year" linkFor={linkFor} />
          </section>
          <LazySection minHeight={420} testId="fielding-tests-lazy">
            <section className="card mt-6" aria-labelledby="fielding-tests-heading">
              <h2 id="fielding-tests-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Every Test with a fielding credit
              </h2>
              <DataTable
                rows={credited}
                columns={TEST_COLUMNS}
                rowKey={(r) => r.match_id}
                label="Every Test with a fielding credit"
                pageSize={50}
                testId="fielding-tests"
                empty={filtered ? 'No catch, stumping or run out in the filtered Tests' : 'No catch, stumping or run out in his Tests'}
              />
            </section>
          </LazySection>
        </>
      )}
    </>
  );
}

/** The career page's Fielding view: summary, breakdown and every Test with a credit, under the filter bar. */
export function FieldingView({ d }: { d: PlayerDetail }) {
  const fielding = usePlayerFieldingMatches(d.url_slug);
  return (
    <div data-testid="fielding-view">
      {fielding.error ? (
        <div className="mt-6">
          <ErrorMessage error={fielding.error} />
        </div>
      ) : !fielding.data ? (
        <Spinner label="Loading..." />
      ) : (
        <FieldingBody d={d} tests={fielding.data} />
      )}
      <Definitions items={FIELDING_DEFINITIONS} />
    </div>
  );
}
