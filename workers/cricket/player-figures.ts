/**
 * The players' figures before a Test for "Play it out from here" (pure): each player's deliveries in earlier Tests,
 * as batter (on strike) and as bowler, counted per ball-table cell (innings, wickets down, stage), so his wickets and
 * runs can be set against what the average player would have had on the same balls (the ball table's chances).
 *
 * The rule (docs/win-probability.md): a factor is a gamma-Poisson (empirical-Bayes) estimate of observed over
 * expected, shrunk toward 1 (the average) by a pseudo-count of expected events:
 *   wicket factor = (wickets + m_w) / (expected wickets + m_w),
 *   run factor    = (runs + m_r) / (expected runs + m_r),
 * over the deliveries of Tests that started before the Test played out (never the Test itself or a later one).
 * A wicket is a team wicket on the ball; runs are the runs of a legal ball that is not a wicket (6 and more as 6), as
 * the table counts them; expected wickets and runs are the table's chances summed over the same cells. A player with
 * no earlier Test has both factors 1. The pseudo-counts are method-of-moments estimates of the spread of the true
 * factors between players over the whole archive, per role (PSEUDO; bench/playout.ts prints them again: batting
 * 23 expected wickets and 157 expected runs, bowling 66 and 398, 02:31 UTC).
 */
import { F, type MatchLog } from './match-log';
import { CELLS, forEachBall, OUTCOMES, type BallTable } from './playout';
import type { PlayerFactors } from './playout-crease';

/** Pseudo-counts (in expected wickets and expected runs) of the shrinkage toward the average, per role. */
export const PSEUDO = { bat: { wickets: 23, runs: 160 }, bowl: { wickets: 66, runs: 400 } } as const;

const K = OUTCOMES.length;

/** One player's deliveries in one Test in one role: per cell used, [cell, deliveries, wickets, runs] in a flat list. */
export interface PlayerTest {
  matchId: string;
  startDate: string;
  cells: number[];
}

/** Every player's Tests (by registry id), as batter and as bowler. */
export interface PlayerHistory {
  bat: Map<string, PlayerTest[]>;
  bowl: Map<string, PlayerTest[]>;
}

export const emptyHistory = (): PlayerHistory => ({ bat: new Map(), bowl: new Map() });

/** Walks a match's deliveries with their table cell and outcome kind (forEachBall for Tests, forEachLoBall for limited overs). */
export type BallWalk = (log: MatchLog, fn: (innings: number, cellIndex: number, kind: number, offset: number) => void) => void;

/** Adds one match's deliveries to the history (`walk`: the format's cells; outcome kinds 0 a wicket, 2-7 1-6 runs). */
export function addToHistory(history: PlayerHistory, matchId: string, log: MatchLog, walk: BallWalk = forEachBall): void {
  const per = [new Map<number, Map<number, number[]>>(), new Map<number, Map<number, number[]>>()];
  walk(log, (k, c, kind, o) => {
    const d = log.innings[k].d;
    const who = [d[o + F.striker], d[o + F.bowler]];
    for (let role = 0; role < 2; role++) {
      let cells = per[role].get(who[role]);
      if (!cells) per[role].set(who[role], (cells = new Map()));
      let a = cells.get(c);
      if (!a) cells.set(c, (a = [0, 0, 0]));
      a[0]++;
      if (kind === 0) a[1]++;
      else if (kind >= 2 && kind <= 7) a[2] += kind - 1;
    }
  });
  per.forEach((players, role) => {
    const into = role === 0 ? history.bat : history.bowl;
    for (const [p, cells] of players) {
      const flat: number[] = [];
      for (const [c, a] of cells) flat.push(c, a[0], a[1], a[2]);
      const id = log.players[p];
      let list = into.get(id);
      if (!list) into.set(id, (list = []));
      list.push({ matchId, startDate: log.startDate, cells: flat });
    }
  });
}

export interface PriorFigures {
  tests: number;
  deliveries: number;
  wickets: number;
  runs: number;
  expectedWickets: number;
  expectedRuns: number;
}

/** Per cell of the table: the wicket chance and the expected runs of a delivery. */
export function cellExpectations(table: BallTable): { wicket: Float64Array; runs: Float64Array } {
  const wicket = new Float64Array(CELLS);
  const runs = new Float64Array(CELLS);
  const cum = table.cumulative;
  for (let c = 0; c < CELLS; c++) {
    wicket[c] = cum[c * K];
    let r = 0;
    for (let k = 2; k <= 7; k++) r += (k - 1) * (cum[c * K + k] - cum[c * K + k - 1]);
    runs[c] = r;
  }
  return { wicket, runs };
}

/** A player's figures over his Tests that started before `before` (an ISO date), with the expectations of `table`. */
export function priorFigures(tests: readonly PlayerTest[] | undefined, before: string, expect: ReturnType<typeof cellExpectations>): PriorFigures {
  const f: PriorFigures = { tests: 0, deliveries: 0, wickets: 0, runs: 0, expectedWickets: 0, expectedRuns: 0 };
  for (const t of tests ?? []) {
    if (!(t.startDate < before)) continue;
    f.tests++;
    for (let i = 0; i < t.cells.length; i += 4) {
      const [c, n, w, r] = [t.cells[i], t.cells[i + 1], t.cells[i + 2], t.cells[i + 3]];
      f.deliveries += n;
      f.wickets += w;
      f.runs += r;
      f.expectedWickets += n * expect.wicket[c];
      f.expectedRuns += n * expect.runs[c];
    }
  }
  return f;
}

/** Pseudo-counts per role (PSEUDO for Tests; limited overs estimate theirs per format). */
export type Pseudo = Record<'bat' | 'bowl', { wickets: number; runs: number }>;

/** The engine's factors from the figures (the rule above) for a batter or a bowler. */
export function factorsOf(f: PriorFigures, role: 'bat' | 'bowl', pseudo: Pseudo = PSEUDO): PlayerFactors {
  const m = pseudo[role];
  return { out: (f.wickets + m.wickets) / (f.expectedWickets + m.wickets), runs: (f.runs + m.runs) / (f.expectedRuns + m.runs) };
}

/**
 * Method-of-moments estimate of the pseudo-counts from career figures: with true factors spread with variance v
 * around 1, Var(observed) = φ·expected + v·expected² (φ = 1 for wickets, Σ r² / Σ r per ball for runs), so
 * v = Σ[(observed − expected)² − φ·expected] / Σ expected², and the pseudo-count is φ / v.
 */
export function pseudoCounts(figures: readonly PriorFigures[], runDispersion: number): { wickets: number; runs: number } {
  const est = (obs: (f: PriorFigures) => number, exp: (f: PriorFigures) => number, phi: number) => {
    let num = 0;
    let den = 0;
    for (const f of figures) {
      const e = exp(f);
      if (e <= 0) continue;
      num += (obs(f) - e) ** 2 - phi * e;
      den += e * e;
    }
    const v = num / den;
    return v > 0 ? phi / v : Infinity;
  };
  return { wickets: est((f) => f.wickets, (f) => f.expectedWickets, 1), runs: est((f) => f.runs, (f) => f.expectedRuns, runDispersion) };
}
