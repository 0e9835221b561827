/**
 * A read answer lane's worker thread (api/answer-lanes/answer-lanes.ts; one per lane: pool answers, calendar feeds,
 * cricket records): the public pool routes and the cricket routes on their own connection to the server's database file, answering one request message at a time with the status, headers
 * and body bytes (transferred, not copied).
 */
import { Hono } from 'hono';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppEnv } from '../app-env';
import { openDatabase } from '../db/database';
import { answerError } from '../lib/errors';
import { serveRequests } from '../lib/thread-worker';
import type { LaneReply, LaneRequest } from './answer-lanes';
import { poolRoutes } from '../league/routes';
import { cricket } from '../cricket/routes/routes';

const db = openDatabase((workerData as { path: string }).path);
const app = new Hono<AppEnv>();
app.use('*', async (c, next) => {
  c.set('db', db);
  c.set('now', Date.now);
  // Asked on the site's one origin (the request thread's siteOrigin): answers that print it use it as it is.
  c.set('publicOrigin', new URL(c.req.url).origin);
  await next();
});
app.route('/api/pool', poolRoutes);
// The records tables (the records lane); the other cricket answers stay on the request thread.
app.route('/api/cricket', cricket);
app.onError(answerError);

serveRequests<LaneRequest>(
  parentPort!,
  async (msg): Promise<LaneReply> => {
    // Asked on the site's origin, so answers that print it (calendar feeds) print the same as on the main thread.
    const res = await app.request(`${msg.origin}${msg.url}`, { method: msg.method, headers: msg.headers });
    return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer() };
  },
  (value) => [(value as LaneReply).body],
);
