import { nextSort, type SortState } from '../../lib/sort-rows';
import { cellLook, firstDirectionOf, isSortable, type DataColumn } from './column';

/** The header row: a sort button in every sortable column's header, with aria-sort. */
export function TableHead<T>({
  columns,
  sortable,
  sort,
  onSort,
  sticky,
  roles,
  stickyHeader,
}: {
  columns: readonly DataColumn<T>[];
  sortable: boolean;
  sort: SortState | null;
  onSort: (next: SortState) => void;
  sticky: number;
  /** Restate the table parts' roles (cards mode: display:block drops them in some browsers). */
  roles: boolean;
  stickyHeader: boolean;
}) {
  return (
    <thead role={roles ? 'rowgroup' : undefined} className={stickyHeader ? 'dt-sticky-head' : undefined}>
      <tr role={roles ? 'row' : undefined}>
        {columns.map((c, i) => {
          const can = isSortable(c, sortable);
          const active = sort?.column === c.id ? sort.direction : undefined;
          const look = cellLook(c, i, sticky);
          return (
            <th
              key={c.id}
              scope="col"
              role={roles ? 'columnheader' : undefined}
              aria-sort={can ? (active ?? 'none') : undefined}
              className={`${look.className} ${c.headerClassName ?? ''}`}
              style={look.style}
              data-column={c.id}
              data-key-column={c.keyColumn ? '' : undefined}
            >
              {can ? (
                <button type="button" className={`dt-sort ${c.numeric ? 'flex-row-reverse' : ''}`} onClick={() => onSort(nextSort(sort, c.id, firstDirectionOf(c)))}>
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
  );
}
