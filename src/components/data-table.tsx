/**
 * DataTable: the site's one table component. Every table on the site renders through it.
 *
 * <DataTable<T> ...props />
 * - rows: T[]                     all rows; the table sorts (and, with pageSize, pages) them itself.
 * - columns: DataColumn<T>[]      column definitions (below), in desktop order.
 * - rowKey(row, index)            stable React key.
 * - label: string                 accessible name: the table's <caption> and the scroll region's aria-label.
 * - showCaption?: boolean         show the caption as visible text above the table (default: screen readers only).
 * - narrow?: 'scroll' | 'cards'   what a phone (< 640 px) gets:
 *                                   'scroll' (default): the table scrolls sideways inside a container that is
 *                                   focusable (tabindex=0 when it overflows), role="region" with aria-label=label,
 *                                   shows an edge shadow on the side that has more, and keeps the first
 *                                   `stickyColumns` columns in view;
 *                                   'cards': every row becomes a card of "label: value" lines (the header row is
 *                                   visually hidden and a "Sort by" select replaces it);
 *                                   'stacked': cards in two columns, each label above its value, so a row of many
 *                                   short cells (a match: two players, two scores, the date) stays a compact card;
 *                                   the card-title cell spans both columns; `stackOrder` orders the cells.
 * - stickyColumns?: number        leading columns kept in view while scrolling sideways (default 1).
 * - rankedBy?: string             id of the column the table is ranked by. On phones it is moved to just after the
 *                                 sticky columns (scroll) or to the top of each card (cards), so it is visible at
 *                                 first sight; desktop order is unchanged.
 * - phoneFirst?: string[]         ids of the columns that decide a reading (Runs, SR, Date): on phones they follow the
 *                                 sticky columns (after `rankedBy`), in this order; desktop order is unchanged.
 * - sortable?: boolean            default true; false for tables whose order is the point (rankings, timelines).
 * - defaultSort?: SortState       initial sort ({ column, direction }); none = rows in the given order.
 * - sort?, onSortChange?          controlled sort state (e.g. to reset a page elsewhere or to sort on the server).
 * - manualSort?: boolean          rows already arrive in the wanted order (server-sorted): headers still toggle
 *                                 the sort state and aria-sort, the component does not reorder rows.
 * - pageSize?: number             show rows in pages with the shared <Pager> (Previous/Next scroll the table's
 *                                 section into view); sorting goes back to page 1.
 * - pagerLabel?: string           aria-label of the pager nav (default "{label} pages").
 * - rowProps?(row, index)         extra <tr> attributes: className (row tones), data-*, aria-current.
 * - testId?: string               data-testid of the <table>.
 * - className?: string            extra classes on the outer wrapper.
 * - tableClassName?: string       extra classes on the <table> (e.g. "min-w-[40rem]" to force scrolling early).
 * - scrollClassName?: string      classes of the scroll container (default "table-wrap"; e.g. add a max height).
 * - stickyHeader?: boolean        keep the header row in view when the scroll container scrolls vertically.
 * - empty?: ReactNode             shown in a single row when there are no rows.
 * - footer?: ReactNode            <tfoot> content (rows), e.g. totals.
 * - csv?: string | false          "Download CSV" under the table: the file (this name, default from `label`) holds
 *                                 every row (all pages) as the table shows its cells (src/components/csv-download.tsx);
 *                                 false where the page offers the table's download itself (CsvTable).
 * - tableId?: string              the <table>'s id (default from useId); a download elsewhere names it.
 *
 * DataColumn<T>:
 * - id: string                    unique id (sort state, rankedBy).
 * - header: ReactNode             header cell content.
 * - label?: string                plain text name for card labels and the sort select (default: header if text).
 * - value?(row)                   sort key, and the cell's content when there is no render (number/string/Date/null).
 * - render?(row, index)           cell content.
 * - compare?(a, b)                ascending comparator of whole rows (overrides value for sorting).
 * - numeric?: boolean             right-aligned with tabular figures; its first sort is descending.
 * - sortable?: boolean            default: sortable table && (value || compare).
 * - firstDirection?               direction of the first click (default: numeric ? 'descending' : 'ascending').
 * - rowHeader?: boolean           render the cell as <th scope="row"> (the player or label column).
 * - cardTitle?: boolean           cards mode: this cell is the card's heading line (shown without its label).
 * - cellProps?(row, index)        extra <td> attributes (className, data-testid, ...).
 * - className?, headerClassName?  extra classes on every cell / on the header cell.
 * - nowrap?: boolean              keep the cell on one line (dates, scores).
 * - stackOrder?: number           'stacked' mode: the cell's place in the card (lower first; default after all).
 * - plainDigits?: boolean         numbers that are labels (game numbers, ids): plain digits, not grouped.
 *
 * <TableScroll label className? sticky?> (data-table/table-scroll.tsx): the scroll region alone, for markup DataTable
 * does not render (MDX tables, code blocks).
 *
 * The parts live in data-table/: column.ts (the column type, labels, cell classes), use-table-order.ts (sorting,
 * paging, the phone column order), use-sticky-offsets.ts, table-head.tsx (sort buttons), table-body.tsx (rows and
 * cards' labels), card-sort-select.tsx (the phone's "Sort by"), table-scroll.tsx (the scroll region).
 */
