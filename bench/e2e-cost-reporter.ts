// A Playwright reporter that says where the end-to-end suite spends its time: per spec file the number of tests,
// their summed duration, the page loads (page.goto and reloads), the axe runs (steps titled "axe…", see
// tests/e2e/support/a11y.ts) and the time spent in fixed waits.
// Wall-clock figures on a shared machine mean little; counts and shares within one run do not.
//
//   npx playwright test --reporter=list,./bench/e2e-cost-reporter.ts
//
// Writes the table to stdout and the figures (per file and per test) to test-results/e2e-costs.json.
//
// With E2E_COSTS=cpu it also counts the CPU time (user + system) of every process under the runner (the browser's
// processes, the servers, the workers) while each test runs, polling /proc every 100 ms (Linux only). Only with
// --workers=1 is that a test's own cost; side by side, tests share the figure of whatever ran beside them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface TestCost {
  title: string;
  project: string;
  ms: number;
  gotos: number;
  axe: number;
  axeMs: number;
  gotoMs: number;
  waits: number;
  waitMs: number;
  /** CPU seconds of every process under the runner while the test ran (E2E_COSTS=cpu). */
  cpu: number;
}

/** CPU seconds used so far by the runner's descendants, including those that have exited (last seen). */
class TreeCpu {
  private seen = new Map<string, number>();
  private tracked = new Set<number>([process.pid]);
  private timer = setInterval(() => this.poll(), 100);

  poll(): number {
    const all: { pid: number; ppid: number; key: string; ticks: number }[] = [];
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const s = readFileSync(`/proc/${d}/stat`, 'utf8');
        const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
        all.push({ pid: Number(d), ppid: Number(f[1]), key: `${d}:${f[19]}`, ticks: Number(f[11]) + Number(f[12]) });
      } catch {
        // exited meanwhile
      }
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of all) if (!this.tracked.has(p.pid) && this.tracked.has(p.ppid)) {
        this.tracked.add(p.pid);
        grew = true;
      }
    }
    for (const p of all) if (this.tracked.has(p.pid) && p.pid !== process.pid) this.seen.set(p.key, p.ticks);
    let ticks = 0;
    for (const t of this.seen.values()) ticks += t;
    return ticks / 100;
  }

  stop() {
    clearInterval(this.timer);
  }
}

function walk(step: TestStep, visit: (s: TestStep) => boolean | void) {
  if (visit(step) === false) return;
  for (const s of step.steps) walk(s, visit);
}

export default class CostReporter implements Reporter {
  private tests: (TestCost & { file: string })[] = [];
  private started = Date.now();
  private cpu = process.env.E2E_COSTS === 'cpu' ? new TreeCpu() : null;
  private cpuAtStart = new Map<string, number>();

  onTestBegin(test: TestCase) {
    if (this.cpu) this.cpuAtStart.set(test.id, this.cpu.poll());
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const cost: TestCost & { file: string } = {
      file: relative(process.cwd(), test.location.file),
      title: test.title,
      project: test.parent.project()?.name ?? '',
      ms: result.duration,
      gotos: 0,
      axe: 0,
      axeMs: 0,
      gotoMs: 0,
      waits: 0,
      waitMs: 0,
      cpu: this.cpu ? this.cpu.poll() - (this.cpuAtStart.get(test.id) ?? 0) : 0,
    };
    for (const top of result.steps) {
      walk(top, (s) => {
        if (s.category === 'test.step' && /^axe\b/.test(s.title)) {
          cost.axe++;
          cost.axeMs += s.duration;
          return false; // the steps inside are axe's own
        }
        if (s.category === 'pw:api' && /^(Navigate|Reload|page\.goto|page\.reload)/.test(s.title)) {
          cost.gotos++;
          cost.gotoMs += s.duration;
        }
        if (s.category === 'pw:api' && /^(Wait for timeout|page\.waitForTimeout|Wait for load state|page\.waitForLoadState)/.test(s.title)) {
          cost.waits++;
          cost.waitMs += s.duration;
        }
      });
    }
    this.tests.push(cost);
  }

  onEnd(result: FullResult) {
    this.cpu?.stop();
    const files = new Map<string, { tests: number; ms: number; gotos: number; axe: number; axeMs: number; gotoMs: number; waitMs: number; cpu: number }>();
    for (const t of this.tests) {
      const f = files.get(t.file) ?? { tests: 0, ms: 0, gotos: 0, axe: 0, axeMs: 0, gotoMs: 0, waitMs: 0, cpu: 0 };
      f.tests++;
      f.ms += t.ms;
      f.gotos += t.gotos;
      f.axe += t.axe;
      f.axeMs += t.axeMs;
      f.gotoMs += t.gotoMs;
      f.waitMs += t.waitMs;
      f.cpu += t.cpu;
      files.set(t.file, f);
    }
    const total = [...files.values()].reduce(
      (a, f) => ({ tests: a.tests + f.tests, ms: a.ms + f.ms, gotos: a.gotos + f.gotos, axe: a.axe + f.axe, axeMs: a.axeMs + f.axeMs, gotoMs: a.gotoMs + f.gotoMs, waitMs: a.waitMs + f.waitMs, cpu: a.cpu + f.cpu }),
      { tests: 0, ms: 0, gotos: 0, axe: 0, axeMs: 0, gotoMs: 0, waitMs: 0, cpu: 0 },
    );
    const s = (ms: number) => (ms / 1000).toFixed(1);
    const rows = [...files.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const pad = Math.max(...rows.map(([f]) => f.length), 10);
    const cpuCol = (c: number) => (this.cpu ? `  ${c.toFixed(1).padStart(5)}` : '');
    const lines = [
      '',
      `${'spec file'.padEnd(pad)}  tests  sum s  share  loads  axe  axe s  fixed waits s${this.cpu ? '  cpu s' : ''}`,
      ...rows.map(
        ([file, f]) =>
          `${file.padEnd(pad)}  ${String(f.tests).padStart(5)}  ${s(f.ms).padStart(5)}  ${((100 * f.ms) / total.ms).toFixed(0).padStart(4)}%  ${String(f.gotos).padStart(5)}  ${String(f.axe).padStart(3)}  ${s(f.axeMs).padStart(5)}  ${s(f.waitMs).padStart(13)}${cpuCol(f.cpu)}`,
      ),
      `${'total'.padEnd(pad)}  ${String(total.tests).padStart(5)}  ${s(total.ms).padStart(5)}         ${String(total.gotos).padStart(5)}  ${String(total.axe).padStart(3)}  ${s(total.axeMs).padStart(5)}  ${s(total.waitMs).padStart(13)}${cpuCol(total.cpu)}`,
      `run: ${result.status}, ${s(Date.now() - this.started)} s wall${this.cpu ? `, ${this.cpu.poll().toFixed(1)} s CPU under the runner in all` : ''}`,
    ];
    console.log(lines.join('\n'));
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-costs.json', JSON.stringify({ total, files: Object.fromEntries(rows), tests: this.tests }, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
