import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toCsv } from '../../../../../common/csv';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { downloadCsv } from '../../../../lib/download-csv';

/**
 * A column of a table with a CSV download: `text` is the cell exactly as the table shows it, and the CSV's cell
 * too, so the download holds exactly what the table shows (one text per cell, links aside).
 */
export interface CsvColumn<T> {
  id: string;
  header: string;
  text: (row: T) => string;
  /** The cell links here (a team, a ground, a scorecard). */
  href?: (row: T) => string | null;
  numeric?: boolean;
  nowrap?: boolean;
}

/** The CSV of the rows as the columns show them (the one CSV writer: formula-safe cells, CRLF lines). */
export function tableCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.text(r))),
  );
}

/**
 * A titled table (its first column kept in view on a phone) and a "Download CSV" button for exactly its rows and
 * columns. Rows come in the order they are shown (no sorting on the page, so the download's order is the table's); a
 * long table pages its rows (`pageSize`) and its CSV holds all of them, as its button says.
 */
export function CsvTable<T>(props: {
  title: string;
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  /** The file's name, without ".csv". */
  filename: string;
  testId: string;
  note?: ReactNode;
  empty?: string;
  /** Long tables show this many rows a page (with the shared pager); the CSV holds every row of every page. */
  pageSize?: number;
}) {
  const { columns, rows } = props;
  const dataColumns: DataColumn<T>[] = columns.map((c, i) => ({
    id: c.id,
    header: c.header,
    label: c.header,
    numeric: c.numeric,
    nowrap: c.nowrap,
    rowHeader: i === 0,
    render: (row: T) => {
      const text = c.text(row);
      const href = c.href?.(row);
      return href ? (
        <Link href={href} className="link">
          {text}
        </Link>
      ) : (
        text
      );
    },
  }));
  return (
    // Not a landmark: the table's own scroll region already carries the title as its name.
    <div className="mt-8" data-testid={props.testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${props.testId}-title`} className="text-xl font-semibold text-slate-900">
          {props.title}
        </h2>
        {rows.length > 0 && (
          <button type="button" className="btn-secondary text-sm" onClick={() => downloadCsv(`${props.filename}.csv`, tableCsv(columns, rows))} data-testid={`${props.testId}-csv`} data-csv-for={`${props.testId}-table`}>
            {props.pageSize && rows.length > props.pageSize ? `Download CSV (all ${rows.length} rows)` : 'Download CSV'}
          </button>
        )}
      </div>
      {props.note ? <p className="mt-1 text-sm text-slate-700">{props.note}</p> : null}
      <div className="mt-2">
        <DataTable rows={rows} columns={dataColumns} rowKey={props.rowKey} label={props.title} sortable={false} stickyColumns={1} testId={`${props.testId}-table`} tableId={`${props.testId}-table`} csv={false} empty={props.empty ?? 'None in the archive.'} pageSize={props.pageSize && rows.length > props.pageSize ? props.pageSize : undefined} />
      </div>
    </div>
  );
}
