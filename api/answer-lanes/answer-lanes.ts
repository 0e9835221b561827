/**
 * Read answer lanes: the public GETs whose build is heavy, answered on worker threads (one per lane) instead of the
 * request thread. The pool answers (/api/pool/*) are built on a worker thread with its own connection to the database file,
 * so the largest of them (every match of a 200,000-match league, about 80 MB of JSON, rebuilt after each write)
 * and the read model they rest on are never built on the thread that answers every other request. The worker
 * runs the same routes (api/league/routes.ts) with the same per-data-version answer cache, so answers, ETags and
 * 304s behave exactly as on this thread; bodies come back as transferred buffers (no copy).
 *
 * In-memory databases (unit tests) cannot be shared, so their answers stay on this thread; so does any request
 * made while the worker cannot answer (it is started again at the next request).
 *
 * Three lanes, each a thread with its own queue: `pool` (the pool answers), `feeds` (the calendar feeds,
 * whose build must never hold a cached pool answer behind it) and `records` (the cricket records tables, whose
 * filters make each query a fresh one: never on the request thread); and up to GROUP_LANES lanes for big groups
 * (group-lanes.ts: a group of hundreds of thousands of matches, and its players, answered on a lane of its own, so
 * its rebuild after a write never holds another group's readers).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { threadWorker, type ThreadWorker } from '../lib/thread-worker';
import { siteOrigin } from '../lib/site-origin';
import { GROUP_LANES, groupLaneOf } from './group-lanes';

export interface LaneRequest {
  method: string;
  /** Path and query. */
  url: string;
  /** The site's origin (PUBLIC_ORIGIN or the request's): calendar feeds write it into their links and UIDs. */
  origin: string;
  headers: [string, string][];
}
export interface LaneReply {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** The request headers a pool answer depends on. */
const FORWARDED = ['accept', 'accept-encoding', 'if-none-match'];

export type AnswerLane = 'pool' | 'feeds' | 'records';
const LANES: AnswerLane[] = ['pool', 'feeds', 'records'];

interface Lanes {
  named: Record<AnswerLane, ThreadWorker<LaneRequest>>;
  groups: ThreadWorker<LaneRequest>[];
}
const workers = new WeakMap<Db, Lanes>();

/**
 * Answer this database's /api/pool reads and records tables on worker threads (one per lane, each started at its
 * first request); false (and nothing started) for an in-memory database.
 */
export function startAnswerLanes(db: Db): boolean {
  if (db.memory) return false;
  if (!workers.has(db)) {
    const bundled = new URL('./answer-lane-worker.js', import.meta.url);
    const source = new URL('./answer-lane-worker.ts', import.meta.url);
    const lanes = Object.fromEntries(
      // The pool lane keeps its read model (every answer rests on it); the feeds and records lanes are stopped a
      // minute after their last answer, giving their heaps back.
      LANES.map((lane) => [
        lane,
        threadWorker<LaneRequest>(bundled, source, { path: db.name }, `${lane} answer`, lane === 'pool' ? {} : { idleMs: 60_000 }),
      ]),
    ) as Record<AnswerLane, ThreadWorker<LaneRequest>>;
    // A group lane keeps its group's models while it is read; ten minutes unread, its heap is given back.
    const groups = Array.from({ length: GROUP_LANES }, (_, k) =>
      threadWorker<LaneRequest>(bundled, source, { path: db.name }, `big group ${k + 1} answer`, { idleMs: 600_000 }),
    );
    workers.set(db, { named: lanes, groups });
  }
  return true;
}

export async function stopAnswerLanes(db: Db) {
  const w = workers.get(db);
  workers.delete(db);
  if (w) await Promise.all([...LANES.map((lane) => w.named[lane].stop()), ...w.groups.map((g) => g.stop())]);
}

/** The lane a GET is answered on: calendar feeds on their own, the rest of /api/pool on the pool lane. */
const laneOf = (path: string): AnswerLane => (path.startsWith('/api/cricket/') ? 'records' : path.endsWith('.ics') ? 'feeds' : 'pool');

/** The worker a GET goes to: a big group's (or its player's) pool answers on its group lane, else by `laneOf`. */
function workerOf(db: Db, path: string): { worker: ThreadWorker<LaneRequest>; name: string } | undefined {
  const lanes = workers.get(db);
  if (!lanes) return undefined;
  const lane = laneOf(path);
  const group = lane === 'pool' ? groupLaneOf(db, path) : null;
  return group === null ? { worker: lanes.named[lane], name: lane } : { worker: lanes.groups[group], name: `big group ${group + 1}` };
}

export const offloadLaneReads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const chosen = c.req.method === 'GET' || c.req.method === 'HEAD' ? workerOf(c.get('db'), c.req.path) : undefined;
  if (!chosen) return next();
  const { worker, name: laneName } = chosen;
  const url = new URL(c.req.url);
  const headers: [string, string][] = [];
  for (const name of FORWARDED) {
    const v = c.req.header(name);
    if (v !== undefined) headers.push([name, v]);
  }
  let reply: LaneReply;
  try {
    reply = (await worker.request({ method: c.req.method, url: url.pathname + url.search, origin: siteOrigin(c), headers })) as LaneReply;
  } catch (err) {
    console.error(`The ${laneName} answer worker failed; answering here:`, err);
    return next();
  }
  const body = reply.status === 304 || reply.status === 204 || c.req.method === 'HEAD' ? null : new Uint8Array(reply.body);
  return new Response(body, { status: reply.status, headers: reply.headers });
};
