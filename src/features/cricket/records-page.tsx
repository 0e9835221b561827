import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { RecordRow, RecordTable } from './api/cricket-types';
import { useRecords, useRecordsFilterOptions } from './api/get-records';
import { Breadcrumb } from './components/breadcrumb';
import { CricsheetCredit } from './components/cricsheet-credit';
import { figuresText } from './utils/bowling-summary';
import {
  describeRecordsFilters,
  parseRecordsPage,
  RECORD_TABLE_IDS,
  RECORD_TABLE_INFO,
  recordsParams,
  recordsRequest,
  RECORDS_PAGE_SIZE,
  type RecordsPageState,
} from './utils/records-page';
import { fmtAverage, fmtDate, fmtRate } from './utils/summarise';
import { overText } from '../../../workers/cricket/over-text';
import { formatNumber } from '../../../workers/core/number-text';

type AnyRow = RecordRow<RecordTable>;
type Col = DataColumn<AnyRow>;

const get = (r: AnyRow, k: string) => (r as unknown as Record<string, unknown>)[k];

const rank: Col = { id: 'rank', header: '#', render: (r) => r.rank, numeric: true };
const player: Col = {
  id: 'player',
  header: 'Player',
  rowHeader: true,
  render: (r) => (
    <Link href={`/cricket/player/${r.url_slug}`} className="link whitespace-nowrap">
      {r.name}
    </Link>
  ),
};
const team: Col = { id: 'team', header: 'Team', render: (r) => r.team, nowrap: true };
const span: Col = {
  id: 'span',
  header: 'Span',
  render: (r) => (get(r, 'first_year') === get(r, 'last_year') ? String(get(r, 'first_year')) : `${get(r, 'first_year')}–${get(r, 'last_year')}`),
  nowrap: true,
};
const n = (id: string, header: string, label?: string, format?: (v: number | null) => string, bold = false): Col => ({
  id,
  header,
  label,
  render: (r) => {
    const v = get(r, id) as number | null;
    return format ? format(v) : v === null ? '-' : formatNumber(v);
  },
  numeric: true,
  className: bold ? 'font-semibold' : undefined,
});
const matchLink: Col = {
  id: 'date',
  header: 'Match',
  render: (r) => (
    <Link href={`/cricket/match/${get(r, 'match_id')}`} className="link whitespace-nowrap">
      {fmtDate(get(r, 'match_start_date') as string)}
    </Link>
  ),
  nowrap: true,
};
const opposition: Col = { id: 'opposition', header: 'Opposition', render: (r) => `v ${get(r, 'opposition')}`, nowrap: true };
const ground: Col = { id: 'ground', header: 'Ground', render: (r) => get(r, 'ground') as string };
const figures = (bold: boolean): Col => ({
  id: 'figures',
  header: 'Figures',
  render: (r) => `${get(r, 'wickets')}/${get(r, 'runs')}`,
  numeric: true,
  className: bold ? 'font-semibold' : undefined,
});
const hs: Col = { id: 'hs', header: 'HS', label: 'Highest score', render: (r) => (get(r, 'highest_score') === null ? '-' : `${get(r, 'highest_score')}${get(r, 'highest_not_out') ? '*' : ''}`), numeric: true };
const bbi: Col = { id: 'bbi', header: 'BBI', label: 'Best bowling in an innings', render: (r) => figuresText(get(r, 'best_innings') as never), numeric: true };

