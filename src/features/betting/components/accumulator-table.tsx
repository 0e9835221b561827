import { accumulatorRows } from '../utils/odds-calculator';

const money = (x: number) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const odds = (x: number) => x.toLocaleString('en-GB', { maximumFractionDigits: 4 });

/** Worked accumulator: each leg's odds, the running odds and the running return of the stake. */
export function AccumulatorTable({ legs, stake, caption }: { legs: number[]; stake: number; caption: string }) {
  const rows = accumulatorRows(legs, stake);
  return (
    <div className="table-wrap not-prose my-4">
      <table className="data-table !my-0">
        <caption className="px-3 py-2 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Leg</th>
            <th scope="col" className="num">Decimal odds</th>
            <th scope="col" className="num">Cumulative odds</th>
            <th scope="col" className="num">Return on {money(stake)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.leg}>
              <td>Leg {r.leg}</td>
              <td className="num">{odds(r.odds)}</td>
              <td className="num">{odds(r.cumulativeOdds)}</td>
              <td className="num">{money(r.cumulativeReturn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
