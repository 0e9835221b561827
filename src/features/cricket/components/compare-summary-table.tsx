import { DataTable, type DataColumn } from '../../../components/data-table';
import type { PlayerDetail } from '../api/cricket-types';
import { displayName } from '../utils/player-name';
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
  const columns: DataColumn<Row>[] = [
    { id: 'label', header: 'Career', render: (r) => r.label, rowHeader: true },
    ...players.map(
      (p, i): DataColumn<Row> => ({
        id: `p${i}`,
        header: <span style={{ color: SERIES_COLOURS[i] }}>{displayName(p)}</span>,
        label: displayName(p),
        numeric: true,
        render: (r) => {
          const [a, b] = players.map(r.value);
          const v = i === 0 ? a : b;
          const text = `${r.format ? r.format(v) : (v ?? '-')}${r.label === 'Highest score' && p.summary.highest_not_out ? '*' : ''}`;
          const best = r.higherIsBetter && a !== null && b !== null && a !== b ? (a > b ? 0 : 1) : -1;
          return best === i ? <strong className="text-slate-900">{text}</strong> : text;
        },
      }),
    ),
  ];
  return <DataTable rows={ROWS} columns={columns} rowKey={(r) => r.label} label="Career summaries side by side" sortable={false} testId="compare-summary" />;
}
