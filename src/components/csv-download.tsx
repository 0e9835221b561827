import { flushSync } from 'react-dom';
import { formatNumber } from '../../common/number-text';
import { downloadCsv } from '../lib/download-csv';
import { tableCsvFromDom } from '../lib/table-csv';

/** A file name from a table's name: "Batting – 1st innings" → "batting-1st-innings". */
export function csvFileName(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'table'
  );
}

/**
 * "Download CSV" for the table with id `tableId`: the file holds the table's cells as the page shows them
 * (`tableCsvFromDom`). `showAll` lets a paged table render every row for the moment the file is made (it is called
 * with true, the rows are read, then with false), so the file holds every page. `data-csv-for` names the table (the
 * page walk in tests/unit/ssr/csv-on-every-table.test.ts checks every table has one).
 */
export function CsvDownload({ tableId, label, filename, showAll, rowCount }: { tableId: string; label: string; filename?: string; showAll?: (all: boolean) => void; rowCount?: number }) {
  const download = () => {
    if (showAll) flushSync(() => showAll(true));
    const table = document.getElementById(tableId);
    const text = table instanceof HTMLTableElement ? tableCsvFromDom(table) : null;
    if (showAll) flushSync(() => showAll(false));
    if (text !== null) downloadCsv(`${filename ?? csvFileName(label)}.csv`, text);
  };
  const text = rowCount !== undefined ? `Download CSV (all ${formatNumber(rowCount)} rows)` : 'Download CSV';
  return (
    <button type="button" className="link inline-flex min-h-6 items-center text-sm" onClick={download} data-csv-for={tableId} aria-label={`${text}: ${label}`}>
      {text}
    </button>
  );
}
