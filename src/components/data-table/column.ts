import type { ReactNode, TdHTMLAttributes } from 'react';
import type { SortDirection, SortValue } from '../../lib/sort-rows';
import { formatDate } from '../../lib/format-date';
import { formatNumber } from '../../../common/number-text';

/** One column of a DataTable (the fields are described at the top of ../data-table.tsx). */
export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  label?: string;
  value?: (row: T) => SortValue;
  render?: (row: T, index: number) => ReactNode;
  compare?: (a: T, b: T) => number;
  numeric?: boolean;
  sortable?: boolean;
  firstDirection?: SortDirection;
  rowHeader?: boolean;
  cardTitle?: boolean;
  cellProps?: (row: T, index: number) => TdHTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string | undefined>;
  className?: string;
  headerClassName?: string;
  nowrap?: boolean;
  /** 'stacked' phone layout: the cell's place in the card (CSS order; lower first). */
  stackOrder?: number;
  /** Numbers that are labels (game numbers, ids, years, Test numbers): written as plain digits, never grouped. */
  plainDigits?: boolean;
  /**
   * The figure the table is ranked by or the page is about: placed so it is on a phone's screen without scrolling
   * sideways, and marked (data-key-column) for the sweep that checks so at 375 px.
   */
  keyColumn?: boolean;
}

const textOf = (node: ReactNode): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : '');

/** Plain text name of a column, for card labels and the sort select. */
export const columnLabel = <T,>(c: DataColumn<T>) => c.label ?? textOf(c.header) ?? c.id;

export const isSortable = <T,>(c: DataColumn<T>, tableSortable: boolean) => tableSortable && (c.sortable ?? Boolean(c.value || c.compare));

export const firstDirectionOf = <T,>(c: DataColumn<T>): SortDirection => c.firstDirection ?? (c.numeric ? 'descending' : 'ascending');

/** Column ids whose numbers are labels wherever they appear: years, seasons, seeds, Test and game numbers, ids. */
const LABEL_COLUMN_IDS = /^(?:year|season|seed|test|test_number|test_no|new_id|game|match_id|id|[a-z]+_id)$/;

/** Whether the column's numbers are labels, written as plain digits (`plainDigits`, or a label column's id). */
const plainDigitsOf = <T,>(c: DataColumn<T>) => c.plainDigits ?? LABEL_COLUMN_IDS.test(c.id);

/**
 * The cell's content: render(row) (a bare number from it written as below), else its value as text as the site
 * writes it: a number with thousands
 * separators and the true minus (`formatNumber`; labels such as game numbers as plain digits), a Date in the
 * site's date form.
 */
export function cellContent<T>(c: DataColumn<T>, row: T, index: number): ReactNode {
  // A render that gives a bare number is written as the site writes numbers too ("13,943", not "13943").
  const v = c.render ? c.render(row, index) : c.value?.(row);
  if (v === null || v === undefined) return c.render ? v : '';
  if (v instanceof Date) return formatDate(v);
  if (typeof v === 'number') return plainDigitsOf(c) && Number.isInteger(v) ? String(v) : formatNumber(v, 12);
  return c.render ? (v as ReactNode) : String(v);
}

/** Classes and inline style of a column's cells, given how many leading columns are sticky. */
export function cellLook<T>(c: DataColumn<T>, i: number, sticky: number) {
  const className = [
    c.numeric ? 'num' : '',
    c.nowrap ? 'whitespace-nowrap' : '',
    i < sticky ? 'dt-sticky' : '',
    i === sticky - 1 ? 'dt-sticky-last' : '',
    c.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return { className, style: i < sticky ? { left: `var(--dt-left-${i}, 0px)` } : undefined };
}
