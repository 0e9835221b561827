/**
 * The track-record worker thread (api/league/track-record.ts, `startTrackRecordWorker`): opens its own connection
 * to the server's database file and computes the forecast snapshots there, so the simulations and the per-round
 * forecast inputs over a large league never run on the thread that answers requests. Requests are answered one
 * at a time, in order; a season that fails is logged and skipped (`updateAllTrackRecords`).
 *
 * It also checkpoints the WAL into the database file after each request (the server's connection does not: see
 * `startTrackRecordWorker`). A checkpoint after an import copies every page the import wrote and syncs the file;
 * here that costs the request thread nothing. PASSIVE: it never waits for readers or writers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { serveRequests } from '../lib/thread-worker';
import { updateAllTrackRecords, updateTrackRecord, type TrackWorkerRequest } from './track-record';

const db = openDatabase((workerData as { path: string }).path);

function checkpoint() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    console.error('WAL checkpoint failed (tried again after the next request):', err);
  }
}

serveRequests<TrackWorkerRequest>(parentPort!, (msg) => {
  try {
    return msg.type === 'all' ? updateAllTrackRecords(db) : updateTrackRecord(db, msg.seasonId);
  } finally {
    checkpoint();
  }
});
