import { useEffect, useMemo, useState } from 'react';
import { linkTo } from '../../../contracts/route-manifest';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { MatchFilters, MatchListItem } from './api/cricket-types';
import { useMatchesPage, useMatchFilters } from './api/get-matches';
import { Breadcrumb } from './components/breadcrumb';
import { CricsheetCredit } from './components/cricsheet-credit';
import {
  isMatchListFiltered,
  MATCHES_PAGE_SIZE,
  matchListParams,
  NO_MATCH_FILTERS,
  parseMatchList,
  RESULT_LABELS,
  type MatchListState,
  type MatchResultFilter,
} from './utils/match-list-filter';
import { teamScores } from './utils/scorecard-text';
import { fmtDate } from './utils/summarise';

const COLUMNS: DataColumn<MatchListItem>[] = [
  {
    id: 'match',
    header: 'Match',
    rowHeader: true,
    cardTitle: true,
    render: (m) => (
      <Link href={linkTo('/cricket/match/:matchId', { matchId: m.match_id })} className="link whitespace-nowrap font-semibold">
        {m.teams[0]} v {m.teams[1]}
      </Link>
    ),
  },
  { id: 'date', header: 'Date', nowrap: true, render: (m) => fmtDate(m.start_date) },
  { id: 'ground', header: 'Ground', render: (m) => (m.host_country ? `${m.ground}, ${m.host_country}` : m.ground), className: 'min-w-[10rem]' },
  {
    id: 'scores',
    header: 'Scores',
    render: (m) =>
      m.innings.length ? (
        <span className="whitespace-nowrap tabular-nums">
          {teamScores(m.innings).map((t) => (
            <span key={t.team} className="block">
              {t.team} {t.scores}
            </span>
          ))}
        </span>
      ) : (
        '-'
      ),
  },
  { id: 'result', header: 'Result', render: (m) => m.result.text, className: 'min-w-[10rem]' },
  { id: 'test', header: 'Test no.', numeric: true, render: (m) => m.test_number ?? '-' },
];

function Select({ label, value, options, onChange, testId, any }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; testId: string; any: string }) {
  return (
    <label className="flex min-w-0 flex-col text-sm text-slate-800">
      {label}
      <select className="input mt-1 min-w-0" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const opts = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));

function FilterForm({ state, filters, onChange }: { state: MatchListState; filters: MatchFilters | undefined; onChange: (s: MatchListState) => void }) {
  const set = (patch: Partial<MatchListState>) => onChange({ ...state, page: 1, ...patch });
  // The search box types freely; the URL (and the query) follow a moment after the last key.
  const [text, setText] = useState(state.q ?? '');
  useEffect(() => setText(state.q ?? ''), [state.q]);
  useEffect(() => {
    const q = text.trim() || null;
    if (q === state.q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [text]);
  const teams = opts(filters?.teams ?? []);
  return (
    <form className="card mt-6" role="search" aria-label="Filter the matches" onSubmit={(e) => e.preventDefault()}>
      <label className="flex flex-col text-sm text-slate-800">
        Search by team or venue
        <input
          type="search"
          className="input mt-1"
          value={text}
          maxLength={80}
          placeholder="e.g. Lord's, India"
          onChange={(e) => setText(e.target.value)}
          data-testid="matches-search"
        />
      </label>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Select label="Team" any="Any team" value={state.team ?? ''} options={teams} onChange={(v) => set({ team: v || null })} testId="filter-team" />
        <Select label="Opposition" any="Any opposition" value={state.opposition ?? ''} options={teams} onChange={(v) => set({ opposition: v || null })} testId="filter-opposition" />
        <Select label="Host country" any="Any country" value={state.host ?? ''} options={opts(filters?.host_countries ?? [])} onChange={(v) => set({ host: v || null })} testId="filter-host" />
        <Select label="Ground" any="Any ground" value={state.ground ?? ''} options={opts(filters?.grounds ?? [])} onChange={(v) => set({ ground: v || null })} testId="filter-ground" />
        <Select label="Year" any="Any year" value={state.year === null ? '' : String(state.year)} options={opts(filters?.years ?? [])} onChange={(v) => set({ year: v ? Number(v) : null })} testId="filter-year" />
        <Select
          label="Result"
          any="Any result"
          value={state.result ?? ''}
          options={Object.entries(RESULT_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v) => set({ result: (v || null) as MatchResultFilter | null })}
          testId="filter-result"
        />
      </div>
      {isMatchListFiltered(state) && (
        <button type="button" className="btn-secondary mt-3" onClick={() => onChange(NO_MATCH_FILTERS)}>
          Clear filters
        </button>
      )}
    </form>
  );
}

export default function MatchesPage() {
  usePageMeta({
    title: withBrand("Men's Test matches: every scorecard"),
    description: "Every men's Test in Cricsheet's ball-by-ball archive, newest first: filter by team, opposition, host country, ground, year and result, and open any scorecard.",
    keywords: ['Test cricket', 'scorecards', 'Test matches', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/matches'),
  });
  const { search, update } = useUrlParams();
  const state = useMemo(() => parseMatchList(search), [search]);
  const page = useMatchesPage(state);
  const filters = useMatchFilters();
  const onChange = (s: MatchListState) => update(matchListParams(s), { push: true });
  const total = page.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MATCHES_PAGE_SIZE));
  return (
    <div className="page" data-testid="matches-page">
      <Breadcrumb current="Matches" currentPath={linkTo('/cricket/matches')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test matches</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every men&apos;s Test in Cricsheet&apos;s ball-by-ball archive, newest first. Open a match for its scorecard: batting and bowling
        cards, fall of wickets, partnerships and the innings over by over. Tests the archive lacks have no scorecard here:{' '}
        <Link href="/cricket/coverage" className="link">
          see which Tests the archive holds
        </Link>
        .
      </p>
      <FilterForm state={state} filters={filters.data} onChange={onChange} />
      {page.isPending ? (
        <Spinner label="Loading..." />
      ) : page.isError ? (
        <div className="mt-6">
          <ErrorMessage error={page.error} />
        </div>
      ) : (
        <section className="mt-6" aria-label="Matches">
          <p className="text-sm text-slate-700" data-testid="matches-count" aria-live="polite">
            {`${total === 1 ? '1 match' : `${total} matches`}${isMatchListFiltered(state) ? ' for these filters' : ' in the archive'}${
              pageCount > 1 ? ` · page ${Math.min(state.page, pageCount)} of ${pageCount}` : ''
            }.`}
          </p>
          <div className="mt-2">
            <DataTable
              rows={page.data.data}
              columns={COLUMNS}
              rowKey={(m) => m.match_id}
              label="Test matches, newest first"
              sortable={false}
              narrow="cards"
              testId="matches-table"
              empty="No match in the archive matches these filters."
            />
          </div>
          <Pager page={Math.min(state.page, pageCount)} pageCount={pageCount} onChange={(p) => update({ page: p === 1 ? null : String(p) }, { push: true })} label="Matches pages" />
        </section>
      )}
      <CricsheetCredit />
    </div>
  );
}
