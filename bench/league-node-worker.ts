/**
 * worker_threads entry for the league benchmark's bench threads: receives chunk
 * requests, runs them with the same engine as the browser worker and posts the
 * counters back with their buffers transferred. Bundled by esbuild at bench start.
 */
import { parentPort } from 'node:worker_threads';
import { accumulatorTransferables, runLeagueChunk, type LeagueChunkOptions } from '../workers/league-sim/league';

if (!parentPort) throw new Error('league-node-worker must run in a worker thread');
const port = parentPort;
port.on('message', (msg: { id: number; request: LeagueChunkOptions }) => {
  try {
    const acc = runLeagueChunk(msg.request);
    port.postMessage({ id: msg.id, acc }, accumulatorTransferables(acc));
  } catch (e) {
    port.postMessage({ id: msg.id, error: (e as Error).message });
  }
});
