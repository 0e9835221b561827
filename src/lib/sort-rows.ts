import { compareText } from '../../common/compare-text';

/** Pure sorting used by the shared DataTable (and testable without React). */
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | Date | null | undefined;

const isMissing = (v: SortValue) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Ascending comparison of two present values: numbers numerically, dates by time, text in natural order. */
export function compareValues(a: Exclude<SortValue, null | undefined>, b: Exclude<SortValue, null | undefined>): number {
  const na = a instanceof Date ? a.getTime() : typeof a === 'boolean' ? Number(a) : a;
  const nb = b instanceof Date ? b.getTime() : typeof b === 'boolean' ? Number(b) : b;
  if (typeof na === 'number' && typeof nb === 'number') return na - nb;
  return compareText(String(na), String(nb));
}

/**
 * A sorted copy of rows. Missing values (null, undefined, '', NaN) go last in both directions; rows that compare
 * equal keep their original order (stable), so sorting the same column the other way reverses every distinct value.
 * `compare`, when given, is an ascending comparator of whole rows and replaces the value comparison.
 */
export function sortRows<T>(
  rows: readonly T[],
  direction: SortDirection,
  value?: (row: T) => SortValue,
  compare?: (a: T, b: T) => number,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index, v: value ? value(row) : undefined }));
  indexed.sort((x, y) => {
    if (compare) {
      const c = compare(x.row, y.row);
      return c !== 0 ? sign * c : x.index - y.index;
    }
    const mx = isMissing(x.v);
    const my = isMissing(y.v);
    if (mx || my) return mx && my ? x.index - y.index : mx ? 1 : -1;
    const c = compareValues(x.v as never, y.v as never);
    return c !== 0 ? sign * c : x.index - y.index;
  });
  return indexed.map((x) => x.row);
}

/** The sort after activating a column header: the same column flips, another column starts at its first direction. */
export function nextSort(current: SortState | null, column: string, firstDirection: SortDirection): SortState {
  if (current && current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: firstDirection };
}

/** Moves the column with id `id` to position `at` (clamped), keeping the others' order; unchanged when absent. */
export function moveColumn<C extends { id: string }>(columns: readonly C[], id: string | undefined, at: number): C[] {
  const from = id ? columns.findIndex((c) => c.id === id) : -1;
  if (from < 0) return [...columns];
  const rest = columns.filter((_, i) => i !== from);
  const to = Math.max(0, Math.min(at, rest.length));
  return [...rest.slice(0, to), columns[from], ...rest.slice(to)];
}
