/**
 * The limited-overs win-probability model's evaluation on the real archives:
 * `npx tsx bench/win-probability-limited.ts [format ...]` (formats: odis, t20is, women-odis, women-t20is; default all).
 * Reads each format's Cricsheet zip from CRICSHEET_DIR (else ../shared/data/cricsheet), builds each match's delivery
 * log, fits the candidates leave-one-season-out and prints, over every match with a result (each match weighted
 * equally): the Brier score at every delivery and at each over's end beside the base rate's and the model's own
 * pre-match figure held all match; reliability deciles by balls and by matches with the matches in each; the
 * projected first-innings total's 80 % interval coverage; the fit's CPU time with the load average.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { zipSource } from '../api/cricket/import/import-sources';
import { CRICKET_FORMATS, type CricketFormatKey } from '../common/cricket/formats';
import { matchLogOf } from '../workers/cricket/match-log';
import { LO_DEFAULT_FIT, scoreLimitedArchive, type LoArchiveMatch, type LoFitOptions } from '../workers/cricket/lo-wp-build';
import { evaluateLimited, worstGap, type LoEvaluation } from '../workers/cricket/lo-wp-eval';

const dir = process.env.CRICSHEET_DIR ?? ['../shared/data/cricsheet', '../../shared/data/cricsheet', '/work/shared/data/cricsheet'].find(existsSync);
if (!dir) {
  console.error('No Cricsheet folder: set CRICSHEET_DIR');
  process.exit(1);
}
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const cpuS = (c: NodeJS.CpuUsage) => ((c.user + c.system) / 1e6).toFixed(1);

async function readFormat(key: CricketFormatKey): Promise<{ matches: LoArchiveMatch[]; leftOut: number }> {
  const f = CRICKET_FORMATS.find((x) => x.key === key)!;
  const src = await zipSource(join(dir!, f.file));
  const matches: LoArchiveMatch[] = [];
  let leftOut = 0;
  try {
    for await (const file of src.files) {
      const json = JSON.parse((await file.read()).toString('utf8')) as { info?: { match_type?: string; gender?: string } };
      if (json.info?.match_type !== f.matchType || json.info?.gender !== f.sex) continue;
      const log = matchLogOf(json);
      if (!log) continue;
      matches.push({ matchId: basename(file.name).replace(/\.json$/i, ''), log });
      if (log.result !== 'first' && log.result !== 'other') leftOut++;
    }
  } finally {
    src.close();
  }
  return { matches, leftOut };
}

function print(name: string, ev: LoEvaluation) {
  const b = ev.brier;
  const e = ev.brier_over_end;
  console.log(`\n-- ${name}: ${ev.matches} matches with a result, ${ev.points.toLocaleString('en-GB')} points`);
  console.log(`Brier every delivery: model ${b.model.toFixed(4)}  base rate ${b.base_rate.toFixed(4)}  pre-match held ${b.pre_match.toFixed(4)}  (${pct(1 - b.model / b.base_rate)} below the base rate)`);
  console.log(`Brier at over ends:   model ${e.model.toFixed(4)}  base rate ${e.base_rate.toFixed(4)}  pre-match held ${e.pre_match.toFixed(4)}`);
  for (const [kind, bins] of Object.entries(ev.reliability)) {
    console.log(`reliability ${kind} (P side batting first wins): worst gap, deciles with >= 100 matches: ${(100 * worstGap(bins)).toFixed(1)} pp`);
    for (const x of bins)
      console.log(`  ${String(x.lo * 100).padStart(3)}-${String(x.hi * 100).padStart(3)}%  predicted ${pct(x.predicted).padStart(6)}  observed ${pct(x.observed).padStart(6)}  gap ${(100 * (x.observed - x.predicted)).toFixed(1).padStart(5)} pp  matches ${String(x.matches).padStart(5)}  points ${x.points}`);
  }
  console.log(`projected first-innings total, 80 % interval: holds the final total at ${pct(ev.interval.coverage)} of points (${ev.interval.matches} full-length first innings)`);
}

async function main() {
  const keys = (process.argv.slice(2).length ? process.argv.slice(2) : ['odis', 't20is', 'women-odis', 'women-t20is']) as CricketFormatKey[];
  console.log(`cores ${cpus().length}, load ${load()}`);
  const candidates: [string, LoFitOptions][] = [
    ['plain: runs, wickets, balls, runs needed, balls left + rating', { ...LO_DEFAULT_FIT, set: 'plain' }],
    ['par without ratings', { ...LO_DEFAULT_FIT, ratings: false }],
    ['par + rating with K = 32', { ...LO_DEFAULT_FIT, ratingK: 32 }],
    ['par + rating with K = 16', { ...LO_DEFAULT_FIT, ratingK: 16 }],
    ['par + rating with K = 64', { ...LO_DEFAULT_FIT, ratingK: 64 }],
    ['par: projected total against par, runs needed against resources left, + rating with K = 96 (chosen)', LO_DEFAULT_FIT],
    ['par + rating with K = 48, doubled for a team\'s first 20 matches', { ...LO_DEFAULT_FIT, ratingK: 48, ratingSettle: 20 }],
  ];
  const only = process.env.WP_ONLY?.split(',').map(Number);
  for (const key of keys) {
    const f = CRICKET_FORMATS.find((x) => x.key === key)!;
    const t0 = performance.now();
    const { matches, leftOut } = await readFormat(key);
    console.log(`\n==== ${f.label} (${f.sex}): ${matches.length} matches read in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${leftOut} left out of fitting and scoring (tie, no result, awarded)`);
    for (const [i, [name, opts]] of candidates.entries()) {
      if (only && !only.includes(i)) continue;
      const c0 = process.cpuUsage();
      const s0 = performance.now();
      const out = scoreLimitedArchive(matches, f.overs!, opts);
      const cpu = process.cpuUsage(c0);
      const wall = performance.now() - s0;
      print(name, evaluateLimited(out.scored));
      console.log(`fit (${out.models.size} season models) + scoring: ${(wall / 1000).toFixed(1)} s wall, ${cpuS(cpu)} s CPU (load ${load()})`);
    }
  }
}

void main();
