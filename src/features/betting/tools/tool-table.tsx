import { useId, type ReactNode } from 'react';
import { CsvDownload } from '../../../components/csv-download';

/**
 * A calculator's table in its own scrolling region (named for screen readers, reachable by keyboard), so a wide
 * table scrolls inside the page at 375 px instead of widening it, with "Download CSV" of its cells as shown under it
 * (`csv={false}` where the page offers its own file, as the bet ledger's export does).
 */
export function ToolTable({ label, testId, className = 'mt-3', csv = true, children }: { label: string; testId: string; className?: string; csv?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label={label} tabIndex={0}>
        <table className="data-table tool-table" data-testid={testId} id={id}>
          {children}
        </table>
      </div>
      {csv ? <CsvDownload tableId={id} label={label} /> : null}
    </div>
  );
}

/** A column of a `RowTable`: its header, and the cell of row i. The key column is the figure the table is about. */
export type RowColumn = {
  header: string;
  cell: (i: number) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The key column (kept on a phone's screen beside the row label), named by `data-column`. */
  key?: string;
  cellClassName?: string;
  cellTestId?: (i: number) => string;
};

/**
 * A calculator's table of numbered rows (selection 1, 2, ... or bet 1, 2, ...), one column for each figure; the
 * dutching and the several-bets Kelly calculators draw their stakes with it.
 */
export function RowTable({ label, testId, rowHeader, rows, columns }: { label: string; testId: string; rowHeader: string; rows: number; columns: RowColumn[] }) {
  const cls = (c: RowColumn, extra?: string) => [c.numeric ? 'num' : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <ToolTable label={label} testId={testId}>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((c, j) =>
            c.key ? (
              <th key={j} scope="col" className={cls(c)} data-column={c.key} data-key-column="">
                {c.header}
              </th>
            ) : (
              <th key={j} scope="col" className={cls(c)}>
                {c.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {columns.map((c, j) => (
              <td key={j} className={cls(c, c.cellClassName)} data-testid={c.cellTestId?.(i)}>
                {c.cell(i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ToolTable>
  );
}
