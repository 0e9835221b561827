import type { SortDirection, SortState } from '../../lib/sort-rows';
import { columnLabel, type DataColumn } from './column';

/** Cards mode on a phone: the header row is hidden, so a "Sort by" select offers each sortable column both ways. */
export function CardSortSelect<T>({ columns, sort, onSort }: { columns: readonly DataColumn<T>[]; sort: SortState | null; onSort: (next: SortState) => void }) {
  return (
    <label className="mb-2 flex items-center justify-end gap-2 text-sm text-slate-700">
      Sort by
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
        value={sort ? `${sort.column}:${sort.direction}` : ''}
        onChange={(e) => {
          const [column, direction] = e.target.value.split(':');
          if (column) onSort({ column, direction: direction as SortDirection });
        }}
      >
        {!sort ? <option value="">Original order</option> : null}
        {columns.map((c) =>
          (['ascending', 'descending'] as const).map((d) => (
            <option key={`${c.id}:${d}`} value={`${c.id}:${d}`}>
              {columnLabel(c)} ({c.numeric ? (d === 'ascending' ? 'low to high' : 'high to low') : d === 'ascending' ? 'A to Z' : 'Z to A'})
            </option>
          )),
        )}
      </select>
    </label>
  );
}
