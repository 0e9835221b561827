/**
 * "Play it out from here" engine (workers/cricket/playout.ts): `npx tsx bench/playout.ts [zip]`.
 * 1. The players' shrinkage: method-of-moments pseudo-counts from career figures (workers/cricket/player-figures.ts)
 *    beside the ones the engine uses; the archive's time (overs a Test has) and follow-on figures.
 * 2. Calibration on held-out states (workers/cricket/playout-calibration.ts, the figures the method page shows): for
 *    every Test with a result, 2 states drawn at random (seeded), 200 playouts each from the archive without the
 *    Test's season and the players' figures before the Test; the same states scored by the fitted model (held out the
 *    same way): mean RPS of each (each Test weighted equally), reliability in deciles with the Tests in each.
 *    PLAYOUT_EVERY=3 takes every third Test (quicker), PLAYOUT_PLAYERS=0 leaves the players out.
 * 3. Speed: 10,000 playouts from a first-innings ball (Lord's 2019 after its 10th delivery when held, else the first
 *    Test's), with its line-up, target <= 5 s (here in Node on one thread; the browser runs the same code in a worker).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import { zipSource } from '../api/cricket/import/import-sources';
import { resolveVenue } from '../api/cricket/import/venues';
import { matchLogOf } from '../workers/cricket/match-log';
import { innsRunsAfter, playOut, playoutStartOf, tableOf, type PlayoutStart } from '../workers/cricket/playout';
import { PlayoutArchive } from '../workers/cricket/playout-archive';
import { calibratePlayouts } from '../workers/cricket/playout-calibration';
import { playoutLineup, type TeamSheetPlayer } from '../workers/cricket/playout-lineup';
import { cellExpectations, priorFigures, PSEUDO, pseudoCounts } from '../workers/cricket/player-figures';
import { DEFAULT_FIT, prepare, scoreArchive, type ArchiveMatch, type ScoredArchive, type SeasonModel } from '../workers/cricket/win-prob-build';

const zipPath = process.argv[2] ?? process.env.CRICSHEET_ZIP ?? ['../shared/data/cricsheet/tests_male_json.zip', '../../shared/data/cricsheet/tests_male_json.zip'].find(existsSync);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const every = Number(process.env.PLAYOUT_EVERY ?? 1);
const players = process.env.PLAYOUT_PLAYERS !== '0';

type Info = { venue?: string; players?: Record<string, string[]>; registry?: { people?: Record<string, string> } };

async function main() {
  const src = await zipSource(zipPath!);
  const matches: ArchiveMatch[] = [];
  const sheets = new Map<string, [TeamSheetPlayer[], TeamSheetPlayer[]]>();
  for await (const f of src.files) {
    const json = JSON.parse((await f.read()).toString('utf8')) as { info?: Info };
    const log = matchLogOf(json, resolveVenue(json.info?.venue ?? '').hostCountry);
    if (!log) continue;
    const matchId = basename(f.name).replace(/\.json$/i, '');
    matches.push({ matchId, log });
    const people = json.info?.registry?.people ?? {};
    const sheet = (team: string) => (json.info?.players?.[team] ?? []).map((name) => ({ id: people[name] ?? name, name }));
    sheets.set(matchId, [sheet(log.teams[0]), sheet(log.teams[1])]);
  }
  src.close();
  // In match-id order, as the fit reads them (api/cricket/win-probability/win-probability-fit.ts), so the models and figures are the stored ones.
  matches.sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));
  console.log(`${matches.length} Tests read, load ${load()}`);
  const archive = new PlayoutArchive();
  for (const m of matches) archive.add(m.matchId, m.log);

  // 1. Shrinkage and the time and follow-on rules, over the whole archive.
  const whole = tableOf(archive.all);
  const expect = cellExpectations(whole);
  const careers = (role: 'bat' | 'bowl') => [...archive.history[role].values()].map((tests) => priorFigures(tests, '9999', expect));
  let r1 = 0;
  let r2 = 0;
  for (let c = 0; c < 160; c++) for (let k = 2; k <= 7; k++) {
    const n = archive.all[c * 9 + k];
    r1 += n * (k - 1);
    r2 += n * (k - 1) ** 2;
  }
  const phi = r2 / r1;
  const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : 'none (no spread beyond chance)');
  for (const role of ['bat', 'bowl'] as const) {
    const est = pseudoCounts(careers(role), phi);
    console.log(`pseudo-counts from ${role === 'bat' ? 'batting' : 'bowling'} careers (method of moments, run dispersion ${phi.toFixed(2)}): wickets ${fmt(est.wickets)}, runs ${fmt(est.runs)}; used: wickets ${PSEUDO[role].wickets}, runs ${PSEUDO[role].runs}`);
  }
  const all = archive.tableWithout('none');
  console.log(`overs a Test has (Kaplan-Meier, drawn Tests end, others censored): 5 % ${all.table.overs![2].toFixed(0)}, 25 % ${all.table.overs![10].toFixed(0)}, 50 % ${all.table.overs![20].toFixed(0)}, 75 % ${all.table.overs![30].toFixed(0)}, 100 % ${all.table.overs![40].toFixed(0)}; follow-on enforced ${(100 * all.table.followOn!).toFixed(1)} % of chances`);

  // 2. Calibration.
  const t0 = performance.now();
  // PLAYOUT_MODELS=file: keep the fitted models in a file and reuse them on the next run (they depend only on the archive).
  const cache = process.env.PLAYOUT_MODELS;
  let scored: ScoredArchive;
  if (cache && existsSync(cache)) {
    const models = new Map((JSON.parse(readFileSync(cache, 'utf8')) as SeasonModel[]).map((m) => [m.season, m]));
    scored = { prepared: prepare(matches), models, scored: [] };
  } else {
    scored = scoreArchive(matches, DEFAULT_FIT);
    if (cache) writeFileSync(cache, JSON.stringify([...scored.models.values()]));
  }
  console.log(`models fitted in ${((performance.now() - t0) / 1000).toFixed(1)} s, load ${load()}`);
  const t1 = performance.now();
  const c0 = process.cpuUsage();
  const cal = calibratePlayouts(scored, archive, { every, players, teamSheets: (id) => sheets.get(id) ?? null });
  const cpu0 = process.cpuUsage(c0);
  console.log(
    `calibration on ${cal.states} held-out states of ${cal.tests} Tests (${cal.playouts_per_state} playouts each, players ${players ? 'in' : 'out'}, ${((performance.now() - t1) / 1000).toFixed(1)} s wall, ${((cpu0.user + cpu0.system) / 1e6).toFixed(1)} s CPU, load ${load()}):`,
  );
  console.log(`  mean RPS: playouts ${cal.rps.playouts.toFixed(4)}, fitted model ${cal.rps.model.toFixed(4)}, base rates ${cal.rps.base_rates.toFixed(4)} (same states)`);
  console.log(`  by innings: ${cal.by_innings.map((b) => `${b.inns}: ${b.playouts.toFixed(3)} v ${b.model.toFixed(3)} (${b.tests})`).join(' | ')}`);
  let worst = 0;
  (['first_win', 'draw', 'other_win'] as const).forEach((name) => {
    const bins = cal.reliability[name];
    for (const b of bins) if (b.tests >= 100) worst = Math.max(worst, Math.abs(b.predicted - b.observed));
    console.log(`  ${name}: ` + bins.filter((b) => b.points).map((b) => `${Math.round(b.lo * 100)}-${Math.round(b.hi * 100)}%: ${(100 * b.predicted).toFixed(1)} v ${(100 * b.observed).toFixed(1)} (${b.tests})`).join(' | '));
  });
  console.log(`  worst decile gap with states from >= 100 Tests: ${(100 * worst).toFixed(1)} points (target 5)`);

  // 3. Speed.
  const lords = matches.find((m) => m.matchId === '1152847') ?? matches[0];
  const steps = scored.prepared.find((m) => m.matchId === lords.matchId)!.steps;
  const held = archive.tableWithout(lords.log.season).table;
  const start: PlayoutStart = playoutStartOf(lords.log, steps[9].after, innsRunsAfter(lords.log)[9]);
  start.lineup = playoutLineup(lords.log, 10, sheets.get(lords.matchId) ?? null, archive.history, cellExpectations(held));
  const c1 = process.cpuUsage();
  const t2 = performance.now();
  const res = playOut(held, start, 10_000, 'speed');
  const wall = performance.now() - t2;
  const cpu = process.cpuUsage(c1);
  console.log(`10,000 playouts from ball 10 of ${lords.matchId}: ${(wall / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU (target 5 s), load ${load()}; shares ${res.shares.map((x) => (100 * x).toFixed(1)).join(' / ')} %`);
}

void main();
