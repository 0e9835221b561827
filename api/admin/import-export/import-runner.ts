import type { ImportReport } from '../../../contracts/admin-import-export';
import { openDatabase, type Db } from '../../db/database';
import { dataVersion } from '../../lib/data-version';
import { writeAudit } from '../../audit/audit-queries';
import { beginWriteAsync } from '../../db/write-lock';
import { applyImportSteps, planImport, planImportChunked } from './league-import';
import { acquireImportLock, releaseImportLock, releaseImportLockIn } from '../../db/import-lock';
import { beginImportRun, endImportRun, importRunningError } from '../../db/import-running';

/**
 * Committing a CSV import without stopping the server. A season of 100,000 rows is planned in
 * chunks that yield to the event loop, then written in ONE transaction on a second connection to the same
 * database file, again in chunks with yields in between: the server's own connection keeps answering reads from
 * the last committed state (WAL), so nobody sees half an import, and a failure rolls everything back.
 *
 * While an import runs, other admin and sign-in requests get 503 `import_running` (they would otherwise wait for
 * the write lock); that is a refusal, never an acknowledged write. The lock is kept in the database
 * (import-lock.ts), so every server process on the file refuses them, and the import's own transaction begins
 * only once no other process writes, waiting asynchronously (api/db/write-lock.ts). An in-memory database (tests)
 * cannot be opened twice, so there the import is written on the one connection without yields.
 */

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long the import's transaction waits for another process's write to end before answering 503. */
const IMPORT_WAIT_MS = 10_000;

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; report: ImportReport };

function auditDetail(report: ImportReport) {
  return JSON.stringify({
    rowsRead: report.rowsRead,
    matchesAdded: report.matchesToAdd,
    matchesAlreadyPresent: report.matchesAlreadyPresent,
    playersCreated: report.playersToCreate.length,
    groupsCreated: report.groupsToCreate.length,
    membershipsAdded: report.membershipsToAdd,
    seasonsCreated: report.seasonsToCreate.length,
    fixturesAdded: report.fixturesToAdd,
  });
}

/** Plan and commit an import, or answer the plan's errors (nothing written). */
export async function commitImport(db: Db, text: string, clientAddress: string, now = Date.now()): Promise<ImportOutcome> {
  beginImportRun();
  let lock: string | null = null;
  try {
    lock = await acquireImportLock(db);
    if (lock === null) throw importRunningError();
    const plan = await planImportChunked(db, text, now);
    if (plan.report.errors.length > 0) return { ok: false, report: { ...plan.report, dryRun: false } };
    const separate = !db.memory;
    const writer = separate ? openDatabase(db.name) : db;
    // Checkpoints as the server's connection does (off when a worker thread checkpoints: see startTrackRecordWorker).
    if (separate) writer.pragma(`wal_autocheckpoint = ${db.pragma('wal_autocheckpoint', { simple: true }) as number}`);
    try {
      if (separate) await beginWriteAsync(writer, IMPORT_WAIT_MS);
      else writer.exec('BEGIN IMMEDIATE');
      try {
        // Something else wrote to the league while the plan was made (another process): plan again, inside the lock.
        const current = dataVersion(writer, 'pool') === plan.version ? plan : planImport(writer, text, now);
        if (current.report.errors.length > 0) {
          writer.exec('ROLLBACK');
          return { ok: false, report: { ...current.report, dryRun: false } };
        }
        const steps = applyImportSteps(writer, current);
        let step = steps.next();
        while (!step.done) {
          if (separate) await yieldToLoop();
          step = steps.next();
        }
        writeAudit(writer, { action: 'import', clientAddress, detail: auditDetail(step.value) });
        releaseImportLockIn(writer, lock);
        writer.exec('COMMIT');
        lock = null;
        return { ok: true, report: step.value };
      } catch (err) {
        if (writer.inTransaction) writer.exec('ROLLBACK');
        throw err;
      }
    } finally {
      if (separate) writer.close();
    }
  } finally {
    endImportRun();
    if (lock !== null) await releaseImportLock(db, lock);
  }
}
