/**
 * The result-effects worker thread (effects-queue.ts, `startResultEffectsWorker`): its own connection to the
 * server's database file; each request measures and stores a few confirmed results' effects, and computes the team
 * league seasons' chances it names, so the standings and the forecasts they need never run on the thread that
 * answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database';
import { serveRequests } from '../../lib/thread-worker';
import { effectsPass, type EffectsRequest } from './effects-queue';

const db = openDatabase((workerData as { path: string }).path);

serveRequests<EffectsRequest>(parentPort!, (msg) => effectsPass(db, msg));
