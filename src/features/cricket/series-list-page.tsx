import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { linkTo } from '../../../contracts/route-manifest';
import { formatNumber } from '../../../common/number-text';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { SeriesRow } from './api/cricket-types';
import { SERIES_PAGE_SIZE, type SeriesListState } from './api/get-teams';
import { seriesListPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { OptionSelect } from './components/shared/filter-select';
import { DEF_SERIES, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { parseSeriesList, seriesListParams } from './utils/series-list-filter';
import { fmtDate } from './utils/summarise';
import { seriesLink } from './utils/team-columns';
import { useCricketFormat } from './hooks/use-cricket-format';

/** The result, or for a series the archive may not hold whole, its "As far as the archive holds (2 Tests): ..." text. */
const seriesResultText = (r: SeriesRow) => r.result.text;

const COLUMNS: CsvColumn<SeriesRow>[] = [
  { id: 'series', header: 'Series', text: (r) => `${r.name}, ${r.season}`, href: (r) => seriesLink(r.slug) },
  { id: 'teams', header: 'Teams', text: (r) => `${r.teams[0]} v ${r.teams[1]}` },
  { id: 'tests', header: 'Tests held', text: (r) => formatNumber(r.tests), numeric: true },
  { id: 'result', header: 'Result', text: seriesResultText },
  { id: 'dates', header: 'First Test', text: (r) => fmtDate(r.first_date), nowrap: true },
];

const ANY = { value: '', label: 'Any' };

export default function SeriesListPage() {
  usePageMeta({
    title: withBrand("Men's Test series: every result"),
    description: "Every men's Test series in Cricsheet's archive, newest first, with its result where the archive holds all of its Tests; filter by team and year.",
    keywords: ['Test cricket', 'Test series', 'series results', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/series'),
  });
  const { search, update } = useUrlParams();
  const state = useMemo(() => parseSeriesList(search), [search]);
  const q = seriesListPageQueries(state, useCricketFormat());
  const list = useQuery(q.list);
  const teams = useQuery(q.teams);
  const set = (s: SeriesListState) => update(seriesListParams(s), { push: true });
  const years = useMemo(() => {
    const t = teams.data ?? [];
    if (!t.length) return [];
    const first = Math.min(...t.map((x) => Number(x.first_date.slice(0, 4))));
    const last = Math.max(...t.map((x) => Number(x.last_date.slice(0, 4))));
    return Array.from({ length: last - first + 1 }, (_, i) => String(last - i));
  }, [teams.data]);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SERIES_PAGE_SIZE));
  const filtered = state.team !== null || state.year !== null;
  const tests = teams.data ? teams.data.reduce((s, t) => s + t.tests, 0) / 2 : null;
  return (
    <div className="page" data-testid="series-list-page">
      <Breadcrumb current="Series" currentPath={linkTo('/cricket/series')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test series</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Every series in the archive, newest first. A result is given only where the archive holds every Test of the series it can see.</p>
      {tests !== null && <SubjectCoverage tests={tests} subject="in all" />}
      <form className="mt-4 grid max-w-xl grid-cols-2 gap-3" onSubmit={(e) => e.preventDefault()} aria-label="Filter the series">
        <OptionSelect label="Team" value={state.team ?? ''} options={[ANY, ...(teams.data ?? []).map((t) => ({ value: t.slug, label: t.team }))]} onChange={(v) => set({ ...state, team: v || null, page: 1 })} testId="series-team" />
        <OptionSelect label="Year" value={state.year === null ? '' : String(state.year)} options={[ANY, ...years.map((y) => ({ value: y, label: y }))]} onChange={(v) => set({ ...state, year: v ? Number(v) : null, page: 1 })} testId="series-year" />
      </form>
      {list.isError ? (
        <ErrorMessage error={list.error} />
      ) : !list.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" data-testid="series-count" aria-live="polite">
            {`${total === 1 ? '1 series' : `${formatNumber(total)} series`}${filtered ? ' for these filters' : ' in the archive'}${pageCount > 1 ? ` · page ${Math.min(state.page, pageCount)} of ${pageCount}` : ''}.`}
          </p>
          <CsvTable title="Series, newest first" rows={list.data.data} columns={COLUMNS} rowKey={(r) => r.slug} filename={`test-series${state.team ? `-${state.team}` : ''}${state.year ? `-${state.year}` : ''}-page-${state.page}`} testId="series" empty="No series in the archive matches these filters." />
          <Pager page={Math.min(state.page, pageCount)} pageCount={pageCount} onChange={(p) => set({ ...state, page: p })} label="Series pages" />
        </>
      )}
      <Definitions items={[DEF_SERIES]} />
      <CricsheetCredit />
    </div>
  );
}
