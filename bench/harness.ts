/**
 * Tiny benchmark harness shared by every suite: runs a case a number of
 * times, reports median / min / max wall time and peak RSS growth, and prints
 * either a table or (with --json) one JSON line per case.
 */
export interface BenchCase {
  name: string;
  /** Runs of the timed function (after `warmup` untimed runs). */
  runs?: number;
  warmup?: number;
  /** Optional target in ms for the median, printed beside the result. */
  targetMs?: number;
  /** The work. May return extra figures to print (e.g. speed-up). */
  fn: () => unknown | Promise<unknown>;
}

export interface BenchSuite {
  name: string;
  cases: () => BenchCase[] | Promise<BenchCase[]>;
}

export interface BenchResult {
  suite: string;
  case: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  peakRssMb: number;
  targetMs?: number;
  meetsTarget?: boolean;
  extra?: Record<string, unknown>;
}

export async function runCase(suite: string, c: BenchCase): Promise<BenchResult> {
  const runs = c.runs ?? 5;
  const warmup = c.warmup ?? 1;
  for (let i = 0; i < warmup; i++) await c.fn();
  (globalThis as { gc?: () => void }).gc?.();
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  let extra: Record<string, unknown> | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const out = await c.fn();
    times.push(performance.now() - t0);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (out && typeof out === 'object' && !Array.isArray(out) && 'benchExtra' in (out as object)) {
      extra = (out as { benchExtra: Record<string, unknown> }).benchExtra;
    }
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const medianMs = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
  return {
    suite,
    case: c.name,
    runs,
    medianMs: round(medianMs),
    minMs: round(times[0]),
    maxMs: round(times[times.length - 1]),
    peakRssMb: round((peakRss - baseRss) / 1048576),
    targetMs: c.targetMs,
    meetsTarget: c.targetMs === undefined ? undefined : medianMs <= c.targetMs,
    extra,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function printTable(results: BenchResult[]) {
  const rows = results.map((r) => [
    r.suite,
    r.case,
    String(r.runs),
    r.medianMs.toFixed(3),
    r.minMs.toFixed(3),
    r.maxMs.toFixed(3),
    r.peakRssMb.toFixed(1),
    r.targetMs === undefined ? '' : `${r.targetMs} ${r.meetsTarget ? 'ok' : 'MISSED'}`,
    r.extra ? Object.entries(r.extra).map(([k, v]) => `${k}=${v}`).join(' ') : '',
  ]);
  const head = ['suite', 'case', 'runs', 'median ms', 'min ms', 'max ms', '+RSS MB', 'target ms', 'notes'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
