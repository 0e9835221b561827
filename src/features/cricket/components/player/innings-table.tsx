import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { InningsRecord } from '../../api/cricket-types';
import { fmtDate, fmtRate } from '../../utils/summarise';

/** Runs with * when the player batted and was not out; DNB / absent when they did not bat. */
export function runsCell(r: InningsRecord): string {
  if (!r.did_bat) return r.dismissal === 'absent hurt' ? 'absent' : 'DNB';
  return r.is_out ? String(r.runs) : `${r.runs}*`;
}

const batted = (r: InningsRecord, v: number | null) => (r.did_bat ? v : null);

const COLUMNS: DataColumn<InningsRecord>[] = [
  {
    id: 'date',
    header: 'Match Date',
    value: (r) => `${r.match_start_date} ${r.match_id} ${r.match_inns}`,
    render: (r) => (
      // Each innings opens its match's scorecard.
      <Link href={linkTo('/cricket/match/:matchId', { matchId: r.match_id })} className="link" data-testid="innings-scorecard-link">
        {fmtDate(r.match_start_date)}
      </Link>
    ),
    rowHeader: true,
    nowrap: true,
  },
  { id: 'runs', header: 'Runs', value: (r) => batted(r, r.runs), render: runsCell, numeric: true, className: 'font-semibold' },
  { id: 'balls', header: 'Balls', value: (r) => batted(r, r.balls_faced), render: (r) => (r.did_bat ? r.balls_faced : '-'), numeric: true },
  { id: 'fours', header: '4s', value: (r) => batted(r, r.fours), render: (r) => (r.did_bat ? r.fours : '-'), numeric: true },
  { id: 'sixes', header: '6s', value: (r) => batted(r, r.sixes), render: (r) => (r.did_bat ? r.sixes : '-'), numeric: true },
  { id: 'sr', header: 'SR', value: (r) => r.strike_rate, render: (r) => fmtRate(r.strike_rate), numeric: true },
  { id: 'pos', header: 'Pos.', value: (r) => r.batting_position, render: (r) => r.batting_position ?? '-', numeric: true },
  { id: 'dismissal', header: 'Dismissal', value: (r) => r.dismissal, nowrap: true },
  { id: 'inns', header: 'Match Inns.', value: (r) => r.match_inns, numeric: true },
  { id: 'opposition', header: 'Opposition', value: (r) => r.opposition, nowrap: true },
  // One line per row: a long ground name wrapped into tall, mostly blank rows on a phone.
  { id: 'ground', header: 'Ground', value: (r) => r.ground, nowrap: true },
];

/** Rows per page of the all-innings table: a long career renders a page at a time, never hundreds of rows at once. */
export const INNINGS_PAGE_SIZE = 50;

/**
 * Every innings, oldest first, sortable, a page at a time. The date stays in view while the rest scrolls
 * sideways on phones, and the header stays in view while the rows scroll.
 */
export function InningsTable({ innings }: { innings: readonly InningsRecord[] }) {
  return (
    <DataTable
      rows={innings}
      columns={COLUMNS}
      rowKey={(r) => `${r.match_id}-${r.match_inns}`}
      label="All innings"
      pageSize={INNINGS_PAGE_SIZE}
      testId="innings-table"
      rowProps={(r) => (r.did_bat ? {} : { className: 'text-slate-600' })}
      className="[&_.dt-scroll]:max-h-[32rem] [&_.dt-scroll]:overflow-y-auto [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-20"
      empty="No innings"
    />
  );
}