const batting = (key: string): Col[] => [
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('innings', 'Inns', 'Innings'),
  n('not_outs', 'NO', 'Not outs'),
  n('runs', 'Runs', undefined, undefined, key === 'runs'),
  hs,
  n('average', 'Ave', 'Average', fmtAverage, key === 'average'),
  n('strike_rate', 'SR', 'Strike rate', fmtRate),
  n('hundreds', '100s', 'Centuries', undefined, key === 'hundreds'),
  n('fifties', '50s', 'Fifties'),
];
const bowling = (key: string): Col[] => [
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('innings', 'Inns', 'Innings bowled in'),
  n('balls', 'Balls', 'Legal balls'),
  n('runs', 'Runs', "Bowler's runs"),
  n('wickets', 'Wkts', 'Wickets', undefined, key === 'wickets'),
  bbi,
  n('average', 'Ave', 'Runs per wicket', fmtAverage, key === 'average'),
  n('economy', 'Econ', 'Runs per six balls', fmtRate),
  n('strike_rate', 'SR', 'Balls per wicket', fmtRate),
  n('five_wickets', '5w', 'Innings with five or more wickets', undefined, key === 'five'),
  n('ten_wickets', '10w', 'Matches with ten or more wickets'),
];
const fielding = (key: string): Col[] => [
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('catches', 'Ct', 'Catches', undefined, key === 'catches'),
  n('caught_and_bowled', 'c&b', 'Caught and bowled (in Ct)'),
  n('stumpings', 'St', 'Stumpings', undefined, key === 'stumpings'),
  n('run_outs', 'RO', 'Run outs'),
];

const COLUMNS: Record<RecordTable, Col[]> = {
  'most-runs': batting('runs'),
  'most-centuries': batting('hundreds'),
  'best-batting-average': batting('average'),
  'most-wickets': bowling('wickets'),
  'most-five-wickets': bowling('five'),
  'best-bowling-average': bowling('average'),
  'most-catches': fielding('catches'),
  'most-stumpings': fielding('stumpings'),
  'highest-scores': [
    rank,
    player,
    { id: 'score', header: 'Runs', render: (r) => `${formatNumber(get(r, 'runs') as number)}${get(r, 'not_out') ? '*' : ''}`, numeric: true, className: 'font-semibold' },
    n('balls', 'Balls'),
    n('fours', '4s'),
    n('sixes', '6s'),
    team,
    opposition,
    ground,
    matchLink,
  ],
  'best-bowling-innings': [
    rank,
    player,
    figures(true),
    { id: 'overs', header: 'Overs', render: (r) => overText(get(r, 'balls') as number), numeric: true },
    n('maidens', 'Mdns', 'Maidens'),
    team,
    opposition,
    ground,
    matchLink,
  ],
  'best-bowling-match': [
    rank,
    player,
    figures(true),
    { id: 'overs', header: 'Overs', render: (r) => overText(get(r, 'balls') as number), numeric: true },
    team,
    opposition,
    ground,
    matchLink,
  ],
};