import { useDeferredValue, useId, useRef, useState, type ReactNode } from 'react';
import { NARROW_QUERY, useMediaQuery } from '../hooks/use-media-query';
import type { SortState } from '../lib/sort-rows';
import { CsvDownload } from './csv-download';
import { Pager } from './pager';
import { CardSortSelect } from './data-table/card-sort-select';
import { isSortable, type DataColumn } from './data-table/column';
import { TableBody, type RowProps } from './data-table/table-body';
import { TableHead } from './data-table/table-head';
import { TableScroll } from './data-table/table-scroll';
import { pageOf, usePhoneColumnOrder, useTableSort } from './data-table/use-table-order';
import { useStickyOffsets } from './data-table/use-sticky-offsets';

export type { SortState } from '../lib/sort-rows';
export type { DataColumn } from './data-table/column';
export { TableScroll } from './data-table/table-scroll';

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  label: string;
  showCaption?: boolean;
  narrow?: 'scroll' | 'cards' | 'stacked';
  stickyColumns?: number;
  rankedBy?: string;
  phoneFirst?: readonly string[];
  sortable?: boolean;
  defaultSort?: SortState | null;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  manualSort?: boolean;
  pageSize?: number;
  pagerLabel?: string;
  rowProps?: (row: T, index: number) => RowProps;
  testId?: string;
  className?: string;
  tableClassName?: string;
  scrollClassName?: string;
  stickyHeader?: boolean;
  empty?: ReactNode;
  footer?: ReactNode;
  csv?: string | false;
  tableId?: string;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, label, narrow = 'scroll', stickyColumns = 1, sortable = true, pageSize, className = '' } = props;
  // Deferred: a hydrated page on a phone (the server renders the wide layout) switches every table to its phone
  // column order in a transition, in time slices after the first paint, not in one synchronous task straight after
  // hydration; a table first rendered on the client gets the phone's value at once.
  const isNarrow = useDeferredValue(useMediaQuery(NARROW_QUERY));
  const cards = narrow === 'cards' || narrow === 'stacked';
  const sticky = cards ? 0 : Math.max(0, stickyColumns);

  const [page, setPage] = useState(1);
  // True only while a download reads every row (all pages) off the rendered table.
  const [allRows, setAllRows] = useState(false);
  const autoId = useId();
  const tableId = props.tableId ?? `dt${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { sort, setSort, sorted } = useTableSort({
    rows: props.rows,
    columns,
    defaultSort: props.defaultSort ?? null,
    sort: props.sort,
    onSortChange: props.onSortChange,
    manualSort: props.manualSort ?? false,
    onSorted: () => setPage(1),
  });
  const { current, pageCount, visible } = pageOf(sorted, page, allRows ? undefined : pageSize);
  const shown = usePhoneColumnOrder(columns, { isNarrow, rankedBy: props.rankedBy, phoneFirst: props.phoneFirst, cards, sticky });
  const tableRef = useRef<HTMLTableElement>(null);
  useStickyOffsets(tableRef, sticky, shown);
  const sortableCols = shown.filter((c) => isSortable(c, sortable));

  return (
    <div className={`dt ${className}`}>
      {cards && isNarrow && sortableCols.length > 0 ? <CardSortSelect columns={sortableCols} sort={sort} onSort={setSort} /> : null}
      {/* A shown caption sits above the scroll region, so it wraps to the screen rather than running the table's width
          and being cut off at its right edge on a phone; the table keeps its <caption> as its accessible name. */}
      {props.showCaption ? (
        <p className="dt-caption" aria-hidden="true" data-testid={props.testId ? `${props.testId}-caption` : undefined}>
          {label}
        </p>
      ) : null}
      <TableScroll label={label} sticky={sticky > 0} className={props.scrollClassName ?? 'table-wrap'}>
        <table
          ref={tableRef}
          id={tableId}
          className={`data-table dt-table ${cards ? 'dt-cards' : ''} ${narrow === 'stacked' ? 'dt-stacked' : ''} ${props.tableClassName ?? ''}`}
          data-testid={props.testId}
          role={cards ? 'table' : undefined}
        >
          <caption className="sr-only">{label}</caption>
          <TableHead columns={shown} sortable={sortable} sort={sort} onSort={setSort} sticky={sticky} roles={cards} stickyHeader={props.stickyHeader ?? false} />
          <TableBody rows={visible} columns={shown} rowKey={props.rowKey} rowProps={props.rowProps} sticky={sticky} cards={cards} empty={props.empty} />
          {props.footer ? <tfoot role={cards ? 'rowgroup' : undefined}>{props.footer}</tfoot> : null}
        </table>
      </TableScroll>
      {pageSize ? <Pager page={current} pageCount={pageCount} onChange={setPage} label={props.pagerLabel ?? `${label} pages`} /> : null}
      {props.csv !== false && props.rows.length > 0 ? (
        <div className="dt-csv mt-1 flex justify-end">
          <CsvDownload
            tableId={tableId}
            label={label}
            filename={props.csv}
            showAll={pageSize ? setAllRows : undefined}
            rowCount={pageSize && props.rows.length > pageSize ? props.rows.length : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
