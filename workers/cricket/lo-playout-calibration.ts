/**
 * How well calibrated limited-overs "Play it out from here" is, per format and sex (pure, seeded): for every match with
 * a winner (ties, no results and awarded matches left out, as the model's evaluation does), STATES_PER_MATCH states
 * after deliveries drawn at random (seeded per match id; never after the match's last ball), each played out
 * PLAYOUTS_PER_STATE times with the table of every other season and the players' figures from matches that started
 * before this one. The forecast scored is the side batting first's chance (a tie's share counted half); the Brier
 * score per match is the mean over its states, then the mean over matches (each match weighs the same), beside the
 * base rate of the other seasons (the side batting first's share of wins) on the same states. Reliability in deciles
 * of the forecast, with the states and the matches in each. bench/lo-playout.ts prints it.
 */
import { createRng, streamSeed } from '../core/rng';
import { FIELDS, type MatchLog } from './match-log';
import { playOutLimited, type LoTable } from './lo-playout';
import { loCellExpectations, loStateAfter, mainInnings, matchConditions, type LoPlayoutArchive } from './lo-playout-archive';
import { loLineup } from './lo-playout-lineup';
import type { TeamSheetPlayer } from './playout-lineup';

export const STATES_PER_MATCH = 2;
export const PLAYOUTS_PER_STATE = 200;
export const LO_CALIBRATION_SEED = 'lo-playout-calibration-v1';

export interface LoCalibrationMatch {
  matchId: string;
  log: MatchLog;
  sheets: [TeamSheetPlayer[], TeamSheetPlayer[]] | null;
}

export interface ReliabilityBin {
  lo: number;
  hi: number;
  /** Mean forecast and share of wins for the side batting first over the bin's states; states and distinct matches in it. */
  predicted: number;
  observed: number;
  points: number;
  matches: number;
}

export interface LoCalibration {
  matches: number;
  states: number;
  playouts_per_state: number;
  players: boolean;
  brier: { playouts: number; base_rate: number };
  by_innings: { inns: number; matches: number; playouts: number; base_rate: number }[];
  reliability: ReliabilityBin[];
}

/** The calibration over `matches` (any order: each match's states, table and players' figures depend only on it and the archive). */
export function calibrateLimited(
  matches: readonly LoCalibrationMatch[],
  archive: LoPlayoutArchive,
  opts: { statesPerMatch?: number; playoutsPerState?: number; players?: boolean; conditions?: boolean; every?: number; seed?: string } = {},
): LoCalibration {
  const perMatch = opts.statesPerMatch ?? STATES_PER_MATCH;
  const playouts = opts.playoutsPerState ?? PLAYOUTS_PER_STATE;
  const players = opts.players ?? true;
  const conditions = opts.conditions ?? true;
  const seed = opts.seed ?? LO_CALIBRATION_SEED;
  const every = opts.every ?? 1;
  const pseudo = archive.pseudo();
  const tables = new Map<string, { table: LoTable; expect: ReturnType<typeof loCellExpectations> }>();
  // The side batting first's share of wins per season, for the held-out base rate.
  const winsBySeason = new Map<string, [number, number]>();
  for (const m of matches) {
    if (m.log.result !== 'first' && m.log.result !== 'other') continue;
    const w = winsBySeason.get(m.log.season) ?? [0, 0];
    w[m.log.result === 'first' ? 0 : 1]++;
    winsBySeason.set(m.log.season, w);
  }
  const allWins = [...winsBySeason.values()].reduce((a, w) => [a[0] + w[0], a[1] + w[1]], [0, 0]);
  const baseRate = (season: string) => {
    const own = winsBySeason.get(season) ?? [0, 0];
    const first = allWins[0] - own[0];
    const n = first + allWins[1] - own[1];
    return n > 0 ? first / n : 0.5;
  };
  const bins = Array.from({ length: 10 }, (_, i) => ({ lo: i / 10, hi: (i + 1) / 10, p: 0, y: 0, points: 0, ids: new Set<string>() }));
  const perMatchScores: { sim: number; base: number }[] = [];
  const byInns = [0, 1].map(() => ({ matches: 0, sim: 0, base: 0 }));
  let states = 0;
  const eligible = matches.filter((m) => m.log.result === 'first' || m.log.result === 'other');
  for (let i = 0; i < eligible.length; i += every) {
    const m = eligible[i];
    const y = m.log.result === 'first' ? 1 : 0;
    const total = loDeliveries(m.log);
    const live: number[] = [];
    for (let seq = 0; seq < total; seq++) if (loStateAfter(m.log, archive.rules, seq)) live.push(seq);
    if (!live.length) continue;
    const pick = createRng(`${seed}-states-${m.matchId}`);
    const picked = new Set<number>();
    while (picked.size < Math.min(perMatch, live.length)) picked.add(live[Math.floor(pick.next() * live.length)]);
    let held = tables.get(m.log.season);
    if (!held) {
      const table = archive.tableWithout(m.log.season);
      tables.set(m.log.season, (held = { table, expect: loCellExpectations(table) }));
    }
    const base = baseRate(m.log.season);
    const sims: number[] = [];
    const inns = [0, 0].map(() => ({ n: 0, sim: 0, base: 0 }));
    for (const seq of [...picked].sort((a, b) => a - b)) {
      const start = loStateAfter(m.log, archive.rules, seq)!;
      if (players) start.lineup = loLineup(m.log, seq, m.sheets, archive.history, held.expect, pseudo);
      if (conditions) start.conditions = matchConditions(m.log, archive.rules, seq, held.expect, pseudo.conditions);
      const out = playOutLimited(held.table, archive.rules, start, playouts, streamSeed(`${seed}-${m.matchId}`, seq));
      const p = out.shares[0] + out.shares[1] / 2;
      sims.push((p - y) ** 2);
      const b = bins[Math.min(9, Math.floor(p * 10))];
      b.p += p;
      b.y += y;
      b.points++;
      b.ids.add(m.matchId);
      const slot = inns[start.inns - 1];
      slot.n++;
      slot.sim += (p - y) ** 2;
      slot.base += (base - y) ** 2;
      states++;
    }
    perMatchScores.push({ sim: mean(sims), base: (base - y) ** 2 });
    inns.forEach((s, k) => {
      if (!s.n) return;
      byInns[k].matches++;
      byInns[k].sim += s.sim / s.n;
      byInns[k].base += s.base / s.n;
    });
  }
  return {
    matches: perMatchScores.length,
    states,
    playouts_per_state: playouts,
    players,
    brier: { playouts: mean(perMatchScores.map((s) => s.sim)), base_rate: mean(perMatchScores.map((s) => s.base)) },
    by_innings: byInns.map((b, k) => ({ inns: k + 1, matches: b.matches, playouts: b.matches ? b.sim / b.matches : 0, base_rate: b.matches ? b.base / b.matches : 0 })),
    reliability: bins.map((b) => ({ lo: b.lo, hi: b.hi, predicted: b.points ? b.p / b.points : 0, observed: b.points ? b.y / b.points : 0, points: b.points, matches: b.ids.size })),
  };
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The deliveries of a match's two innings (super overs left out). */
export const loDeliveries = (log: MatchLog) => mainInnings(log).reduce((a, inn) => a + inn.d.length / FIELDS, 0);
