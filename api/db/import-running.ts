import { ApiError } from '../lib/errors';

/**
 * Whether this process is committing a league import now (api/admin/import-export/import-runner.ts), and the 503
 * every other admin, sign-in and player write answers meanwhile (the import lock, api/db/import-lock.ts, says
 * whether any process on the file is).
 */
let running = false;

/** True while this process commits an import (importLockHolder says whether any process does). */
export const importRunning = () => running;

export const importRunningError = () =>
  new ApiError(503, 'import_running', 'An import is being written; try again in a few seconds', undefined, { 'Retry-After': '5' });

/** This process's import begins: 503 when one already runs here. */
export function beginImportRun() {
  if (running) throw importRunningError();
  running = true;
}

export function endImportRun() {
  running = false;
}
