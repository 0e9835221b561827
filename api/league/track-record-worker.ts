/**
 * The track-record worker thread (api/league/track-record.ts, `startTrackRecordWorker`): opens its own connection
 * to the server's database file and computes the forecast snapshots there, so the simulations and the per-round
 * forecast inputs over a large league never run on the thread that answers requests. Requests are answered one
 * at a time, in order; a season that fails is logged and skipped (`updateAllTrackRecords`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { serveRequests } from '../lib/thread-worker';
import { updateAllTrackRecords, updateTrackRecord, type TrackWorkerRequest } from './track-record';

const db = openDatabase((workerData as { path: string }).path);

serveRequests<TrackWorkerRequest>(parentPort!, (msg) => (msg.type === 'all' ? updateAllTrackRecords(db) : updateTrackRecord(db, msg.seasonId)));
