/**
 * DataTable: the site's one table component (issue 16). Every table on the site renders through it.
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
 *                                   visually hidden and a "Sort by" select replaces it).
 * - stickyColumns?: number        leading columns kept in view while scrolling sideways (default 1).
 * - rankedBy?: string             id of the column the table is ranked by. On phones it is moved to just after the
 *                                 sticky columns (scroll) or to the top of each card (cards), so it is visible at
 *                                 first sight; desktop order is unchanged.
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
 *
 * <TableScroll label className? sticky?> (below): the scroll region alone, for markup DataTable does not render
 * (MDX tables, code blocks).
 */
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
} from 'react';
import { NARROW_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { moveColumn, nextSort, sortRows, type SortDirection, type SortState, type SortValue } from '../lib/sort-rows';
import { Pager } from './pager';

export type { SortDirection, SortState } from '../lib/sort-rows';

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
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  label: string;
  showCaption?: boolean;
  narrow?: 'scroll' | 'cards';
  stickyColumns?: number;
  rankedBy?: string;
  sortable?: boolean;
  defaultSort?: SortState | null;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  manualSort?: boolean;
  pageSize?: number;
  pagerLabel?: string;
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  testId?: string;
  className?: string;
  tableClassName?: string;
  scrollClassName?: string;
  stickyHeader?: boolean;
  empty?: ReactNode;
  footer?: ReactNode;
}

const textOf = (node: ReactNode): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : '');
export const columnLabel = <T,>(c: DataColumn<T>) => c.label ?? textOf(c.header) ?? c.id;

const isSortable = <T,>(c: DataColumn<T>, tableSortable: boolean) =>
  tableSortable && (c.sortable ?? Boolean(c.value || c.compare));

const firstDirectionOf = <T,>(c: DataColumn<T>): SortDirection => c.firstDirection ?? (c.numeric ? 'descending' : 'ascending');

