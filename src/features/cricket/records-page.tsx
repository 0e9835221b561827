import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { linkTo } from '../../../contracts/route-manifest';
import { DataTable } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { recordsPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { FilterFold } from '../../components/filter-fold';
import { FilterSelect } from './components/shared/filter-select';
import { COLUMNS, get, type AnyRow } from './components/records/record-columns';
import { RecordsTableNav } from './components/records/records-table-nav';
import { RecordsMinimumInput } from './components/records/records-minimum-input';
import { formatNumber } from '../../../common/number-text';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { TeamRecordTables } from './components/records/team-record-tables';
import {
  describeRecordsFilters,
  NO_FILTERS,
  parseRecordsPage,
  RECORD_TABLE_INFO,
  recordsParams,
  RECORDS_PAGE_SIZE,
  type RecordsPageState,
} from './utils/records-page';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';
import { cricketFormat, DEFAULT_CRICKET_FORMAT, type CricketFormatKey } from '../../../common/cricket/formats';
import { lowerFirst } from './utils/section-owner';

function qualificationLine(s: RecordsPageState, min: number | null): string | null {
  const q = RECORD_TABLE_INFO[s.table].qualification;
  if (!q || min === null) return null;
  if (q === 'innings') return `Qualification: at least ${min} innings batted (and one dismissal).`;
  return s.table === 'best-economy' ? `Qualification: at least ${min} balls bowled.` : `Qualification: at least ${min} balls bowled (and one wicket).`;
}

/** The records book: one ranked table at a time, filtered and paged, every choice kept in the URL. */
/** A link to the compare view of the first two different players the table lists (none when it lists fewer). */
function CompareTopTwo({ rows }: { rows: AnyRow[] }) {
  const players: { url_slug: string; name: string }[] = [];
  for (const r of rows as unknown as { url_slug: string; name: string }[]) {
    if (!players.some((p) => p.url_slug === r.url_slug)) players.push(r);
    if (players.length === 2) break;
  }
  if (players.length < 2) return null;
  const [first, second] = players;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="records-compare">
      Put the first two side by side:{' '}
      <Link href={linkTo('/cricket/compare/:first/:second', { first: first.url_slug, second: second.url_slug })} className="link">
        compare {first.name} and {second.name}
      </Link>
      .
    </p>
  );
}

/** What the records are drawn from: the matches the archive holds of the format, and where it says which. */
function RecordsArchiveLine({ fmt, tests }: { fmt: CricketFormatKey; tests: number | null }) {
  const format = cricketFormat(fmt);
  if (fmt === DEFAULT_CRICKET_FORMAT)
    return (
      <p className="mt-2 max-w-3xl text-slate-700" data-testid="records-archive-line">
        Records in the {tests !== null ? formatNumber(tests) : '…'} {tests === 1 ? 'Test' : 'Tests'} this archive holds: the archive lacks some Tests, mostly from 2002 to 2008
        and before its first,{' '}
        <Link href="/cricket/coverage" className="link">
          see which Tests it holds
        </Link>
        . Careers here are only what the archive holds of them.
      </p>
    );
  return (
    <p className="mt-2 max-w-3xl text-slate-700" data-testid="records-archive-line">
      Records in the {tests !== null ? formatNumber(tests) : '…'} {format.label} this archive holds: it lacks some of them,{' '}
      <Link href="/cricket/coverage" className="link">
        see which it holds
      </Link>
      . Careers here are only what the archive holds of them.
    </p>
  );
}

