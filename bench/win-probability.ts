/**
 * The win-probability model's evaluation on the real archive: `npx tsx bench/win-probability.ts [zip]`.
 * Reads the Cricsheet zip (CRICSHEET_ZIP, else ../shared/data/cricsheet/tests_male_json.zip), builds each Test's
 * delivery log, fits the candidates leave-one-season-out and prints, over every Test with a result (each Test weighted
 * equally): mean RPS of the model, of the training seasons' base rates and of the model's own pre-match probability
 * held all match; RPS by innings; reliability per outcome in deciles with the Tests contributing; and timings.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename } from 'node:path';
import { zipSource } from '../api/cricket/import/import-sources';
import { resolveVenue } from '../api/cricket/import/venues';
import { matchLogOf } from '../workers/cricket/match-log';
import { evaluate, type Evaluation } from '../workers/cricket/win-prob-eval';
import { DEFAULT_FIT, scoreArchive, type ArchiveMatch, type FitOptionsAll } from '../workers/cricket/win-prob-build';

const zipPath = process.argv[2] ?? process.env.CRICSHEET_ZIP ?? ['../shared/data/cricsheet/tests_male_json.zip', '../../shared/data/cricsheet/tests_male_json.zip'].find(existsSync);
if (!zipPath || !existsSync(zipPath)) {
  console.error('No Cricsheet zip: pass its path or set CRICSHEET_ZIP');
  process.exit(1);
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function readArchive(path: string): Promise<{ matches: ArchiveMatch[]; excluded: string[] }> {
  const src = await zipSource(path);
  const matches: ArchiveMatch[] = [];
  const excluded: string[] = [];
  try {
    for await (const f of src.files) {
      const json = JSON.parse((await f.read()).toString('utf8')) as { info?: { venue?: string; match_type?: string; gender?: string } };
      if (json.info?.match_type !== 'Test' || json.info?.gender !== 'male') continue;
      const log = matchLogOf(json, resolveVenue(json.info.venue ?? '').hostCountry);
      if (!log) continue;
      const id = basename(f.name).replace(/\.json$/i, '');
      matches.push({ matchId: id, log });
      if (log.result === null) excluded.push(id);
    }
  } finally {
    src.close();
  }
  return { matches, excluded };
}

function printEvaluation(name: string, ev: Evaluation) {
  const r = ev.rps;
  console.log(`\n== ${name}: ${ev.tests} Tests with a result, ${ev.points.toLocaleString('en-GB')} points scored`);
  console.log(`mean RPS  model ${r.model.toFixed(4)}   base rates ${r.base_rates.toFixed(4)}   pre-match held ${r.pre_match.toFixed(4)}   (model ${pct(1 - r.model / r.base_rates)} below base rates)`);
  console.log('RPS by innings: ' + ev.by_innings.map((b) => `${b.inns}: ${b.model.toFixed(4)} (base ${b.base_rates.toFixed(4)}, pre ${b.pre_match.toFixed(4)}, ${b.tests} Tests)`).join(' | '));
  let worst = 0;
  for (const [o, bins] of Object.entries(ev.reliability)) {
    console.log(`reliability ${o}:`);
    for (const b of bins) {
      const gap = b.observed - b.predicted;
      if (b.tests >= 100) worst = Math.max(worst, Math.abs(gap));
      console.log(`  ${(b.lo * 100).toFixed(0).padStart(3)}-${(b.hi * 100).toFixed(0).padStart(3)}%  predicted ${pct(b.predicted).padStart(6)}  observed ${pct(b.observed).padStart(6)}  gap ${(gap * 100).toFixed(1).padStart(5)} pp  Tests ${String(b.tests).padStart(4)}  points ${b.points}`);
    }
  }
  console.log(`largest gap in a decile with >= 100 Tests: ${(worst * 100).toFixed(1)} pp`);
  let worstBalls = 0;
  for (const [o, bins] of Object.entries(ev.reliability_by_balls)) {
    for (const b of bins) {
      if (b.tests < 100) continue;
      const gap = b.observed - b.predicted;
      if (Math.abs(gap) > worstBalls) worstBalls = Math.abs(gap);
      if (Math.abs(gap) > 0.03) console.log(`  by balls ${o} ${(b.lo * 100).toFixed(0)}-${(b.hi * 100).toFixed(0)}%: predicted ${pct(b.predicted)} observed ${pct(b.observed)} (${b.tests} Tests, ${b.points} balls)`);
    }
  }
  console.log(`largest gap by balls (every ball the same) in a decile with >= 100 Tests: ${(worstBalls * 100).toFixed(1)} pp`);
}

async function main() {
  console.log(`cores ${cpus().length}, load ${load()}`);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { matches, excluded } = await readArchive(zipPath!);
  const t1 = performance.now();
  console.log(`read ${matches.length} Tests in ${((t1 - t0) / 1000).toFixed(1)} s (load ${load()}); left out of fitting and scoring (no result or awarded): ${excluded.length} [${excluded.join(', ')}]`);
  const candidates: [string, FitOptionsAll][] = [
    ['plain (4 features per innings + pre-match terms)', { ...DEFAULT_FIT, set: 'plain', temper: false }],
    ['full (engineered features and interactions per innings; chosen)', DEFAULT_FIT],
    ['full + a temperature chosen on the other seasons', { ...DEFAULT_FIT, temper: true }],
  ];
  for (const [name, opts] of candidates.filter((_, i) => !process.env.WP_ONLY || process.env.WP_ONLY.split(',').includes(String(i)))) {
    const c0 = process.cpuUsage();
    const s0 = performance.now();
    const out = scoreArchive(matches, opts);
    const ms = performance.now() - s0;
    const cpu = process.cpuUsage(c0);
    printEvaluation(name, evaluate(out.scored));
    console.log(`fit (${out.models.size} season models) + scoring: ${(ms / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (load ${load()})`);
    const temps = [...out.models.values()].map((m) => m.coefficients.temperature);
    console.log(`temperatures: ${Math.min(...temps)}-${Math.max(...temps)}`);
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (load ${load()})`);
}

void main();
