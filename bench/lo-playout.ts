/**
 * "Play it out from here" for ODIs and T20Is (workers/cricket/lo-playout.ts): `npx tsx bench/lo-playout.ts [format ...]`
 * (format keys of common/cricket/formats.ts: odis, t20is, women-odis, women-t20is; default all four), reading the
 * archives in ../shared/data/cricsheet/ (CRICSHEET_DIR to change).
 * Per format: 1. the players' pseudo-counts (method of moments over the careers);
 * 2. calibration on held-out states (workers/cricket/lo-playout-calibration.ts): every match with a winner, 2 states
 *    drawn at random, 200 playouts each with the table of the other seasons and the players' figures from earlier
 *    matches; the Brier score of the side batting first's chance beside the other seasons' base rate, reliability
 *    deciles with states and matches in each. LO_EVERY=n takes every n-th match (quicker), LO_PLAYERS=0 leaves the
 *    players out.
 * 3. Speed: 10,000 playouts from the first ball of the format's latest match, with its line-up, in Node on one thread
 *    (target: within 2 s in the browser; the browser's worker runs the same code: bench/README.md).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { zipSource } from '../api/cricket/import/import-sources';
import { cricketFormat, type CricketFormatKey } from '../common/cricket/formats';
import { matchLogOf } from '../workers/cricket/match-log';
import { playOutLimited } from '../workers/cricket/lo-playout';
import { loCellExpectations, loStateAfter, LoPlayoutArchive } from '../workers/cricket/lo-playout-archive';
import { calibrateLimited, type LoCalibrationMatch } from '../workers/cricket/lo-playout-calibration';
import { loLineup } from '../workers/cricket/lo-playout-lineup';
import { loRulesOf } from '../workers/cricket/lo-rules';

const dir = process.env.CRICSHEET_DIR ?? ['../shared/data/cricsheet', '../../shared/data/cricsheet'].find(existsSync)!;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const every = Number(process.env.LO_EVERY ?? 1);
const players = process.env.LO_PLAYERS !== '0';
const conditions = process.env.LO_CONDITIONS !== '0';
const pct = (x: number) => (100 * x).toFixed(1);

type Info = { players?: Record<string, string[]>; registry?: { people?: Record<string, string> } };

async function run(key: string) {
  const format = cricketFormat(key as CricketFormatKey);
  const rules = loRulesOf(format);
  const src = await zipSource(join(dir, format.file));
  const matches: LoCalibrationMatch[] = [];
  for await (const f of src.files) {
    const json = JSON.parse((await f.read()).toString('utf8')) as { info?: Info };
    const log = matchLogOf(json);
    if (!log) continue;
    const people = json.info?.registry?.people ?? {};
    const sheet = (team: string) => (json.info?.players?.[team] ?? []).map((name) => ({ id: people[name] ?? name, name }));
    matches.push({ matchId: basename(f.name).replace(/\.json$/i, ''), log, sheets: [sheet(log.teams[0]), sheet(log.teams[1])] });
  }
  src.close();
  matches.sort((a, b) => (a.log.startDate < b.log.startDate ? -1 : a.log.startDate > b.log.startDate ? 1 : a.matchId < b.matchId ? -1 : 1));
  const archive = new LoPlayoutArchive(rules);
  for (const m of matches) archive.add(m.matchId, m.log);
  const pseudo = archive.pseudo();
  console.log(`\n## ${format.label}: ${matches.length} matches, load ${load()}`);
  console.log(`pseudo-counts (method of moments, floors 10 / 60): batting wickets ${pseudo.bat.wickets.toFixed(0)}, runs ${pseudo.bat.runs.toFixed(0)}; bowling wickets ${pseudo.bowl.wickets.toFixed(0)}, runs ${pseudo.bowl.runs.toFixed(0)}; the match's conditions: wickets ${pseudo.conditions.wickets.toFixed(0)}, runs ${pseudo.conditions.runs.toFixed(0)}`);

  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const cal = calibrateLimited(matches, archive, { players, conditions, every });
  const cpu = process.cpuUsage(c0);
  console.log(
    `calibration: ${cal.states} states of ${cal.matches} matches with a winner, ${cal.playouts_per_state} playouts each, players ${players ? 'in' : 'out'}, conditions ${conditions ? 'in' : 'out'} (${((performance.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load ${load()})`,
  );
  const skill = 1 - cal.brier.playouts / cal.brier.base_rate;
  console.log(`  Brier: playouts ${cal.brier.playouts.toFixed(4)}, base rate ${cal.brier.base_rate.toFixed(4)} (${pct(skill)} % lower)`);
  console.log(`  by innings: ${cal.by_innings.map((b) => `${b.inns}: ${b.playouts.toFixed(4)} v ${b.base_rate.toFixed(4)} (${b.matches} matches)`).join(' | ')}`);
  let worst = 0;
  for (const b of cal.reliability) if (b.matches >= 100) worst = Math.max(worst, Math.abs(b.predicted - b.observed));
  console.log('  reliability (batting first wins): ' + cal.reliability.filter((b) => b.points).map((b) => `${Math.round(b.lo * 100)}-${Math.round(b.hi * 100)}%: ${pct(b.predicted)} v ${pct(b.observed)} (${b.points} states, ${b.matches} matches)`).join(' | '));
  console.log(`  worst decile gap with states from >= 100 matches: ${pct(worst)} points`);

  // 3. Speed: from the first ball of the latest match with two innings.
  const last = [...matches].reverse().find((m) => loStateAfter(m.log, rules, 0) && m.log.innings.length >= 2)!;
  const table = archive.tableWithout(last.log.season);
  const start = loStateAfter(last.log, rules, 0)!;
  start.lineup = loLineup(last.log, 0, last.sheets, archive.history, loCellExpectations(table), pseudo);
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  const res = playOutLimited(table, rules, start, 10_000, 'speed');
  const wall = performance.now() - t1;
  const cpu1 = process.cpuUsage(c1);
  console.log(
    `10,000 playouts from the first ball of ${last.matchId} (${last.log.teams.join(' v ')}, ${last.log.startDate}): ${(wall / 1000).toFixed(2)} s wall, ${((cpu1.user + cpu1.system) / 1e6).toFixed(2)} s CPU, load ${load()}; shares ${res.shares.map(pct).join(' / ')} %`,
  );
}

async function main() {
  const keys = process.argv.slice(2);
  for (const key of keys.length ? keys : ['odis', 't20is', 'women-odis', 'women-t20is']) await run(key);
}

void main();
