import type { PlayerDetail } from '../api/cricket-types';
import { fmtAverage, fmtRate } from '../utils/summarise';
import { SERIES_COLOURS } from './average-worm';

type Row = { label: string; value: (d: PlayerDetail) => number | null; format?: (n: number | null) => string; higherIsBetter?: boolean };

const ROWS: Row[] = [
  { label: 'Tests', value: (d) => d.matches },
  { label: 'Innings', value: (d) => d.summary.innings },
  { label: 'Not Outs', value: (d) => d.summary.not_outs },
  { label: 'Runs Scored', value: (d) => d.summary.runs, higherIsBetter: true },
  { label: 'Balls', value: (d) => d.summary.balls_faced },
  { label: 'Average', value: (d) => d.summary.average, format: fmtAverage, higherIsBetter: true },
  { label: 'SR', value: (d) => d.summary.strike_rate, format: fmtRate, higherIsBetter: true },
  { label: '100s', value: (d) => d.summary.centuries, higherIsBetter: true },
  { label: '50s', value: (d) => d.summary.fifties, higherIsBetter: true },
  { label: '4s', value: (d) => d.summary.fours },
  { label: '6s', value: (d) => d.summary.sixes },
  { label: 'Highest score', value: (d) => d.summary.highest_score, higherIsBetter: true },
];

/** Both career summaries in one table, one column per player; the better figure is bold. */
export function CompareSummaryTable({ players }: { players: [PlayerDetail, PlayerDetail] }) {
  return (
    <div className="table-wrap">
      <table className="data-table w-full" data-testid="compare-summary">
        <caption className="sr-only">Career summaries side by side</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">
              Career
            </th>
            {players.map((p, i) => (
              <th key={p.player_id} scope="col" className="num" style={{ color: SERIES_COLOURS[i] }}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => {
            const [a, b] = players.map(r.value);
            const best = r.higherIsBetter && a !== null && b !== null && a !== b ? (a > b ? 0 : 1) : -1;
            return (
              <tr key={r.label}>
                <th scope="row" className="bg-transparent text-left font-medium">
                  {r.label}
                </th>
                {[a, b].map((v, i) => (
                  <td key={i} className={`num ${best === i ? 'font-bold text-slate-900' : ''}`}>
                    {r.format ? r.format(v) : (v ?? '-')}
                    {r.label === 'Highest score' && players[i].summary.highest_not_out ? '*' : ''}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
