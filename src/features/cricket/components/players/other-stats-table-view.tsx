import { useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type DataColumn, type SortState } from '../../../../components/data-table';
import { Pager } from '../../../../components/pager';
import type { BowlingCareerRow, CricketPlayer, FieldingCareerRow } from '../../api/cricket-types';
import { figuresText } from '../../utils/bowling-summary';
import { bowlingTableRows, fieldingTableRows, LOWER_IS_BETTER, type BowlingTableRow, type FieldingTableRow, type OtherTableState } from '../../utils/bowling-table';
import { displayName } from '../../utils/player-name';
import { TABLE_PAGE_SIZE, tableTeams } from '../../utils/stats-table';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { TableFilters, years } from './stats-table-view';

type Row = { p: CricketPlayer };

const playerCols = <R extends Row>(): DataColumn<R>[] => [
  {
    id: 'name',
    header: 'Player',
    value: () => 0,
    rowHeader: true,
    render: ({ p }) => (
      <Link href={`/cricket/player/${p.url_slug}`} className="link whitespace-nowrap">
        {displayName(p)}
        {p.may_be_longer && <span title="The archive may not hold all of this career"> †</span>}
      </Link>
    ),
  },
  { id: 'team', header: 'Team', value: () => 0, render: ({ p }) => p.team, nowrap: true },
  { id: 'span', header: 'Span', value: () => 0, render: ({ p }) => years(p), nowrap: true },
  { id: 'matches', header: 'Tests', value: () => 0, render: ({ p }) => p.matches, numeric: true },
];

const fig = <R,>(id: string, header: string, render: (r: R) => string | number, label?: string): DataColumn<R> => ({
  id,
  header,
  label,
  value: () => 0,
  render,
  numeric: true,
  firstDirection: LOWER_IS_BETTER.has(id) ? 'ascending' : 'descending',
});

const BOWLING: DataColumn<BowlingTableRow>[] = [
  ...playerCols<BowlingTableRow>(),
  fig('innings', 'Inns', ({ b }) => b.innings, 'Innings bowled in'),
  fig('balls', 'Balls', ({ b }) => b.balls),
  fig('runs', 'Runs', ({ b }) => b.runs),
  fig('wickets', 'Wkts', ({ b }) => b.wickets, 'Wickets'),
  fig('best', 'BBI', ({ b }) => figuresText(b.best_innings), 'Best bowling in an innings'),
  fig('average', 'Ave', ({ b }) => fmtAverage(b.average), 'Average'),
  fig('economy', 'Econ', ({ b }) => fmtRate(b.economy), 'Economy'),
  fig('strike_rate', 'SR', ({ b }) => fmtRate(b.strike_rate), 'Strike rate'),
  fig('five_wickets', '5w', ({ b }) => b.five_wickets, 'Five-wicket innings'),
  fig('ten_wickets', '10w', ({ b }) => b.ten_wickets, 'Ten-wicket matches'),
];

const FIELDING: DataColumn<FieldingTableRow>[] = [
  ...playerCols<FieldingTableRow>(),
  fig('catches', 'Ct', ({ f }) => f.catches, 'Catches'),
  fig('caught_and_bowled', 'c&b', ({ f }) => f.caught_and_bowled, 'Caught and bowled (in Ct)'),
  fig('stumpings', 'St', ({ f }) => f.stumpings, 'Stumpings'),
  fig('run_outs', 'RO', ({ f }) => f.run_outs, 'Run outs'),
];

/** The Table view's Bowling and Fielding tables (whole archive careers); filters, sort and page live in the URL. */
export function OtherStatsTableView({
  players,
  bowlers,
  fielders,
  state,
  onChange,
}: {
  players: readonly CricketPlayer[];
  bowlers: readonly BowlingCareerRow[];
  fielders: readonly FieldingCareerRow[];
  state: OtherTableState;
  onChange: (s: OtherTableState) => void;
}) {
  const teams = useMemo(() => tableTeams(players), [players]);
  const bowling = state.stats === 'bowling';
  const rows = useMemo(
    () => (bowling ? bowlingTableRows(players, bowlers, state) : fieldingTableRows(players, fielders, state)),
    [bowling, players, bowlers, fielders, state],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const visible = rows.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE);
  const set = (patch: Partial<OtherTableState>) => onChange({ ...state, page: 1, ...patch });
  const yearOptions = useMemo(() => {
    const ys = players.flatMap((p) => [Number(p.first_test.slice(0, 4)), Number(p.last_test.slice(0, 4))]);
    const lo = Math.min(...ys);
    return Array.from({ length: Math.max(...ys) - lo + 1 }, (_, i) => lo + i);
  }, [players]);
  const sort: SortState = { column: state.sort, direction: state.dir === 'asc' ? 'ascending' : 'descending' };
  const onSortChange = (s: SortState) => set({ sort: s.column, dir: s.direction === 'ascending' ? 'asc' : 'desc' });
  const who = bowling ? 'bowler' : 'fielder';
  return (
    <section className="mt-4" aria-label={bowling ? 'Bowlers table' : 'Fielders table'} data-testid="other-stats-table-view">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TableFilters teams={teams} years={yearOptions} team={state.team} from={state.from} to={state.to} onChange={set} />
        {bowling && (
          <label className="flex flex-col text-sm text-slate-800">
            Minimum balls bowled
            <input
              type="number"
              min={1}
              inputMode="numeric"
              className="input mt-1"
              value={state.minBalls}
              onChange={(e) => set({ minBalls: Math.max(1, Math.min(999999, Math.floor(Number(e.target.value) || 1))) })}
              data-testid="table-min-balls"
            />
          </label>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700" data-testid="table-count" aria-live="polite">
        {rows.length === 1 ? `1 ${who}` : `${rows.length} ${who}s`}
        {bowling ? ` with at least ${state.minBalls} ${state.minBalls === 1 ? 'ball' : 'balls'} bowled` : ' with a fielding credit'}
        {state.team || state.from || state.to ? ' matching these filters' : ''}. Figures are whole archive careers; set a minimum of balls
        (Statsguru&apos;s records use 2000) before reading the best averages, economy and strike rates.
        {bowling ? '' : ' Catches include caught and bowled; the archive does not say who kept wicket.'} † the archive may not hold all of the career.
      </p>
      <div className="mt-2">
        {bowling ? (
          <DataTable rows={visible as BowlingTableRow[]} columns={BOWLING} rowKey={(r) => r.p.player_id} label="Test bowling careers" manualSort sort={sort} onSortChange={onSortChange} stickyColumns={1} testId="stats-table" />
        ) : (
          <DataTable rows={visible as FieldingTableRow[]} columns={FIELDING} rowKey={(r) => r.p.player_id} label="Test fielding careers" manualSort sort={sort} onSortChange={onSortChange} stickyColumns={1} testId="stats-table" />
        )}
      </div>
      <Pager page={page} pageCount={pageCount} onChange={(p) => onChange({ ...state, page: p })} label="Table pages" />
    </section>
  );
}
