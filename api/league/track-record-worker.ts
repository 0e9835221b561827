/**
 * The track-record worker thread (api/league/track-record.ts, `startTrackRecordWorker`): opens its own connection
 * to the server's database file and computes the forecast snapshots there, so the simulations and the per-round
 * forecast inputs over a large league never run on the thread that answers requests. Requests are answered one
 * at a time, in order; a season that fails is logged and skipped (`updateAllTrackRecords`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { updateAllTrackRecords, updateTrackRecord, type TrackWorkerReply, type TrackWorkerRequest } from './track-record';

const db = openDatabase((workerData as { path: string }).path);

parentPort!.on('message', (msg: TrackWorkerRequest & { id: number }) => {
  let reply: TrackWorkerReply;
  try {
    const value = msg.type === 'all' ? updateAllTrackRecords(db) : updateTrackRecord(db, msg.seasonId);
    reply = { id: msg.id, ok: true, value };
  } catch (err) {
    reply = { id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
