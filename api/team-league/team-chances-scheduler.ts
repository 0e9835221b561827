/**
 * What a team result sets off, after its commit and off the request thread: the season's chances recomputed
 * (team-chances-input.ts) on a worker thread with its own connection to the database file
 * (team-chances-worker.ts). A request that confirms a card only schedules: it returns as soon as its transaction
 * commits. Requests for the same season while one runs are folded into one more pass. An in-memory database
 * (tests) cannot be shared with a thread: the work then runs on this thread, after the current request
 * (setImmediate). Until the new chances are stored, the page shows the previous ones marked as not current.
 */
import type { Db } from '../db/database';
import { threadWorker, type ThreadWorker } from '../lib/thread-worker';
import { computeSeasonChances } from './team-chances-input';

interface State {
  running: Set<number>;
  again: Set<number>;
  pending: Set<Promise<void>>;
}

const states = new WeakMap<Db, State>();
const workers = new WeakMap<Db, ThreadWorker<{ seasonId: number }>>();

const stateOf = (db: Db): State => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { running: new Set(), again: new Set(), pending: new Set() }));
  return s;
};

/** Compute this database's team chances on a worker thread (file databases only; false for in-memory ones). */
export function startTeamChancesWorker(db: Db): boolean {
  if (db.memory) return false;
  if (!workers.has(db)) {
    const bundled = new URL('./team-chances-worker.js', import.meta.url);
    const source = new URL('./team-chances-worker.ts', import.meta.url);
    workers.set(db, threadWorker<{ seasonId: number }>(bundled, source, { path: db.name }, 'team chances', { idleMs: 10_000 }));
  }
  return true;
}

export async function stopTeamChancesWorker(db: Db) {
  const w = workers.get(db);
  workers.delete(db);
  await w?.stop();
}

/** Recompute season `seasonId`'s chances after the current write (see the file comment). */
export function scheduleTeamChances(db: Db, seasonId: number): void {
  const state = stateOf(db);
  if (state.running.has(seasonId)) {
    state.again.add(seasonId);
    return;
  }
  state.running.add(seasonId);
  const worker = workers.get(db);
  const pass = (): Promise<unknown> =>
    worker
      ? worker.request({ seasonId })
      : new Promise((resolve, reject) =>
          setImmediate(() => {
            try {
              resolve(db.open ? computeSeasonChances(db, seasonId) : 0);
            } catch (err) {
              reject(err as Error);
            }
          }),
        );
  const run = async () => {
    try {
      do {
        state.again.delete(seasonId);
        await pass().catch((err: unknown) => console.error(`Team chances of season ${seasonId} failed:`, err));
      } while (state.again.has(seasonId) && db.open);
    } finally {
      state.running.delete(seasonId);
    }
  };
  const p = run();
  state.pending.add(p);
  void p.finally(() => state.pending.delete(p));
}

/** Resolves when every scheduled pass of `db` has finished (tests, benches, shutdown). */
export async function teamChancesIdle(db: Db): Promise<void> {
  const state = stateOf(db);
  while (state.pending.size) await Promise.all([...state.pending]);
}
