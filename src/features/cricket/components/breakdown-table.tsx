import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { InningsRecord } from '../api/cricket-types';
import { breakdown, fmtAverage, fmtRate, GROUPINGS, type GroupSummary, type Grouping } from '../utils/summarise';

const num = (id: string, header: string, value: (r: GroupSummary) => number | null, format?: (n: number | null) => string): DataColumn<GroupSummary> => ({
  id,
  header,
  value,
  render: format ? (r) => format(value(r)) : undefined,
  numeric: true,
});

const FIGURES: DataColumn<GroupSummary>[] = [
  num('innings', 'Innings', (r) => r.innings),
  num('runs', 'Runs', (r) => r.runs),
  num('balls', 'Balls', (r) => r.balls_faced),
  num('average', 'Average', (r) => r.average, fmtAverage),
  num('sr', 'SR', (r) => r.strike_rate, fmtRate),
  num('fifties', '50s', (r) => r.fifties),
  num('hundreds', '100s', (r) => r.centuries),
];

/** Career split by Year (default), Opposition, Batting Pos., Ground, Host Country and more. */
export function BreakdownTable({ innings }: { innings: readonly InningsRecord[] }) {
  const [grouping, setGrouping] = useState<Grouping>('year');
  const rows = useMemo(() => breakdown(grouping, innings), [grouping, innings]);
  const column = GROUPINGS.find((g) => g.id === grouping)!.column;
  const columns = useMemo<DataColumn<GroupSummary>[]>(
    () => [{ id: 'key', header: column, value: (r) => r.key, rowHeader: true }, ...FIGURES],
    [column],
  );
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
      <div className="mt-3">
        {/* Keyed by grouping: a sort on one grouping's column means nothing in another. */}
        <DataTable key={grouping} rows={rows} columns={columns} rowKey={(r) => r.key} label={`Career by ${column}`} testId="breakdown-table" />
      </div>
    </div>
  );
}
