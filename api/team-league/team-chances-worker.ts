/**
 * The team chances worker thread (team-chances-scheduler.ts): opens its own connection to the server's database
 * file and computes a season's chances there, so 10,000 seasons a division never run on the thread that answers
 * requests. Requests are answered one at a time, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database';
import { serveRequests } from '../lib/thread-worker';
import { computeSeasonChances } from './team-chances-input';

const db = openDatabase((workerData as { path: string }).path);

serveRequests<{ seasonId: number }>(parentPort!, (msg) => computeSeasonChances(db, msg.seasonId));
