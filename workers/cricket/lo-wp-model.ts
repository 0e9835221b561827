/**
 * The limited-overs win-probability model's features and prediction (pure). Outcome: the side that batted first wins
 * (1) or loses (0); a tie, a no result and an awarded match are left out. Definitions: docs/win-probability.md.
 *
 * The state: innings (1 or 2), runs, team wickets and legal balls of the innings, the balls it is allowed (the match's
 * overs; in the chase the target's overs when the file gives them, revised after an interruption) and in the chase
 * the target (the file's, else the first innings' total plus one).
 *
 * Feature sets (bench/win-probability-limited.ts measures them):
 * - 'plain': per innings runs, wickets, balls and (chase) runs needed and balls left, each scaled, plus the rating;
 * - 'par': the projected total against par and, in the chase, the runs needed against the resources left (the mean
 *   and spread of the runs still to come from the same balls left and wickets down: lo-projection.ts), with
 *   interactions with the share of the innings bowled, wickets and the required rate, plus the rating (chosen).
 */
import { cellStats, type ProjectionTable } from './lo-projection';
import { sigmoid } from './logistic-fit';

export type LoFeatureSet = 'plain' | 'par';
export const LO_COLUMNS = 17;

/** What the model needs of a match beyond the state. */
export interface LoMatchContext {
  /** Legal balls the first innings is allowed (the match's overs). */
  allowed1: number;
  /** The chase's allowed balls and target (revised when the file says so). */
  allowed2: number;
  target: number;
  /** The first innings' total (penalty runs included), to read the chase's runs from the match's. */
  firstTotal: number;
  /** (rating of the side batting first - the other's) / 400, from matches before this one only. */
  rating: number;
}

export interface LoState {
  inns: number;
  /** Runs of the innings in play. */
  runs: number;
  wickets: number;
  balls: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The feature row of a state (LO_COLUMNS numbers, written into `out` at `o`). */
export function loFeatures(set: LoFeatureSet, s: LoState, ctx: LoMatchContext, table: ProjectionTable, out: Float64Array, o = 0) {
  out.fill(0, o, o + LO_COLUMNS);
  const r = ctx.rating;
  if (s.inns <= 1) {
    const done = clamp(s.balls / Math.max(1, ctx.allowed1), 0, 1);
    out[o] = 1;
    out[o + 3] = r;
    out[o + 4] = r * (1 - done);
    out[o + 5] = done;
    if (set === 'plain') {
      out[o + 1] = s.runs / 100;
      out[o + 2] = s.wickets / 10;
      return;
    }
    const par = cellStats(table, ctx.allowed1, 0);
    const st = cellStats(table, ctx.allowed1 - s.balls, s.wickets);
    const z = (s.runs + st.mean - par.mean) / Math.max(10, par.sd);
    out[o + 1] = z;
    out[o + 2] = z * done;
    return;
  }
  const left = Math.max(0, ctx.allowed2 - s.balls);
  const need = ctx.target - s.runs;
  const done = clamp(s.balls / Math.max(1, ctx.allowed2), 0, 1);
  const c = o + 6;
  out[c] = 1;
  out[c + 3] = r;
  out[c + 4] = r * (1 - done);
  out[c + 5] = s.wickets / 10;
  out[c + 7] = done;
  if (set === 'plain') {
    out[c + 1] = need / 100;
    out[c + 2] = left / 100;
    out[c + 6] = clamp(need / Math.max(1, left), 0, 6);
    return;
  }
  const st = cellStats(table, left, s.wickets);
  const z = clamp((st.mean - need) / Math.max(3, st.sd), -10, 10);
  out[c + 1] = z;
  out[c + 2] = z * done;
  out[c + 6] = clamp(Math.log((Math.max(0, need) + 1) / (st.mean + 1)), -5, 5);
  out[c + 8] = z * (s.wickets / 10);
  out[c + 9] = clamp(need / Math.max(1, left), 0, 6) - clamp(s.runs / Math.max(1, s.balls), 0, 6);
  out[c + 10] = Math.tanh(z);
}

export function loPredict(b: readonly number[], x: Float64Array, o = 0): number {
  let e = 0;
  for (let j = 0; j < LO_COLUMNS; j++) e += b[j] * x[o + j];
  return sigmoid(e);
}

/**
 * Elo-style ratings from earlier matches only, in date order; `skipSeason`'s results do not move them. A team's
 * first `settle` rated matches move its rating twice as far (a newcomer finds its level sooner).
 */
export function loRatings(
  matches: readonly { matchId: string; startDate: string; season: string; teams: [string, string]; result: number | null }[],
  skipSeason: string | null,
  k = 32,
  settle = 0,
): Map<string, number> {
  const rating = new Map<string, number>();
  const played = new Map<string, number>();
  const step = (team: string) => {
    const n = played.get(team) ?? 0;
    played.set(team, n + 1);
    return n < settle ? 2 * k : k;
  };
  const out = new Map<string, number>();
  const sorted = [...matches].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));
  for (const m of sorted) {
    const ra = rating.get(m.teams[0]) ?? 1500;
    const rb = rating.get(m.teams[1]) ?? 1500;
    out.set(m.matchId, (ra - rb) / 400);
    if (m.result === null || m.season === skipSeason) continue;
    const expect = 1 / (1 + 10 ** ((rb - ra) / 400));
    rating.set(m.teams[0], ra + step(m.teams[0]) * (m.result - expect));
    rating.set(m.teams[1], rb - step(m.teams[1]) * (m.result - expect));
  }
  return out;
}
