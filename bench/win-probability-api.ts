/**
 * Win-probability answer times (targets: 100 ms cold, 5 ms cached): `npx tsx bench/win-probability-api.ts
 * <database> [format ...]` on a database holding the imported archives and their fits (npm run import:cricket does
 * both); formats: tests (the default), odis, t20is, women-odis, women-t20is. Per format, cold: the first request for
 * each of 30 matches spread over the archive (nothing cached for it); cached: the same request again, 200 times each
 * for 5 matches. Through `app.request`, so the times include routing, validation and the cache.
 */
import { loadavg } from 'node:os';
import { createApp } from '../api/app';
import { openDatabase } from '../api/db/database';

const path = process.argv[2] ?? process.env.DATABASE_PATH;
if (!path) {
  console.error('Usage: npx tsx bench/win-probability-api.ts <database with the archive imported>');
  process.exit(1);
}
const db = openDatabase(path);
const app = createApp({ db });
const formats = process.argv.slice(3).length ? process.argv.slice(3) : ['tests'];
const idsOf = (fmt: string) =>
  db
    .prepare<[string], string>('SELECT l.match_id FROM cricket_match_logs l JOIN cricket_matches m USING (match_id) WHERE m.fmt = ? ORDER BY l.match_id')
    .pluck()
    .all(fmt)
    .filter((_, i, a) => i % Math.max(1, Math.floor(a.length / 30)) === 0)
    .slice(0, 30);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function run(fmt: string) {
  const ids = idsOf(fmt);
  // Warm the code paths (module JIT) on another endpoint first.
  await app.request(`/api/cricket/win_probability/evaluation?format=${fmt}`);
  const cold: number[] = [];
  const coldCpu: number[] = [];
  let balls = 0;
  for (const id of ids) {
    const c = process.cpuUsage();
    const t = performance.now();
    const res = await app.request(`/api/cricket/match/${id}/win_probability`);
    const text = await res.text();
    cold.push(performance.now() - t);
    const u = process.cpuUsage(c);
    coldCpu.push((u.user + u.system) / 1000);
    balls += (JSON.parse(text) as { data: { points: unknown[] } }).data.points.length;
  }
  const cached: number[] = [];
  for (const id of ids.slice(0, 5)) {
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const res = await app.request(`/api/cricket/match/${id}/win_probability`);
      await res.arrayBuffer();
      cached.push(performance.now() - t);
    }
  }
  console.log(`${fmt}: load ${load()}`);
  console.log(`cold: ${ids.length} matches (${Math.round(balls / ids.length)} points each on average): median ${q(cold, 0.5).toFixed(1)} ms, p90 ${q(cold, 0.9).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms (target 100 ms); CPU median ${q(coldCpu, 0.5).toFixed(1)} ms, p90 ${q(coldCpu, 0.9).toFixed(1)} ms, max ${Math.max(...coldCpu).toFixed(1)} ms`);
  console.log(`cached: ${cached.length} requests: median ${q(cached, 0.5).toFixed(2)} ms, p99 ${q(cached, 0.99).toFixed(2)} ms (target 5 ms)`);
}

async function main() {
  for (const fmt of formats) await run(fmt);
  db.close();
}

void main();
