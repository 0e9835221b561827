import type { Context } from 'hono';
import type { ImportError } from '../../contracts/admin-import-export';

/**
 * The answer to a CSV import with bad lines: 400 `invalid_csv` naming the first bad line, with the whole report,
 * so the admin sees every line and why; nothing was imported.
 */
export function invalidCsvAnswer<R extends { errors: ImportError[] }>(c: Context, report: R) {
  const first = report.errors[0];
  return c.json(
    {
      error: {
        code: 'invalid_csv',
        message: `${report.errors.length} line(s) cannot be imported, so nothing was imported (line ${first.line}: ${first.reason})`,
        field: 'body',
      },
      report,
    },
    400,
  );
}
