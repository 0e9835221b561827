/**
 * The win-probability fit's worker thread (api/cricket/win-probability/win-probability-fit.ts, `refreshWinProbability`): its own
 * connection to the server's database file, so the fit never runs on the thread that answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database';
import { serveRequests } from '../../lib/thread-worker';
import { fitWinProbability } from './win-probability-fit';

const db = openDatabase((workerData as { path: string }).path);

serveRequests<{ type: 'fit' }>(parentPort!, () => fitWinProbability(db));