function FilterSelect({ label, value, values, onChange, testId, any = 'Any' }: { label: string; value: string | null; values: readonly string[]; onChange: (v: string | null) => void; testId: string; any?: string }) {
  const id = useId();
  const list = value !== null && !values.includes(value) ? [...values, value] : values;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className="input py-1.5" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} data-testid={testId}>
        <option value="">{any}</option>
        {list.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

function qualificationLine(s: RecordsPageState, min: number | null): string | null {
  const q = RECORD_TABLE_INFO[s.table].qualification;
  if (!q || min === null) return null;
  return q === 'innings' ? `Qualification: at least ${min} innings batted (and one dismissal).` : `Qualification: at least ${min} balls bowled (and one wicket).`;
}

/** The records book: one ranked table at a time, filtered and paged, every choice kept in the URL. */
export default function RecordsPage() {
  const { search, update } = useUrlParams();
  const state = useMemo(() => parseRecordsPage(search), [search]);
  const info = RECORD_TABLE_INFO[state.table];
  const filters = describeRecordsFilters(state);
  usePageMeta({
    title: withBrand(`Test cricket records: ${info.title.toLowerCase()}`),
    description: `Men's Test cricket records from Cricsheet's ball-by-ball archive: ${info.title.toLowerCase()}, most wickets, best bowling, highest scores, catches and averages, filterable by team, opposition, country, ground and years.`,
    keywords: ['Test cricket records', info.title, 'Cricsheet', 'statistics'],
    canonicalPath: state.table === 'most-runs' ? '/cricket/records' : `/cricket/records?table=${state.table}`,
    // The table's card shows its top five over every Test in the archive, whatever the filters.
    card: { path: `/api/card/cricket/records/${state.table}.png`, alt: `Test cricket records, ${info.title.toLowerCase()}: the top five in every Test the archive holds` },
  });
  const options = useRecordsFilterOptions();
  const answer = useRecords(recordsRequest(state));
  const set = (patch: Partial<RecordsPageState>) => update(recordsParams({ ...state, page: 1, ...patch }));
  const o = options.data;
  const years = useMemo(() => (o && o.first_year !== null && o.last_year !== null ? Array.from({ length: o.last_year - o.first_year + 1 }, (_, i) => String(o.first_year! + i)) : []), [o]);
  const a = answer.data;
  const pageCount = a ? Math.max(1, Math.ceil(a.total / RECORDS_PAGE_SIZE)) : 1;
  const filtered = filters !== '';

  return (
    <div className="page" data-testid="records-page">
      <Breadcrumb current="Records" currentPath="/cricket/records" />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test records: {info.title.toLowerCase()}</h1>
      <p className="mt-2 max-w-3xl text-slate-700" data-testid="records-archive-line">
        Records in the {o ? o.tests.toLocaleString('en-GB') : '…'} {o?.tests === 1 ? 'Test' : 'Tests'} this archive holds: the archive lacks some Tests, mostly from 2002 to 2008
        and before its first,{' '}
        <Link href="/cricket/coverage" className="link">
          see which Tests it holds
        </Link>
        . Careers here are only what the archive holds of them.
      </p>

      <nav className="mt-4 flex flex-wrap gap-2" aria-label="Records tables" data-testid="records-tables">
        {RECORD_TABLE_IDS.map((t) => (
          <Link
            key={t}
            href={`/cricket/records${(() => {
              const qs = new URLSearchParams(
                Object.entries(recordsParams({ ...state, table: t, page: 1, min: null })).filter((e): e is [string, string] => e[1] !== null),
              ).toString();
              return qs ? `?${qs}` : '';
            })()}`}
            aria-current={t === state.table ? 'page' : undefined}
            className={`rounded-md border px-3 py-1.5 text-sm ${t === state.table ? 'border-emerald-700 bg-emerald-700 font-semibold text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {RECORD_TABLE_INFO[t].title}
          </Link>
        ))}
      </nav>

      <section className="card mt-6" aria-labelledby="records-filters-heading" data-testid="records-filters">
        <h2 id="records-filters-heading" className="text-lg font-semibold text-slate-900">
          Filter the records
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
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
          <label className="mt-3 flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-700">
            Minimum {info.qualification === 'innings' ? 'innings' : 'balls bowled'}
            <input
              type="number"
              min={0}
              inputMode="numeric"
              className="input py-1.5"
              value={state.min ?? a?.min ?? ''}
              onChange={(e) => set({ min: e.target.value === '' ? null : Math.max(0, Math.min(999999, Math.floor(Number(e.target.value) || 0))) })}
              data-testid="records-min"
            />
          </label>
        )}
        <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="records-status">
          {a
            ? `${a.total.toLocaleString('en-GB')} ${a.total === 1 ? 'entry' : 'entries'} from ${a.tests.toLocaleString('en-GB')} ${a.tests === 1 ? 'Test' : 'Tests'}${filtered ? ` ${filters}` : ''}.`
            : 'Loading...'}{' '}
          {a && qualificationLine(state, a.min)} The team is the player&apos;s side; filters apply to each innings or match counted.
        </p>
        {filtered && (
          <button type="button" className="btn-secondary mt-3" onClick={() => set({ team: null, opp: null, host: null, ground: null, from: null, to: null })}>
            Clear filters
          </button>
        )}
      </section>

      <section className="mt-6" aria-label={info.title}>
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
            <Pager page={Math.min(state.page, pageCount)} pageCount={pageCount} onChange={(page) => update(recordsParams({ ...state, page }))} label="Records pages" />
          </>
        )}
      </section>
      <CricsheetCredit />
    </div>
  );
}
