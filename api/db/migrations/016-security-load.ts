import type { Migration } from '../migrations';

/**
 * Security and load: the import lock also names its holder's process start (`process_start`: the boot id
 * and the process's start time since boot, api/lib/process-alive.ts), so a process that happens to reuse a crashed
 * holder's id is never taken for the holder. Null on other systems and on rows written before this migration (the
 * process id alone decides there, as before).
 */
export const m016SecurityLoad: Migration = {
  version: 16,
  name: 'security-load',
  up: `ALTER TABLE import_lock ADD COLUMN process_start TEXT;`,
};
