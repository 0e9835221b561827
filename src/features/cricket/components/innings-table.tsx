import type { InningsRecord } from '../api/cricket-types';
import { fmtDate, fmtRate } from '../utils/summarise';

/** Runs with * when the player batted and was not out; DNB / absent when they did not bat. */
export function runsCell(r: InningsRecord): string {
  if (!r.did_bat) return r.dismissal === 'absent hurt' ? 'absent' : 'DNB';
  return r.is_out ? String(r.runs) : `${r.runs}*`;
}

/** Every innings, oldest first. The narrow layout keeps the essential columns. */
export function InningsTable({ innings, narrow }: { innings: InningsRecord[]; narrow: boolean }) {
  return (
    <div className="table-wrap max-h-[32rem] overflow-y-auto">
      <table className="data-table w-full" data-testid="innings-table">
        <caption className="sr-only">All innings, oldest first</caption>
        <thead className="sticky top-0 bg-white">
          <tr>
            <th scope="col" className="num">Runs</th>
            <th scope="col" className="num">Balls</th>
            {!narrow && <th scope="col" className="num">4s</th>}
            {!narrow && <th scope="col" className="num">6s</th>}
            {!narrow && <th scope="col" className="num">SR</th>}
            {!narrow && <th scope="col" className="num">Pos.</th>}
            <th scope="col" className="text-left">Dismissal</th>
            {!narrow && <th scope="col" className="num">Match Inns.</th>}
            <th scope="col" className="text-left">Opposition</th>
            <th scope="col" className="text-left">Match Date</th>
          </tr>
        </thead>
        <tbody>
          {innings.map((r) => (
            <tr key={`${r.match_id}-${r.match_inns}`} className={r.did_bat ? undefined : 'text-slate-600'}>
              <td className="num font-semibold">{runsCell(r)}</td>
              <td className="num">{r.did_bat ? r.balls_faced : '-'}</td>
              {!narrow && <td className="num">{r.did_bat ? r.fours : '-'}</td>}
              {!narrow && <td className="num">{r.did_bat ? r.sixes : '-'}</td>}
              {!narrow && <td className="num">{fmtRate(r.strike_rate)}</td>}
              {!narrow && <td className="num">{r.batting_position ?? '-'}</td>}
              <td>{r.dismissal}</td>
              {!narrow && <td className="num">{r.match_inns}</td>}
              <td>{r.opposition}</td>
              <td className="whitespace-nowrap">{fmtDate(r.match_start_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
