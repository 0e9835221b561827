import { useMemo, useState } from 'react';
import type { InningsRecord } from '../api/cricket-types';
import { breakdown, fmtAverage, fmtRate, GROUPINGS, type Grouping } from '../utils/summarise';

/** Career split by Year (default), Opposition, Batting Pos., Ground, Host Country and more. */
export function BreakdownTable({ innings, narrow }: { innings: InningsRecord[]; narrow: boolean }) {
  const [grouping, setGrouping] = useState<Grouping>('year');
  const rows = useMemo(() => breakdown(grouping, innings), [grouping, innings]);
  const column = GROUPINGS.find((g) => g.id === grouping)!.column;
  return (
    <div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Group innings by">
        {GROUPINGS.map((g) => (
          <button
            key={g.id}
            type="button"
            aria-pressed={grouping === g.id}
            onClick={() => setGrouping(g.id)}
            className={
              grouping === g.id
                ? 'rounded-md border border-emerald-700 bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white'
                : 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50'
            }
          >
            {g.label}
          </button>
        ))}
      </div>
      <div className="table-wrap mt-3">
        <table className="data-table w-full" data-testid="breakdown-table">
          <caption className="sr-only">Career by {column}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {column}
              </th>
              <th scope="col" className="num">Innings</th>
              <th scope="col" className="num">Runs</th>
              {!narrow && <th scope="col" className="num">Balls</th>}
              <th scope="col" className="num">Average</th>
              <th scope="col" className="num">SR</th>
              {!narrow && <th scope="col" className="num">50s</th>}
              {!narrow && <th scope="col" className="num">100s</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="bg-transparent text-left font-medium">
                  {r.key}
                </th>
                <td className="num">{r.innings}</td>
                <td className="num">{r.runs}</td>
                {!narrow && <td className="num">{r.balls_faced}</td>}
                <td className="num">{fmtAverage(r.average)}</td>
                <td className="num">{fmtRate(r.strike_rate)}</td>
                {!narrow && <td className="num">{r.fifties}</td>}
                {!narrow && <td className="num">{r.centuries}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
