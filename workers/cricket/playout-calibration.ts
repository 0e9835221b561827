/**
 * How well calibrated "Play it out from here" is (pure, seeded): for every Test with a result, STATES_PER_TEST states
 * after deliveries drawn at random (seeded; never after the last ball), each played out PLAYOUTS_PER_STATE times from
 * the archive without the Test's season and the players' figures before the Test, and scored like the fitted model's
 * evaluation (workers/cricket/win-prob-eval.ts: each Test weighted equally, the mean over its states then over
 * Tests), beside the fitted model's figures on the same states and the training seasons' base rates. bench/playout.ts
 * prints it; the win-probability fit stores it for the method page (the same figures: the states and playouts depend
 * on each Test's id and the seed only, and both fit the models on the Tests in match-id order).
 */
import { createRng, streamSeed } from '../core/rng';
import type { PlayoutArchive } from './playout-archive';
import { cellExpectations } from './player-figures';
import { innsRunsAfter, playOut, playoutStartOf, type BallTable } from './playout';
import { playoutLineup, type TeamSheetPlayer } from './playout-lineup';
import { matchPoints, resultIndex, type ScoredArchive } from './win-prob-build';
import { evaluate, type Evaluation, type ScoredTest, type Triple } from './win-prob-eval';

export const STATES_PER_TEST = 2;
export const PLAYOUTS_PER_STATE = 200;
export const CALIBRATION_SEED = 'playout-calibration-v1';

export interface CalibrationOptions {
  statesPerTest?: number;
  playoutsPerState?: number;
  /** Every how many Tests with a result (1: all of them). */
  every?: number;
  /** Adjust by the players' figures (default true). */
  players?: boolean;
  /** The team sheets of a Test ([batted first, other]), when known. */
  teamSheets?: (matchId: string) => [TeamSheetPlayer[], TeamSheetPlayer[]] | null;
  seed?: string;
}

export interface PlayoutCalibration {
  states_per_test: number;
  playouts_per_state: number;
  players: boolean;
  tests: number;
  states: number;
  rps: { playouts: number; model: number; base_rates: number };
  by_innings: { inns: number; tests: number; playouts: number; model: number }[];
  reliability: Evaluation['reliability'];
}

export function calibratePlayouts(scored: ScoredArchive, archive: PlayoutArchive, opts: CalibrationOptions = {}): PlayoutCalibration {
  const perTest = opts.statesPerTest ?? STATES_PER_TEST;
  const playouts = opts.playoutsPerState ?? PLAYOUTS_PER_STATE;
  const every = opts.every ?? 1;
  const players = opts.players ?? true;
  const seed = opts.seed ?? CALIBRATION_SEED;
  const tables = new Map<string, BallTable>();
  const tableFor = (season: string) => {
    let t = tables.get(season);
    if (!t) tables.set(season, (t = archive.tableWithout(season).table));
    return t;
  };
  const expectations = new Map<string, ReturnType<typeof cellExpectations>>();
  const sim: ScoredTest[] = [];
  const model: ScoredTest[] = [];
  const withResult = scored.prepared.filter((m) => resultIndex(m.log.result) >= 0);
  let states = 0;
  for (let i = 0; i < withResult.length; i += every) {
    const m = withResult[i];
    const r = resultIndex(m.log.result);
    const live = m.steps.map((s, k) => [s, k] as const).filter(([s]) => !s.after.over);
    if (!live.length) continue;
    // Distinct states drawn at random (a stream per Test, so the states do not depend on the order of the Tests), in match order.
    const pick = createRng(`${seed}-states-${m.matchId}`);
    const picked = new Set<number>();
    while (picked.size < Math.min(perTest, live.length)) picked.add(Math.floor(pick.next() * live.length));
    const chosen = [...picked].sort((a, b) => a - b).map((j) => live[j]);
    const table = tableFor(m.log.season);
    let expect = expectations.get(m.log.season);
    if (!expect) expectations.set(m.log.season, (expect = cellExpectations(table)));
    const fitted = matchPoints(m, scored.models.get(m.log.season)!.coefficients);
    const runsAfter = innsRunsAfter(m.log);
    const simPoints: Triple[] = [];
    const modelPoints: Triple[] = [];
    const inns: number[] = [];
    for (const [step, k] of chosen) {
      const start = playoutStartOf(m.log, step.after, runsAfter[k]);
      if (players) start.lineup = playoutLineup(m.log, k + 1, opts.teamSheets?.(m.matchId) ?? null, archive.history, expect);
      const out = playOut(table, start, playouts, streamSeed(`${seed}-${m.matchId}`, k));
      simPoints.push(out.shares);
      modelPoints.push(fitted[k + 1]);
      inns.push(step.after.inns);
      states++;
    }
    const baseRates = scored.models.get(m.log.season)!.baseRates;
    sim.push({ result: r, points: simPoints, inns, baseRates });
    model.push({ result: r, points: modelPoints, inns, baseRates });
  }
  const s = evaluate(sim);
  const f = evaluate(model);
  return {
    states_per_test: perTest,
    playouts_per_state: playouts,
    players,
    tests: s.tests,
    states,
    rps: { playouts: s.rps.model, model: f.rps.model, base_rates: s.rps.base_rates },
    by_innings: s.by_innings.map((b, i) => ({ inns: b.inns, tests: b.tests, playouts: b.model, model: f.by_innings[i].model })),
    reliability: s.reliability,
  };
}
