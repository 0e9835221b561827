/**
 * Share-card memory under a flood of distinct subjects, without a server: draws N distinct cards (default 600) on the
 * render pool (2 threads, as a server with 3 or more cores) with C at once (default 16, as card-flood.ts's clients),
 * and prints the process's RSS every 100 cards, its peak against the target (RSS <= 600 MB whatever the number of
 * subjects) and the CPU time, with the load average. Each card has its own colour and text, so none is drawn twice.
 *
 *   npx tsx bench/card-memory.ts [cards=600] [at-once=16]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { drawCard, startCardRenderPool, stopCardRenderPool } from '../api/cards/card-render-pool';
import { h } from '../api/cards/card-render';

const CARDS = Number(process.argv[2] ?? 600);
const AT_ONCE = Number(process.argv[3] ?? 16);
const TARGET_MB = 600;
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

const tree = (k: number) =>
  h(
    'div',
    { display: 'flex', flexDirection: 'column', width: 1200, height: 630, padding: 60, color: 'white', fontSize: 64, background: `#${((k * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}` },
    `Subject number ${k}`,
    h('div', { fontSize: 32 }, `${k * 7} runs at ${(k / 13).toFixed(2)}, ${k % 97} wickets`),
  );

startCardRenderPool(2);
const start = rssMb();
console.log(`${CARDS} distinct cards, ${AT_ONCE} at once, 2 render threads; RSS at start ${start.toFixed(0)} MB; load average ${load()}`);
const cpu0 = process.cpuUsage();
let next = 0;
let done = 0;
let refused = 0;
let peak = start;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < CARDS) {
      const k = next++;
      for (;;) {
        try {
          await drawCard(tree(k));
          break;
        } catch {
          refused++; // the pool's 503 past its waiting cap: ask again shortly
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      done++;
      peak = Math.max(peak, rssMb());
      if (done % 100 === 0) console.log(`  ${done} cards: RSS ${rssMb().toFixed(0)} MB`);
    }
  }),
);
const cpu = process.cpuUsage(cpu0);
await stopCardRenderPool();
console.log(
  `peak RSS ${peak.toFixed(0)} MB over ${done} cards (${refused} refused and asked again); target <= ${TARGET_MB} MB: ${peak <= TARGET_MB ? 'PASS' : 'FAIL'}; ` +
    `process CPU (both render threads) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; RSS after the threads stop ${rssMb().toFixed(0)} MB; load average ${load()}`,
);
