import { DataTable } from '../../../components/data-table';
import { accumulatorRows } from '../utils/odds-calculator';
import { formatMoney as money, formatNumber } from '../../../../common/number-text';

const odds = (x: number) => formatNumber(x, 4);

/** Worked accumulator: each leg's odds, the running odds and the running return of the stake. */
export function AccumulatorTable({ legs, stake, caption }: { legs: number[]; stake: number; caption: string }) {
  const rows = accumulatorRows(legs, stake);
  return (
    <div className="not-prose my-4">
      <DataTable
        rows={rows}
        columns={[
          { id: 'leg', header: 'Leg', rowHeader: true, nowrap: true, render: (r) => `Leg ${r.leg}` },
          // The running return is the figure the table is about: second, so a phone shows it without scrolling.
          { id: 'return', header: `Return on ${money(stake)}`, numeric: true, keyColumn: true, render: (r) => money(r.cumulativeReturn) },
          { id: 'odds', header: 'Decimal odds', numeric: true, render: (r) => odds(r.odds) },
          { id: 'cumulative', header: 'Cumulative odds', numeric: true, render: (r) => odds(r.cumulativeOdds) },
        ]}
        rowKey={(r) => r.leg}
        label={caption}
        showCaption
        sortable={false}
      />
    </div>
  );
}