export default function RecordsPage() {
  const { search, update } = useUrlParams();
  const state = useMemo(() => parseRecordsPage(search), [search]);
  const info = RECORD_TABLE_INFO[state.table];
  const filters = describeRecordsFilters(state);
  usePageMeta({
    title: withBrand(`Test cricket records: ${lowerFirst(info.title)}`),
    description: `Men's Test cricket records from Cricsheet's ball-by-ball archive: ${lowerFirst(info.title)}, most wickets, best bowling, highest scores, catches and averages, filterable by team, opposition, country, ground and years.`,
    keywords: ['Test cricket records', info.title, 'Cricsheet', 'statistics'],
    canonicalPath: state.table === 'most-runs' ? '/cricket/records' : `/cricket/records?table=${state.table}`,
    // The table's card shows its top five over every Test in the archive, whatever the filters.
    card: { path: apiUrl('cardCricketRecords', { params: { tablePng: `${state.table}.png` } }), alt: `Test cricket records, ${lowerFirst(info.title)}: the top five in every Test the archive holds` },
  });
  const fmt = useCricketFormat();
  const format = cricketFormat(fmt);
  const q = recordsPageQueries(state, fmt);
  const options = useQuery(q.filterOptions);
  const answer = useQuery(q.records);
  const set = (patch: Partial<RecordsPageState>) => update(recordsParams({ ...state, page: 1, ...patch }));
  const o = options.data;
  const years = useMemo(() => (o && o.first_year !== null && o.last_year !== null ? Array.from({ length: o.last_year - o.first_year + 1 }, (_, i) => String(o.first_year! + i)) : []), [o]);
  const a = answer.data;
  const pageCount = a ? Math.max(1, Math.ceil(a.total / RECORDS_PAGE_SIZE)) : 1;
  const filtered = filters !== '';

  return (
    <div className="page" data-testid="records-page">
      <Breadcrumb current="Records" currentPath="/cricket/records" />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {fmt === DEFAULT_CRICKET_FORMAT ? 'Test' : format.label} records: {lowerFirst(info.title)}
      </h1>
      <RecordsArchiveLine fmt={fmt} tests={o?.tests ?? null} />

      <RecordsTableNav state={state} />

      <section className="card mt-6" aria-labelledby="records-filters-heading" data-testid="records-filters">
        <h2 id="records-filters-heading" className="text-lg font-semibold text-slate-900">
          Filter the records
        </h2>
        <FilterFold count={[state.team, state.opp, state.host, state.ground, state.from, state.to, state.min].filter((v) => v !== null).length}>
        <div className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
          <FilterSelect label="Team" value={state.team} values={o?.teams ?? []} onChange={(team) => set({ team })} testId="records-team" />
          <FilterSelect label="Opposition" value={state.opp} values={o?.teams ?? []} onChange={(opp) => set({ opp })} testId="records-opp" />
          <FilterSelect label="Host country" value={state.host} values={o?.hosts ?? []} onChange={(host) => set({ host })} testId="records-host" />
          <FilterSelect label="Ground" value={state.ground} values={o?.grounds ?? []} onChange={(g) => set({ ground: g })} testId="records-ground" />
          <FilterSelect
            label="From year"
            any="First"
            value={state.from === null ? null : String(state.from)}
            values={years}
            onChange={(v) => {
              const from = v ? Number(v) : null;
              set({ from, to: from !== null && state.to !== null && state.to < from ? from : state.to });
            }}
            testId="records-from"
          />
          <FilterSelect
            label="To year"
            any="Last"
            value={state.to === null ? null : String(state.to)}
            values={years}
            onChange={(v) => {
              const to = v ? Number(v) : null;
              set({ to, from: to !== null && state.from !== null && state.from > to ? to : state.from });
            }}
            testId="records-to"
          />
        </div>
        {info.qualification && (
          <RecordsMinimumInput qualification={info.qualification} value={state.min ?? a?.min ?? ''} onChange={(min) => set({ min })} />
        )}
        </FilterFold>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="records-status">
          {a
            ? `${formatNumber(a.total)} ${a.total === 1 ? 'entry' : 'entries'} from ${formatNumber(a.tests)} ${a.tests === 1 ? 'Test' : 'Tests'}${filtered ? ` ${filters}` : ''}.`
            : 'Loading...'}{' '}
          {a && qualificationLine(state, a.min)} The team is the player&apos;s side; filters apply to each innings or match counted.
        </p>
        {filtered && (
          <button type="button" className="btn-secondary mt-3" onClick={() => set(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </section>

      <section className="mt-6">
        {info.definition && (
          <p className="mb-2 max-w-3xl text-sm text-slate-700" data-testid="records-definition">
            {info.definition}
          </p>
        )}
        {answer.error ? (
          <ErrorMessage error={answer.error} />
        ) : !a ? (
          <Spinner label="Loading..." />
        ) : (
          <>
            <DataTable
              rows={a.data as AnyRow[]}
              columns={COLUMNS[state.table]}
              rowKey={(r, i) => `${r.player_id}-${get(r, 'match_id') ?? ''}-${get(r, 'match_inns') ?? ''}-${i}`}
              label={`${info.title}${filtered ? `, ${filters}` : ''}`}
              sortable={false}
              stickyColumns={2}
              testId="records-table"
              empty="No entries match these filters"
            />
            <CompareTopTwo rows={a.data as AnyRow[]} />
            <Pager page={Math.min(state.page, pageCount)} pageCount={pageCount} onChange={(page) => update(recordsParams({ ...state, page }))} label="Records pages" />
          </>
        )}
      </section>
      <TeamRecordTables query={q.teamRecords} described={filters} />
      <CricsheetCredit />
    </div>
  );
}
