/**
 * WAL checkpoints on a timer, off the request thread. SQLite checkpoints automatically only
 * when a commit finds the log over 1,000 pages, on the committing thread, and never cuts the file back; a stream
 * of small writes with readers about kept the log growing. A worker thread with its own connection checkpoints
 * every CHECKPOINT_MS; PRAGMA journal_size_limit (database.ts) cuts the log back when it restarts.
 */
import type { Db } from './database';
import { threadWorker, type ThreadWorker } from '../lib/thread-worker';

export const CHECKPOINT_MS = 30_000;

const workers = new WeakMap<Db, ThreadWorker<object>>();

/** Start the checkpoint thread for a file database; false (nothing started) for an in-memory one. */
export function startWalCheckpoints(db: Db, everyMs = CHECKPOINT_MS): Promise<unknown> | false {
  if (db.memory) return false;
  let w = workers.get(db);
  if (!w) {
    const bundled = new URL('./wal-checkpoint-worker.js', import.meta.url);
    const source = new URL('./wal-checkpoint-worker.ts', import.meta.url);
    w = threadWorker<object>(bundled, source, { path: db.name, everyMs }, 'WAL checkpoint');
    workers.set(db, w);
  }
  // The first request starts the thread (and runs a first checkpoint).
  return w.request({});
}

export async function stopWalCheckpoints(db: Db) {
  const w = workers.get(db);
  workers.delete(db);
  await w?.stop();
}
