import { useMemo, useState } from 'react';
import { moveColumn, sortRows, type SortState } from '../../lib/sort-rows';
import type { DataColumn } from './column';

/**
 * The sort state (own, or controlled through `sort`/`onSortChange`) and the rows in that order; `manualSort`: the
 * rows arrive already ordered. `onSorted` runs after every change of sort (DataTable goes back to page 1).
 */
export function useTableSort<T>(opts: {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  defaultSort: SortState | null;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  manualSort: boolean;
  onSorted: () => void;
}) {
  const { rows, columns, manualSort } = opts;
  const [ownSort, setOwnSort] = useState<SortState | null>(opts.defaultSort);
  const controlled = opts.sort !== undefined;
  const sort = controlled ? (opts.sort ?? null) : ownSort;
  const setSort = (next: SortState) => {
    if (!controlled) setOwnSort(next);
    opts.onSortChange?.(next);
    opts.onSorted();
  };
  const sorted = useMemo(() => {
    if (manualSort || !sort) return [...rows];
    const col = columns.find((c) => c.id === sort.column);
    if (!col || !(col.value || col.compare)) return [...rows];
    return sortRows(rows, sort.direction, col.value, col.compare);
  }, [rows, columns, sort, manualSort]);
  return { sort, setSort, sorted };
}

/** Page `page` of `rows` (all of them without `pageSize`; a page past the end shows the last), and the page count. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number | undefined) {
  const pageCount = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const current = Math.min(page, pageCount);
  const visible = pageSize ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;
  return { current, pageCount, visible };
}

/**
 * Column order: on a phone the ranked-by column, then the `phoneFirst` columns in their order, move right after the
 * sticky columns (or after the card title).
 */
export function usePhoneColumnOrder<T>(
  columns: readonly DataColumn<T>[],
  opts: { isNarrow: boolean; rankedBy?: string; phoneFirst?: readonly string[]; cards: boolean; sticky: number },
) {
  const { isNarrow, rankedBy, phoneFirst, cards, sticky } = opts;
  const firstKey = phoneFirst?.join(',') ?? '';
  return useMemo(() => {
    const moved = [...(rankedBy ? [rankedBy] : []), ...(firstKey ? firstKey.split(',') : [])];
    if (!isNarrow || !moved.length) return [...columns];
    const at = cards ? columns.findIndex((c) => c.cardTitle) + 1 : sticky;
    return moved.reduce<DataColumn<T>[]>((cols, id, k) => moveColumn(cols, id, at + k), [...columns]);
  }, [columns, isNarrow, rankedBy, firstKey, cards, sticky]);
}
