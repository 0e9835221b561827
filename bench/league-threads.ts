/**
 * The bench threads (docs/glossary.md): Node worker_threads that run sim league chunks like the browser's
 * simulation workers do (one contiguous run range per thread, seed streams, counters summed).
 * The worker entry is bundled with esbuild first, so plain Node can load it.
 */
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  emptyAccumulator,
  mergeAccumulators,
  splitRuns,
  summarizeLeagues,
  type LeagueAccumulator,
  type LeaguePlayer,
  type LeagueSummary,
} from '../workers/league-sim/league';
import type { Seed } from '../workers/core/rng';

export interface LeagueThreads {
  size: number;
  runLeagues(req: { players: LeaguePlayer[]; roundsPerPairing: number; runs: number; seed: Seed }): Promise<LeagueSummary>;
  close(): Promise<void>;
}

export async function createLeagueThreads(size = availableParallelism()): Promise<LeagueThreads> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'engine-bench-')), 'league-worker.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./league-node-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
  });
  const workers = Array.from({ length: size }, () => new Worker(outfile));
  let nextId = 0;
  const pending = new Map<number, { resolve: (a: LeagueAccumulator) => void; reject: (e: Error) => void }>();
  for (const w of workers) {
    w.unref();
    w.on('message', (msg: { id: number; acc?: LeagueAccumulator; error?: string }) => {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (!p) return;
      if (msg.error) p.reject(new Error(msg.error));
      else p.resolve(msg.acc as LeagueAccumulator);
    });
    w.on('error', (e) => {
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    });
  }
  return {
    size,
    async runLeagues(req) {
      const chunks = splitRuns(req.runs, size);
      const parts = await Promise.all(
        chunks.map(
          (chunk, i) =>
            new Promise<LeagueAccumulator>((resolve, reject) => {
              const id = nextId++;
              pending.set(id, { resolve, reject });
              workers[i].postMessage({ id, request: { players: req.players, roundsPerPairing: req.roundsPerPairing, seed: req.seed, ...chunk } });
            }),
        ),
      );
      const merged = parts.reduce((acc, p) => mergeAccumulators(acc, p), emptyAccumulator(req.players.length));
      return summarizeLeagues(req.players, req.roundsPerPairing, merged);
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
