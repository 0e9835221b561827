import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { CompareFigures } from '../../utils/compare-figures';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { SERIES_COLOURS } from '../player/average-worm';
import { formatNumber } from '../../../../../common/number-text';

/** An average on fewer dismissals than this is marked beside the figure: too small a sample to read much into. */
export const FEW_DISMISSALS = 10;

type Row = {
  label: string;
  value: (f: CompareFigures) => number | null;
  format?: (n: number | null) => string;
  higherIsBetter?: boolean;
  /** A caveat shown under the figure (tiny sample, partial career). */
  note?: (f: CompareFigures) => string | null;
};

const ROWS: Row[] = [
  { label: 'Tests', value: (f) => f.matches, note: (f) => (f.partial ? 'archive may lack some' : null) },
  { label: 'Innings', value: (f) => f.innings },
  { label: 'Not Outs', value: (f) => f.not_outs },
  { label: 'Runs Scored', value: (f) => f.runs, higherIsBetter: true },
  { label: 'Balls', value: (f) => f.balls_faced },
  {
    label: 'Average',
    value: (f) => f.average,
    format: fmtAverage,
    higherIsBetter: true,
    note: (f) => (f.innings > 0 && f.outs < FEW_DISMISSALS ? (f.outs === 0 ? 'never out' : `only ${f.outs} ${f.outs === 1 ? 'dismissal' : 'dismissals'}`) : null),
  },
  { label: 'SR', value: (f) => f.strike_rate, format: fmtRate, higherIsBetter: true },
  { label: '100s', value: (f) => f.centuries, higherIsBetter: true },
  { label: '50s', value: (f) => f.fifties, higherIsBetter: true },
  { label: '4s', value: (f) => f.fours },
  { label: '6s', value: (f) => f.sixes },
  { label: 'Highest score', value: (f) => f.highest_score, higherIsBetter: true },
];

/**
 * Both players' figures in one table, one column per player; the better figure is bold, and a figure resting on
 * a tiny sample or a career the archive may hold only in part says so beneath it.
 */
export function CompareSummaryTable({ players, filtered }: { players: readonly [CompareFigures, CompareFigures]; filtered: boolean }) {
  const columns: DataColumn<Row>[] = [
    { id: 'label', header: filtered ? 'Filtered' : 'Career', render: (r) => r.label, rowHeader: true },
    ...players.map(
      (p, i): DataColumn<Row> => ({
        id: `p${i}`,
        header: <span style={{ color: SERIES_COLOURS[i] }}>{p.name}</span>,
        label: p.name,
        numeric: true,
        render: (r) => {
          const [a, b] = players.map(r.value);
          const v = i === 0 ? a : b;
          const text = `${r.format ? r.format(v) : v === null || v === undefined ? '-' : formatNumber(v)}${r.label === 'Highest score' && p.highest_not_out ? '*' : ''}`;
          const best = r.higherIsBetter && a !== null && b !== null && a !== b ? (a > b ? 0 : 1) : -1;
          const figure: ReactNode = best === i ? <strong className="text-slate-900">{text}</strong> : text;
          const note = r.note?.(p) ?? null;
          return note ? (
            <>
              {figure}
              <span className="block text-xs font-normal whitespace-normal text-slate-600" data-testid="compare-figure-note">
                {note}
              </span>
            </>
          ) : (
            figure
          );
        },
      }),
    ),
  ];
  return (
    <DataTable
      rows={ROWS}
      columns={columns}
      rowKey={(r) => r.label}
      label={filtered ? 'Filtered figures side by side' : 'Career summaries side by side'}
      sortable={false}
      testId="compare-summary"
    />
  );
}
