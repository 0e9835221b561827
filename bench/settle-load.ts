/**
 * 400 players' results falling due at once must not stall the server, and a confirmation must answer quickly
 * while they settle (api/players/auto-confirm.ts, api/players/results/effects-queue.ts).
 *
 * Starts the API in this process as the server does (a database file in a temp folder, the demo league, the
 * track-record, pool-answer and result-effects workers, the auto-confirm timer), writes `due` submissions (default
 * 400) whose window has run out between the demo groups' members, then, while the timer settles them: a separate
 * process asks /api/health every 10 ms, another reads the public /api/results/group/{slug} every 50 ms, and two
 * signed-in players enter and confirm `confirms` results over HTTP (each confirmation's answer time is measured).
 * Prints, against the targets: /api/health p50 / p99 / max (p99 <= 100 ms, no request over 1 s), the public read's,
 * the confirmations' p50 / p99 / max (p99 <= 100 ms), how long the settling and the effects took, and the load.
 *
 *   npx tsx bench/settle-load.ts [due=400] [confirms=40]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createApp } from '../api/app';
import { ensureAdminPassword } from '../api/auth/admin-password';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { enableTrackRecordScheduling, scheduleTrackRecord, startTrackRecordWorker, trackRecordIdle } from '../api/league/track-record';
import { startAnswerLanes } from '../api/answer-lanes/answer-lanes';
import { startAutoConfirm } from '../api/players/auto-confirm';
import { resultEffectsIdle, startResultEffectsWorker } from '../api/players/results/effects-queue';
import { healthPoller, pct } from './league-import-csv';
import { adminHeaders, freePort } from './local-server';

const DUE = Number(process.argv[2] ?? 400);
const CONFIRMS = Number(process.argv[3] ?? 40);
const PASSWORD = 'bench-admin-password';
const CSRF = 'c'.repeat(43);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
/** CPU seconds of this process's main thread (the request thread) alone, from /proc (Linux). */
const mainThreadCpu = () => {
  const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const figures = (xs: number[]) => `${xs.length} answers, p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

/** A player's session cookie: an invite issued by the admin, redeemed as the player's browser would. */
async function signIn(base: string, auth: Record<string, string>, playerId: number): Promise<string> {
  const inv = await fetch(`${base}/api/admin/players/${playerId}/invite`, { method: 'POST', headers: auth });
  if (inv.status !== 201) throw new Error(`invite answered ${inv.status}: ${await inv.text()}`);
  const token = ((await inv.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${base}/api/player/invite`, {
    method: 'POST',
    headers: { Cookie: `csrf=${CSRF}`, 'X-CSRF-Token': CSRF, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`redeem answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('player_session='))!;
  return cookie.split(';')[0];
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'settle-load-'));
  const db = openDatabase(join(dir, 'bench.db'));
  migrate(db);
  seedDemoLeagueIfEmpty(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, log: () => {} });
  enableTrackRecordScheduling();
  startTrackRecordWorker(db);
  startAnswerLanes(db);
  startResultEffectsWorker(db);
  scheduleTrackRecord(db);
  const app = createApp({ db });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const auth = await adminHeaders(base, PASSWORD);
  await trackRecordIdle(db);

  // The due submissions: between members of each demo group, played 20 to 37 days ago (apart from the live
  // confirmations below, so the duplicate rule never meets them), every window run out; the first member, who
  // enters the live results, submitted none of them (his open results stay under the cap).
  const groups = db.prepare<[], { id: number; url_slug: string }>('SELECT id, url_slug FROM pool_groups ORDER BY id').all();
  const members = groups.map((g) => db.prepare<[number], number>('SELECT player_id FROM pool_group_players WHERE group_id = ? ORDER BY player_id').pluck().all(g.id));
  const now = Date.now();
  const put = db.prepare(
    `INSERT INTO pool_result_submissions (group_id, player_1_id, player_2_id, score_1, score_2, game_datetime, state, created_at, confirm_by)
     VALUES (?, ?, ?, 10, ?, datetime(?, 'unixepoch'), 'awaiting', ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < DUE; i++) {
      const g = i % groups.length;
      const m = members[g];
      let a = m[i % m.length];
      let b = m[(i + 1 + (Math.floor(i / m.length) % (m.length - 1))) % m.length];
      if (a === members[0][0]) [a, b] = [b, a];
      put.run(groups[g].id, a, b, i % 8, Math.floor((now - 20 * 86_400_000 - i * 3_600_000) / 1000), now - 49 * 3_600_000, now - 1000 - i);
    }
  })();
  const [p1, p2] = members[0];
  const [annCookie, benCookie] = [await signIn(base, auth, p1), await signIn(base, auth, p2)];
  console.log(`${DUE} due submissions in ${groups.length} groups; load average ${load()}`);

  const health = healthPoller(`${base}/api/health`, 10);
  const reads = healthPoller(`${base}/api/results/group/${groups[0].url_slug}`, 50);
  await sleep(500);
  const [h0, r0] = [health.samples.length, reads.samples.length];
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpu();
  const elu0 = performance.eventLoopUtilization();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  const stopTimer = startAutoConfirm(db);

  // Meanwhile two players enter and confirm results over HTTP.
  const confirmMs: number[] = [];
  const headers = (cookie: string) => ({ Cookie: `csrf=${CSRF}; ${cookie}`, 'X-CSRF-Token': CSRF, 'Content-Type': 'application/json' });
  for (let i = 0; i < CONFIRMS; i++) {
    const playedAt = new Date(now - (i + 1) * 7 * 3_600_000 - 1_800_000).toISOString();
    const sub = await fetch(`${base}/api/player/results`, {
      method: 'POST',
      headers: headers(annCookie),
      body: JSON.stringify({ groupId: groups[0].id, opponentId: p2, myScore: 10, opponentScore: i % 8, playedAt }),
    });
    if (sub.status !== 201) throw new Error(`submit answered ${sub.status}: ${await sub.text()}`);
    const id = ((await sub.json()) as { data: { id: number } }).data.id;
    const t = performance.now();
    const res = await fetch(`${base}/api/player/results/${id}/confirm`, { method: 'POST', headers: headers(benCookie), body: '{}' });
    await res.arrayBuffer();
    confirmMs.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`confirm answered ${res.status}`);
    await sleep(100);
  }

  const open = () => db.prepare<[], number>("SELECT COUNT(*) FROM pool_result_submissions WHERE state = 'awaiting'").pluck().get()!;
  while (open() > 0) await sleep(100);
  const settledS = (performance.now() - t0) / 1000;
  await resultEffectsIdle(db);
  const effectsS = (performance.now() - t0) / 1000;
  const [h, r] = [health.samples.slice(h0), reads.samples.slice(r0)];
  health.stop();
  reads.stop();
  stopTimer();
  const cpu = process.cpuUsage(cpu0);
  const mainCpu = mainThreadCpu() - main0;
  const elu = performance.eventLoopUtilization(elu0);
  loop.disable();
  server.close();

  const measured = db.prepare<[], number>('SELECT COUNT(DISTINCT match_id) FROM pool_result_effects').pluck().get()!;
  const healthOk = pct(h, 99) <= 100 && Math.max(...h, ...r, ...confirmMs) <= 1000;
  console.log(`all ${DUE} settled by the timer after ${settledS.toFixed(1)} s; every effect measured (${measured} results) after ${effectsS.toFixed(1)} s (worker thread)`);
  console.log(`/api/health during it: ${figures(h)} (target p99 <= 100, max <= 1000): ${healthOk ? 'PASS' : 'FAIL'}`);
  console.log(`public GET /api/results/group/${groups[0].url_slug} during it: ${figures(r)}`);
  console.log(`a player's confirmation (POST .../confirm) during it: ${figures(confirmMs)} (target p99 <= 100): ${pct(confirmMs, 99) <= 100 ? 'PASS' : 'FAIL'}`);
  console.log(
    `the request thread meanwhile: busy ${(elu.utilization * 100).toFixed(0)} % of the time (${(elu.active / 1000).toFixed(1)} s), event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  console.log(`CPU: the request thread ${mainCpu.toFixed(1)} s, the whole process (with the worker threads) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${load()}`);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
