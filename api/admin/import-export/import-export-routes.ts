import { adminExport, adminImport } from '../../../contracts/admin-import-export';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { clientAddress } from '../../http/client-address';
import { readText } from '../../http/request-body';
import { auditAlone } from '../../audit/audited-write';
import { exportLeague, exportLeagueCsv } from './league-export';
import { commitImport } from './import-runner';
import { planImportChunked } from './league-import';
import { invalidCsvAnswer } from '../../http/invalid-csv';

/**
 * The league CSV import (POST /import, `?dryRun=1` plans without writing) and the JSON or CSV export (GET /export)
 * under /api/admin. Mounted inside adminRoutes, behind the anti-forgery guards (which let text/csv through on the
 * import) and the bearer-token check. The import commits on its own connection (import-runner.ts); the export and
 * every import are audited.
 */
export const importExportRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminImport, async (c) => {
    const q = c.req.valid('query');
    const dryRun = q.dryRun === '1' || q.dryRun === 'true';
    const text = await readText(c);
    const db = c.get('db');
    if (dryRun) return c.json({ data: (await planImportChunked(db, text)).report }, 200);
    const outcome = await commitImport(db, text, clientAddress(c));
    if (!outcome.ok) return invalidCsvAnswer(c, outcome.report);
    return c.json({ data: outcome.report }, 200);
  })
  .handle(adminExport, (c) => {
    const { format = 'json' } = c.req.valid('query');
    const db = c.get('db');
    const day = new Date().toISOString().slice(0, 10);
    auditAlone(c, { action: 'export', detail: format });
    if (format === 'csv') {
      c.header('Content-Disposition', `attachment; filename="pool-league-${day}.csv"`);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(exportLeagueCsv(db), 200);
    }
    c.header('Content-Disposition', `attachment; filename="pool-league-${day}.json"`);
    return c.json({ data: exportLeague(db) }, 200);
  });
