/**
 * What confirming a player's result costs on the request thread: applySubmission writes the match and its audit
 * rows and nothing more (its effect, the group's standings and the season forecast's title chances with 10,000
 * simulations before and after, is measured afterwards on a worker thread: effects-queue.ts). Run on the demo
 * league, in its group with a current season: `npx tsx bench/player-results.ts`. Prints the median and worst of the
 * confirmations, what one effect snapshot costs (off the request thread now), and the timer's settling with nothing due.
 */
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeague } from '../api/league/demo-seed';
import { currentSeason } from '../api/league/season-reads';
import { applySubmission } from '../api/players/results/apply-result';
import { groupSnapshot } from '../api/players/results/result-effects';
import { settleDue, submitResult } from '../api/players/results/submission-flow';

const db = openDatabase(':memory:');
migrate(db);
seedDemoLeague(db);
const groups = db.prepare<unknown[], { id: number; name: string }>('SELECT id, name FROM pool_groups ORDER BY id').all();
const group = groups.find((g) => currentSeason(db, g.id)) ?? groups[0];
const members = db.prepare<unknown[], number>('SELECT player_id FROM pool_group_players WHERE group_id = ? ORDER BY player_id').pluck().all(group.id);
const now = Date.now();
const times: number[] = [];
const RUNS = 7;
for (let i = 0; i < RUNS; i++) {
  const [a, b] = [members[i % members.length], members[(i + 1) % members.length]];
  const id = submitResult(db, { kind: 'player', address: 'bench', playerId: a, session: 1 }, { groupId: group.id, opponentId: b, myScore: 10, opponentScore: i % 8 }, now + i * 7 * 3_600_000);
  const t = performance.now();
  applySubmission(db, id, { kind: 'player', address: 'bench', playerId: b, session: 2 }, now + i * 7 * 3_600_000 + 1);
  times.push(performance.now() - t);
}
const snap: number[] = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  groupSnapshot(db, group.id);
  snap.push(performance.now() - t);
}
const t0 = performance.now();
for (let i = 0; i < 1000; i++) settleDue(db, now);
const settle = (performance.now() - t0) / 1000;
const sorted = [...times].sort((x, y) => x - y);
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`group ${group.name}: ${members.length} players, season ${currentSeason(db, group.id) ? 'yes' : 'no'}`);
console.log(`confirm (applySubmission): median ${med(times).toFixed(1)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms over ${RUNS}`);
console.log(`one effect snapshot (standings + forecast of 10,000 seasons): median ${med(snap).toFixed(1)} ms`);
console.log(`settleDue with nothing due: ${(settle * 1000).toFixed(1)} µs`);
console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
