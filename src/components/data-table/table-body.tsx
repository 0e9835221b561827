import type { HTMLAttributes, ReactNode } from 'react';
import { cellContent, cellLook, columnLabel, type DataColumn } from './column';

export type RowProps = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;

/**
 * The body rows. In cards mode every cell carries its column's label (data-label, shown by CSS as "label: value")
 * and the card-title cell is marked; `empty` fills a single row when there are no rows.
 */
export function TableBody<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  sticky,
  cards,
  empty,
}: {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  rowProps?: (row: T, index: number) => RowProps;
  sticky: number;
  cards: boolean;
  empty?: ReactNode;
}) {
  const roles = cards;
  return (
    <tbody role={roles ? 'rowgroup' : undefined}>
      {rows.length === 0 && empty ? (
        <tr role={roles ? 'row' : undefined}>
          <td colSpan={columns.length} className="dt-empty" role={roles ? 'cell' : undefined}>
            {empty}
          </td>
        </tr>
      ) : null}
      {rows.map((row, index) => (
        <tr key={rowKey(row, index)} role={roles ? 'row' : undefined} {...(rowProps?.(row, index) ?? {})}>
          {columns.map((c, i) => {
            const more = c.cellProps?.(row, index) ?? {};
            const look = cellLook(c, i, sticky);
            const common = {
              ...more,
              className: `${look.className} ${more.className ?? ''}`,
              style: { ...look.style, ...(cards && c.stackOrder !== undefined ? { order: c.stackOrder } : {}), ...more.style },
              'data-label': cards && !c.cardTitle ? columnLabel(c) : undefined,
              'data-card-title': cards && c.cardTitle ? 'true' : undefined,
              'data-column': c.id,
            };
            return c.rowHeader ? (
              <th key={c.id} scope="row" role={roles ? 'rowheader' : undefined} {...common}>
                {cellContent(c, row, index)}
              </th>
            ) : (
              <td key={c.id} role={roles ? 'cell' : undefined} {...common}>
                {cellContent(c, row, index)}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
