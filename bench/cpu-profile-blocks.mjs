/**
 * The busy stretches of one thread's CPU profile (`node --cpu-prof`): runs of samples without an "(idle)" one
 * longer than MIN ms, each with the functions that ran in it (inclusive time, TOP of them). A stretch is not
 * necessarily one blocked turn of the event loop (work that yields with setImmediate shows as one stretch), so
 * read it beside a bench's own event-loop gaps (bench/write-stall.ts prints them).
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/write-stall.ts
 *   TOP=30 node bench/cpu-profile-blocks.mjs /tmp/prof/CPU.<...>.0.001.cpuprofile [MIN=50]
 */
import { readFileSync } from 'node:fs';
const [file, minArg = '50'] = process.argv.slice(2);
const MIN = Number(minArg) * 1000;
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
let t = p.startTime;
let block = null;
const blocks = [];
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i];
  const n = byId.get(p.samples[i]);
  const idle = n.callFrame.functionName === '(idle)';
  const dt = p.timeDeltas[i + 1] ?? 0;
  if (idle) { if (block) { blocks.push(block); block = null; } continue; }
  block ??= { start: t, end: t, samples: [] };
  block.end = t + dt;
  block.samples.push([p.samples[i], dt]);
}
if (block) blocks.push(block);
for (const b of blocks) {
  const len = b.end - b.start;
  if (len < MIN) continue;
  const incl = new Map();
  for (const [id, dt] of b.samples) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (seen.has(l)) continue;
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + dt);
    }
  }
  console.log(`\n== busy ${(len / 1000).toFixed(1)} ms at +${((b.start - p.startTime) / 1e6).toFixed(2)} s`);
  [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)).forEach(([l, us]) => console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${l}`));
}
