/**
 * The WAL checkpoint thread (wal-checkpoint.ts): its own connection to the server's database file, running a
 * PASSIVE checkpoint every `everyMs` (never waiting on readers or writers), so the write-ahead log is copied back
 * into the database and restarts (cut to PRAGMA journal_size_limit) without the request thread doing that I/O.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database';
import { serveRequests } from '../lib/thread-worker';

const { path, everyMs } = workerData as { path: string; everyMs: number };
const db = openDatabase(path);
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)', { simple: false }) as { busy: number; log: number; checkpointed: number }[];
setInterval(() => {
  try {
    checkpoint();
  } catch (err) {
    console.error('WAL checkpoint failed:', err);
  }
}, everyMs);
// A request runs one checkpoint at once and answers its result (tests, shutdown).
serveRequests<object>(parentPort!, () => checkpoint()[0]);