/** Tracks whether a scroll container overflows and which edges have more content. */
function useScrollEdges(ref: React.RefObject<HTMLDivElement | null>) {
  // Assume it scrolls until measured: server-rendered HTML (before hydration) stays keyboard-reachable.
  const [edges, setEdges] = useState({ overflow: true, left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // Focusable whenever it scrolls either way (a tall table with a max height scrolls vertically).
    const next = { overflow: max > 1 || el.scrollHeight - el.clientHeight > 1, left: el.scrollLeft > 1, right: el.scrollLeft < max - 1 };
    setEdges((prev) => (prev.overflow === next.overflow && prev.left === next.left && prev.right === next.right ? prev : next));
  }, [ref]);
  // Measured only in ResizeObserver callbacks (they run after the browser's own layout), never in a layout effect:
  // reading scrollWidth there forces a synchronous layout of the whole page on every table's commit.
  const observed = useRef<{ ro: ResizeObserver; child: Element | null } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    const child = el.firstElementChild;
    if (child) ro.observe(child);
    observed.current = { ro, child };
    return () => {
      ro.disconnect();
      observed.current = null;
    };
  }, [ref, update]);
  // New content can replace the observed table (another game's report): observe the new one (its first
  // observation reports its size, so it is measured after the next layout).
  useLayoutEffect(() => {
    const o = observed.current;
    const child = ref.current?.firstElementChild ?? null;
    if (!o || o.child === child) return;
    if (o.child) o.ro.unobserve(o.child);
    if (child) o.ro.observe(child);
    o.child = child;
  });
  return [edges, update] as const;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    rows,
    columns,
    rowKey,
    label,
    showCaption = false,
    narrow = 'scroll',
    stickyColumns = 1,
    rankedBy,
    sortable = true,
    defaultSort = null,
    manualSort = false,
    pageSize,
    pagerLabel,
    rowProps,
    testId,
    className = '',
    tableClassName = '',
    scrollClassName = 'table-wrap',
    stickyHeader = false,
    empty,
    footer,
  } = props;
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const cards = narrow === 'cards';
  const sticky = cards ? 0 : Math.max(0, stickyColumns);

  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const controlled = props.sort !== undefined;
  const sort = controlled ? props.sort ?? null : ownSort;
  const [page, setPage] = useState(1);

  const setSort = (next: SortState) => {
    if (!controlled) setOwnSort(next);
    props.onSortChange?.(next);
    setPage(1);
  };

  // Phone order: the ranked-by column right after the sticky columns (or after the card title).
  const shown = useMemo(() => {
    if (!isNarrow || !rankedBy) return [...columns];
    const at = cards ? columns.findIndex((c) => c.cardTitle) + 1 : sticky;
    return moveColumn(columns, rankedBy, at);
  }, [columns, isNarrow, rankedBy, cards, sticky]);

  const sorted = useMemo(() => {
    if (manualSort || !sort) return [...rows];
    const col = columns.find((c) => c.id === sort.column);
    if (!col || !(col.value || col.compare)) return [...rows];
    return sortRows(rows, sort.direction, col.value, col.compare);
  }, [rows, columns, sort, manualSort]);

  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pageCount);
  const visible = pageSize ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;

  const tableRef = useRef<HTMLTableElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);

  // Sticky columns: each one's left offset is the summed width of the sticky columns before it, measured in a
  // ResizeObserver callback (after the browser's layout, before paint) rather than forcing a layout on commit.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || sticky < 2 || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const heads = table.tHead?.rows[0]?.cells;
      if (!heads) return;
      let left = 0;
      for (let i = 0; i < Math.min(sticky, heads.length); i++) {
        table.style.setProperty(`--dt-left-${i}`, `${left}px`);
        left += heads[i].getBoundingClientRect().width;
      }
    };
    const ro = new ResizeObserver(measure);
    ro.observe(table);
    return () => ro.disconnect();
  }, [sticky, shown]);

  const sortableCols = shown.filter((c) => isSortable(c, sortable));

  const stickyStyle = (i: number) => (i < sticky ? { left: `var(--dt-left-${i}, 0px)` } : undefined);
  const cellClass = (c: DataColumn<T>, i: number) =>
    [
      c.numeric ? 'num' : '',
      c.nowrap ? 'whitespace-nowrap' : '',
      i < sticky ? 'dt-sticky' : '',
      i === sticky - 1 ? 'dt-sticky-last' : '',
      c.className ?? '',
    ]
      .filter(Boolean)
      .join(' ');

  const roles = cards; // display:block on table parts drops their semantics in some browsers: restate them.

  const table = (
    <table
      ref={tableRef}
      className={`data-table dt-table ${cards ? 'dt-cards' : ''} ${tableClassName}`}
      data-testid={testId}
      role={roles ? 'table' : undefined}
    >
      <caption className={showCaption ? 'dt-caption' : 'sr-only'}>{label}</caption>
      <thead role={roles ? 'rowgroup' : undefined} className={stickyHeader ? 'dt-sticky-head' : undefined}>
        <tr role={roles ? 'row' : undefined}>
          {shown.map((c, i) => {
            const can = isSortable(c, sortable);
            const active = sort?.column === c.id ? sort.direction : undefined;
            return (
              <th
                key={c.id}
                scope="col"
                role={roles ? 'columnheader' : undefined}
                aria-sort={can ? (active ?? 'none') : undefined}
                className={`${cellClass(c, i)} ${c.headerClassName ?? ''}`}
                style={stickyStyle(i)}
                data-column={c.id}
              >
                {can ? (
                  <button
                    type="button"
                    className={`dt-sort ${c.numeric ? 'flex-row-reverse' : ''}`}
                    onClick={() => setSort(nextSort(sort, c.id, firstDirectionOf(c)))}
                  >
                    <span>{c.header}</span>
                    <span aria-hidden="true" className={`dt-sort-icon ${active ? 'text-slate-900' : 'text-slate-400'}`}>
                      {active === 'ascending' ? '▲' : active === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody role={roles ? 'rowgroup' : undefined}>
        {visible.length === 0 && empty ? (
          <tr role={roles ? 'row' : undefined}>
            <td colSpan={shown.length} className="dt-empty" role={roles ? 'cell' : undefined}>
              {empty}
            </td>
          </tr>
        ) : null}
        {visible.map((row, index) => {
          const extra = rowProps?.(row, index) ?? {};
          return (
            <tr key={rowKey(row, index)} role={roles ? 'row' : undefined} {...extra}>
              {shown.map((c, i) => {
                const content = c.render ? c.render(row, index) : (() => {
                  const v = c.value?.(row);
                  return v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
                })();
                const more = c.cellProps?.(row, index) ?? {};
                const cls = `${cellClass(c, i)} ${more.className ?? ''}`;
                const common = {
                  ...more,
                  className: cls,
                  style: { ...stickyStyle(i), ...more.style },
                  'data-label': cards && !c.cardTitle ? columnLabel(c) : undefined,
                  'data-card-title': cards && c.cardTitle ? 'true' : undefined,
                  'data-column': c.id,
                };
                return c.rowHeader ? (
                  <th key={c.id} scope="row" role={roles ? 'rowheader' : undefined} {...common}>
                    {content}
                  </th>
                ) : (
                  <td key={c.id} role={roles ? 'cell' : undefined} {...common}>
                    {content}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
      {footer ? <tfoot role={roles ? 'rowgroup' : undefined}>{footer}</tfoot> : null}
    </table>
  );

  return (
    <div ref={sectionRef} className={`dt ${className}`}>
      {cards && isNarrow && sortableCols.length > 0 ? (
        <label className="mb-2 flex items-center justify-end gap-2 text-sm text-slate-700">
          Sort by
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
            value={sort ? `${sort.column}:${sort.direction}` : ''}
            onChange={(e) => {
              const [column, direction] = e.target.value.split(':');
              if (column) setSort({ column, direction: direction as SortDirection });
            }}
          >
            {!sort ? <option value="">Original order</option> : null}
            {sortableCols.map((c) =>
              (['ascending', 'descending'] as const).map((d) => (
                <option key={`${c.id}:${d}`} value={`${c.id}:${d}`}>
                  {columnLabel(c)} ({c.numeric ? (d === 'ascending' ? 'low to high' : 'high to low') : d === 'ascending' ? 'A to Z' : 'Z to A'})
                </option>
              )),
            )}
          </select>
        </label>
      ) : null}
      <TableScroll label={label} sticky={sticky > 0} className={scrollClassName}>
        {table}
      </TableScroll>
      {pageSize ? (
        <Pager page={current} pageCount={pageCount} onChange={setPage} label={pagerLabel ?? `${label} pages`} />
      ) : null}
    </div>
  );
}

/**
 * The scroll part of DataTable, also used on its own around tables whose markup DataTable does not fit (matrices
 * with row and column headers, MDX tables) and around wide code blocks: a role="region" container labelled
 * `label`, focusable (tabindex=0) whenever it overflows so keyboard users can scroll it, with an edge shadow on
 * each side that has more to show.
 */
export function TableScroll({
  label,
  children,
  className = 'table-wrap',
  sticky = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** The table keeps sticky leading columns (they draw the left shadow themselves). */
  sticky?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [edges, updateEdges] = useScrollEdges(scrollRef);
  return (
    <div
      className="dt-frame"
      data-scroll-left={edges.left ? 'true' : undefined}
      data-scroll-right={edges.right ? 'true' : undefined}
      data-sticky={sticky ? 'true' : undefined}
    >
      <div
        ref={scrollRef}
        className={`${className} dt-scroll`}
        role="region"
        aria-label={label}
        tabIndex={edges.overflow ? 0 : undefined}
        data-overflow={edges.overflow ? 'true' : undefined}
        onScroll={updateEdges}
      >
        {children}
      </div>
    </div>
  );
}
