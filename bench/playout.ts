/**
 * "Play it out from here" engine (workers/cricket/playout.ts): `npx tsx bench/playout.ts [zip]`.
 * 1. Calibration on held-out states: for every third Test with a result, one state drawn at random (seeded), the ball
 *    table built from the OTHER seasons only, 1,000 playouts; the same states scored by the fitted model (held out
 *    the same way): mean RPS of each and reliability in deciles (states weighted equally).
 * 2. Speed: 10,000 playouts from a first-innings ball (Lord's 2019 after its 10th delivery when held, else the first
 *    Test's), target <= 5 s (here in Node on one thread; the browser runs the same code in a worker).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import { zipSource } from '../api/cricket/import-sources';
import { resolveVenue } from '../api/cricket/venues';
import { createRng } from '../workers/core/rng';
import { matchLogOf, type MatchLog } from '../workers/cricket/match-log';
import { ballTable, innsRunsAfter, playOut, playoutStartOf } from '../workers/cricket/playout';
import { DEFAULT_FIT, matchPoints, resultIndex, scoreArchive, type ArchiveMatch } from '../workers/cricket/win-prob-build';
import { rps } from '../workers/cricket/win-prob-eval';

const zipPath = process.argv[2] ?? process.env.CRICSHEET_ZIP ?? ['../shared/data/cricsheet/tests_male_json.zip', '../../shared/data/cricsheet/tests_male_json.zip'].find(existsSync);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

async function main() {
  const src = await zipSource(zipPath!);
  const matches: ArchiveMatch[] = [];
  for await (const f of src.files) {
    const json = JSON.parse((await f.read()).toString('utf8')) as { info?: { venue?: string } };
    const log = matchLogOf(json, resolveVenue(json.info?.venue ?? '').hostCountry);
    if (log) matches.push({ matchId: basename(f.name).replace(/\.json$/i, ''), log });
  }
  src.close();
  console.log(`${matches.length} Tests read, load ${load()}`);
  const scored = scoreArchive(matches, DEFAULT_FIT);
  const tables = new Map<string, ReturnType<typeof ballTable>>();
  const tableFor = (season: string) => {
    let t = tables.get(season);
    if (!t) {
      t = ballTable(matches.filter((m) => m.log.season !== season).map((m) => m.log));
      tables.set(season, t);
    }
    return t;
  };
  const rng = createRng('playout-bench');
  let n = 0;
  let rpsSim = 0;
  let rpsModel = 0;
  const bins = [0, 1, 2].map(() => Array.from({ length: 10 }, () => ({ p: 0, o: 0, n: 0 })));
  const t0 = performance.now();
  const prepared = scored.prepared.filter((m) => resultIndex(m.log.result) >= 0);
  for (let i = 0; i < prepared.length; i += 3) {
    const m = prepared[i];
    const live = m.steps.map((s, k) => [s, k] as const).filter(([s]) => !s.after.over);
    if (!live.length) continue;
    const [step, k] = live[Math.floor(rng.next() * live.length)];
    const innsRuns = innsRunsAfter(m.log)[k];
    const sim = playOut(tableFor(m.log.season), playoutStartOf(m.log, step.after, innsRuns), 1000, `bench-${m.matchId}`);
    const model = matchPoints(m, scored.models.get(m.log.season)!.coefficients)[k + 1];
    const r = resultIndex(m.log.result);
    rpsSim += rps(sim.shares, r);
    rpsModel += rps(model, r);
    n++;
    for (let o = 0; o < 3; o++) {
      const b = bins[o][Math.min(9, Math.floor(sim.shares[o] * 10))];
      b.p += sim.shares[o];
      b.o += r === o ? 1 : 0;
      b.n++;
    }
  }
  const ms = performance.now() - t0;
  console.log(`calibration on ${n} held-out states (1,000 playouts each, ${(ms / 1000).toFixed(1)} s, load ${load()}):`);
  console.log(`  mean RPS: playouts ${(rpsSim / n).toFixed(4)}, fitted model ${(rpsModel / n).toFixed(4)} (same states)`);
  ['first_win', 'draw', 'other_win'].forEach((name, o) => {
    console.log(`  ${name}: ` + bins[o].map((b, i) => (b.n ? `${i * 10}-${i * 10 + 10}%: ${((100 * b.p) / b.n).toFixed(0)} v ${((100 * b.o) / b.n).toFixed(0)} (${b.n})` : '')).filter(Boolean).join(' | '));
  });
  const lords = matches.find((m) => m.matchId === '1152847') ?? matches[0];
  const steps = scored.prepared.find((m) => m.matchId === lords.matchId)!.steps;
  const start = playoutStartOf(lords.log as MatchLog, steps[9].after, innsRunsAfter(lords.log)[9]);
  const table = tableFor(lords.log.season);
  const c0 = process.cpuUsage();
  const t1 = performance.now();
  const res = playOut(table, start, 10_000, 'speed');
  const wall = performance.now() - t1;
  const cpu = process.cpuUsage(c0);
  console.log(`10,000 playouts from ball 10 of ${lords.matchId}: ${(wall / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU (target 5 s), load ${load()}; shares ${res.shares.map((x) => (100 * x).toFixed(1)).join(' / ')} %`);
}

void main();
