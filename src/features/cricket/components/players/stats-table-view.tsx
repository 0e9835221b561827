import { useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type DataColumn, type SortState } from '../../../../components/data-table';
import { Pager } from '../../../../components/pager';
import type { CricketPlayer } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';
import { DEFAULT_TABLE, TABLE_PAGE_SIZE, tableRows, tableTeams, type TableSort, type TableState } from '../../utils/stats-table';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { linkTo } from '../../../../../contracts/route-manifest';
import { formatNumber } from '../../../../../common/number-text';

export const years = (p: CricketPlayer) => {
  const a = p.first_test.slice(0, 4);
  const b = p.last_test.slice(0, 4);
  return a === b ? a : `${a}–${b}`;
};

const col = (id: TableSort, header: string, render?: (p: CricketPlayer) => string, label?: string): DataColumn<CricketPlayer> => ({
  id,
  header,
  label,
  value: () => 0,
  render: render ?? ((p) => {
    const v = p[id as keyof CricketPlayer];
    return typeof v === 'number' ? formatNumber(v) : String(v ?? '-');
  }),
  numeric: true,
});

const COLUMNS: DataColumn<CricketPlayer>[] = [
  {
    id: 'name',
    header: 'Player',
    value: () => 0,
    rowHeader: true,
    render: (p) => (
      <Link href={linkTo('/cricket/player/:slug', { slug: p.url_slug })} className="link whitespace-nowrap">
        {displayName(p)}
        {p.may_be_longer && <span title="The archive may not hold all of this career"> †</span>}
      </Link>
    ),
  },
  { id: 'team', header: 'Team', value: () => 0, render: (p) => p.team, nowrap: true },
  { id: 'span', header: 'Span', value: () => 0, render: years, nowrap: true },
  col('matches', 'Tests'),
  col('innings', 'Inns', undefined, 'Innings'),
  col('not_outs', 'NO', undefined, 'Not outs'),
  col('runs', 'Runs'),
  col('highest', 'HS', (p) => (p.highest_score === null ? '-' : `${p.highest_score}${p.highest_not_out ? '*' : ''}`), 'Highest score'),
  col('average', 'Ave', (p) => fmtAverage(p.average), 'Average'),
  col('strike_rate', 'SR', (p) => fmtRate(p.strike_rate), 'Strike rate'),
  col('hundreds', '100s'),
  col('fifties', '50s'),
  col('fours', '4s'),
  col('sixes', '6s'),
];

export function YearSelect({ label, value, years, onChange, testId }: { label: string; value: number | null; years: number[]; onChange: (y: number | null) => void; testId: string }) {
  return (
    <label className="flex flex-col text-sm text-slate-800">
      {label}
      <select className="input mt-1" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} data-testid={testId}>
        <option value="">Any year</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The tables' team and played-from/to selects (one set for the batting, bowling and fielding tables). */
export function TableFilters({
  teams,
  years,
  team,
  from,
  to,
  onChange,
}: {
  teams: readonly string[];
  years: number[];
  team: string | null;
  from: number | null;
  to: number | null;
  onChange: (patch: { team?: string | null; from?: number | null; to?: number | null }) => void;
}) {
  return (
    <>
      <label className="flex flex-col text-sm text-slate-800">
        Team
        <select className="input mt-1" value={team ?? ''} onChange={(e) => onChange({ team: e.target.value || null })} data-testid="table-team">
          <option value="">All teams</option>
          {teams.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <YearSelect label="Played from" value={from} years={years} onChange={(f) => onChange({ from: f })} testId="table-from" />
      <YearSelect label="Played to" value={to} years={years} onChange={(t) => onChange({ to: t })} testId="table-to" />
    </>
  );
}

/** The Statsguru-like table of every player with innings; filters, sort and page live in the URL. */
export function StatsTableView({ players, state, onChange }: { players: readonly CricketPlayer[]; state: TableState; onChange: (s: TableState) => void }) {
  const teams = useMemo(() => tableTeams(players), [players]);
  const rows = useMemo(() => tableRows(players, state), [players, state]);
  const pageCount = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const visible = rows.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE);
  const set = (patch: Partial<TableState>) => onChange({ ...state, page: 1, ...patch });
  const yearOptions = useMemo(() => {
    const ys = players.flatMap((p) => [Number(p.first_test.slice(0, 4)), Number(p.last_test.slice(0, 4))]);
    const lo = Math.min(...ys);
    const hi = Math.max(...ys);
    return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  }, [players]);
  const sort: SortState = { column: state.sort, direction: state.dir === 'asc' ? 'ascending' : 'descending' };
  return (
    <section className="mt-4" aria-label="Players table" data-testid="stats-table-view">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TableFilters teams={teams} years={yearOptions} team={state.team} from={state.from} to={state.to} onChange={set} />
        <label className="flex flex-col text-sm text-slate-800">
          Minimum innings
          <input
            type="number"
            min={1}
            inputMode="numeric"
            className="input mt-1"
            value={state.minInnings}
            onChange={(e) => set({ minInnings: Math.max(1, Math.min(9999, Math.floor(Number(e.target.value) || 1))) })}
            data-testid="table-min"
          />
        </label>
      </div>
      <p className="mt-3 text-sm text-slate-700" data-testid="table-count" aria-live="polite">
        {rows.length === 1 ? '1 player' : `${formatNumber(rows.length)} players`}
        {state.team || state.from || state.to || state.minInnings !== DEFAULT_TABLE.minInnings
          ? ' match these filters'
          : ` with at least one innings${players.length > rows.length ? ` (the cards count all ${formatNumber(players.length)}: ${formatNumber(players.length - rows.length)} never batted in the archive)` : ''}`}
        . Figures
        are whole archive careers; the years filter keeps players whose archive career overlaps them; the team is the one of the latest
        Test. † the archive may not hold all of the career.
      </p>
      <div className="mt-2">
        <DataTable
          rows={visible}
          columns={COLUMNS}
          rowKey={(p) => p.player_id}
          label="Test batting careers"
          manualSort
          sort={sort}
          onSortChange={(s) => set({ sort: s.column as TableSort, dir: s.direction === 'ascending' ? 'asc' : 'desc' })}
          stickyColumns={1}
          testId="stats-table"
        />
      </div>
      <Pager page={page} pageCount={pageCount} onChange={(p) => onChange({ ...state, page: p })} label="Table pages" />
    </section>
  );
}
