/**
 * A confirmed result's effects (result-effects.ts) measured after its commit, never on the request thread nor
 * inside the confirmation's transaction: `scheduleResultEffects` after every confirmation (and at start-up) works
 * through the confirmed results with no effects stored, oldest first, until none is left.
 *
 * With a database file the work runs on a worker thread (effects-worker.ts) with its own connection, a few
 * results per request, so nothing the requests wait on runs it; the thread stops 10 s after its last pass, giving
 * back the league it read. An in-memory database (unit tests) cannot be shared: there it runs on this thread, one
 * result a turn of the event loop. A result that cannot be measured (a player since removed from the group) is
 * logged and passed over until the next start.
 *
 * The team leagues' chances after a card (api/team-league/team-chances-input.ts) run through the same queue and
 * thread: `scheduleTeamChances` notes the season and wakes the queue, whose next pass computes that season's
 * chances after the pending results' effects. Requests for a season while a pass runs fold into one more pass.
 */
import type { Db } from '../../db/database';
import { threadWorker, type ThreadWorker } from '../../lib/thread-worker';
import { measureEffects, pendingEffects, storeMeasured, type Measured } from './result-effects';
import { computeSeasonChances } from '../../team-league/team-chances-input';

/** Results measured per worker request: small, so the worker's writes interleave with everyone else's. */
export const EFFECTS_PER_PASS = 5;

export interface EffectsPass {
  measured: number;
  failed: number;
  /** The highest match id looked at (the next pass starts after the failures). */
  last: number;
  more: boolean;
}

/** `teamSeasons`: team league seasons whose chances are to be computed in this pass. */
export type EffectsRequest = { after: number; limit: number; teamSeasons?: number[] };

/** One pass: up to `limit` pending results' effects, then each named team season's chances (a failure logged). */
export function effectsPass(db: Db, msg: EffectsRequest): EffectsPass {
  const pass = measurePending(db, msg.after, msg.limit);
  for (const seasonId of msg.teamSeasons ?? []) {
    try {
      computeSeasonChances(db, seasonId);
    } catch (err) {
      console.error(`Team chances of season ${seasonId} failed:`, err);
    }
  }
  return pass;
}

/** Measure and store up to `limit` pending results with match ids above `after`. */
export function measurePending(db: Db, after: number, limit = EFFECTS_PER_PASS): EffectsPass {
  const todo = pendingEffects(db, limit + 1, after);
  let measured = 0;
  let failed = 0;
  let last = after;
  const done: Measured[] = [];
  for (const p of todo.slice(0, limit)) {
    try {
      done.push(measureEffects(db, p));
      measured++;
    } catch (err) {
      failed++;
      console.error(`What result ${p.match_id} changed could not be measured; passed over:`, err);
    }
    last = p.match_id;
  }
  // Stored together: one short write (one commit) for the pass.
  storeMeasured(db, done);
  return { measured, failed, last: failed > 0 ? last : after, more: todo.length > limit };
}

interface Queue {
  running: boolean;
  again: boolean;
  /** Team seasons waiting for their chances. */
  teamSeasons: Set<number>;
  /** Failures are passed over: the next pass starts after the highest failed match id. */
  after: number;
  idle: Promise<void>;
  done: () => void;
}

const queues = new WeakMap<Db, Queue>();
const workers = new WeakMap<Db, ThreadWorker<EffectsRequest>>();

function queueOf(db: Db): Queue {
  let q = queues.get(db);
  if (!q) queues.set(db, (q = { running: false, again: false, teamSeasons: new Set(), after: 0, idle: Promise.resolve(), done: () => {} }));
  return q;
}

/** Compute team league season `seasonId`'s chances in the queue's next pass (after the current write). */
export function scheduleTeamChances(db: Db, seasonId: number): void {
  queueOf(db).teamSeasons.add(seasonId);
  scheduleResultEffects(db);
}

/** Resolves once every confirmed result so far has its effects stored (or was passed over), and every team season scheduled has its chances. */
export function resultEffectsIdle(db: Db): Promise<void> {
  return queueOf(db).idle;
}

/** Measure the pending results' effects in the background (see the file comment); a call while it runs makes it look again. */
export function scheduleResultEffects(db: Db): void {
  const q = queueOf(db);
  if (q.running) {
    q.again = true;
    return;
  }
  q.running = true;
  q.again = false;
  q.idle = new Promise<void>((resolve) => (q.done = resolve));
  const worker = workers.get(db);
  const finish = () => {
    q.running = false;
    q.done();
  };
  const next = (pass: EffectsPass) => {
    q.after = pass.last;
    if (!db.open) return finish();
    if (pass.more || q.again || q.teamSeasons.size) {
      q.again = false;
      return void setImmediate(step);
    }
    finish();
  };
  const fail = (err: unknown) => {
    console.error('Measuring confirmed results\' effects failed; tried again at the next confirmation:', err);
    finish();
  };
  const step = () => {
    const teamSeasons = [...q.teamSeasons];
    q.teamSeasons.clear();
    if (worker) {
      worker.request({ after: q.after, limit: EFFECTS_PER_PASS, teamSeasons }).then((v) => next(v as EffectsPass), fail);
      return;
    }
    try {
      next(effectsPass(db, { after: q.after, limit: 1, teamSeasons }));
    } catch (err) {
      fail(err);
    }
  };
  setImmediate(step);
}

/** How long the effects thread stays after its last pass. */
const EFFECTS_WORKER_IDLE_MS = 10_000;

/** Measure this database's effects on a worker thread (a database file); false for an in-memory database. */
export function startResultEffectsWorker(db: Db): boolean {
  if (db.memory) return false;
  if (!workers.has(db)) {
    const bundled = new URL('./effects-worker.js', import.meta.url);
    const source = new URL('./effects-worker.ts', import.meta.url);
    workers.set(db, threadWorker<EffectsRequest>(bundled, source, { path: db.name }, 'result effects', { idleMs: EFFECTS_WORKER_IDLE_MS }));
  }
  return true;
}

export async function stopResultEffectsWorker(db: Db) {
  const w = workers.get(db);
  workers.delete(db);
  await w?.stop();
}
