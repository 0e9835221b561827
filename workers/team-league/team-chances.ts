/**
 * Each team's chances of the title, promotion and relegation: the division's remaining fixtures played frame by
 * frame, many times, from the chance of each frame (the home player's chance against the away player, from their
 * ratings and the likely line-ups: api/team-league/team-chances-input.ts). Points by the division's format; at the
 * end, teams are ordered by points, then frame difference, then a fair draw (the head-to-head step is not
 * simulated; the page says so). Simulation s draws from `streamSeed(seed, s)`, so any split into chunks gives the
 * same counts and a run is reproduced exactly from its seed.
 *
 * In the same pass, each fixture's result (home win, draw, away win) is recorded beside the season's outcome, so
 * "the games that matter most" are the fixtures whose result moves a team's chance the most, with no extra runs.
 */
import { createRng, streamSeed, type Seed } from '../core/rng';

export interface ChancesTeam {
  team_id: number;
  name: string;
  points: number;
  frame_difference: number;
}

export interface ChancesFixture {
  fixture_id: number;
  home_id: number;
  away_id: number;
  /** The home side's chance of winning each frame, in the order played (length = the format's frames). */
  frame_chances: number[];
}

export interface ChancesInput {
  framePoints: number;
  winPoints: number;
  drawPoints: number;
  /** Places that go up (0 in the top division) and down (0 in the bottom one). */
  promotePlaces: number;
  relegatePlaces: number;
  table: ChancesTeam[];
  remaining: ChancesFixture[];
}

export interface ChancesCounts {
  sims: number;
  /** Per team (table order): seasons won, promoted, relegated; total points (for the mean). */
  title: Float64Array;
  promoted: Float64Array;
  relegated: Float64Array;
  points: Float64Array;
  /** Per fixture × outcome (0 home win, 1 draw, 2 away win): how often it happened. */
  outcome: Float64Array;
  /** Per fixture × outcome × team × kind (0 title, 1 promoted, 2 relegated): seasons with that outcome. */
  conditional: Float64Array;
}

export const MAX_TEAM_SIMS = 1_000_000;

function pack(input: ChancesInput) {
  const n = input.table.length;
  const index = new Map(input.table.map((t, i) => [t.team_id, i]));
  if (index.size !== n) throw new RangeError('A team appears twice in the table');
  const m = input.remaining.length;
  const home = new Int32Array(m);
  const away = new Int32Array(m);
  const offsets = new Int32Array(m + 1);
  input.remaining.forEach((f, k) => {
    const h = index.get(f.home_id);
    const a = index.get(f.away_id);
    if (h === undefined || a === undefined || h === a) throw new RangeError(`Fixture ${f.fixture_id} names a team that is not in the table, or one team twice`);
    home[k] = h;
    away[k] = a;
    offsets[k + 1] = offsets[k] + f.frame_chances.length;
  });
  const chances = Float64Array.from(input.remaining.flatMap((f) => f.frame_chances));
  if (chances.some((p) => !(p >= 0 && p <= 1))) throw new RangeError('A frame chance is outside [0, 1]');
  return { n, m, home, away, offsets, chances };
}

export function emptyChancesCounts(n: number, m: number): ChancesCounts {
  return {
    sims: 0,
    title: new Float64Array(n),
    promoted: new Float64Array(n),
    relegated: new Float64Array(n),
    points: new Float64Array(n),
    outcome: new Float64Array(m * 3),
    conditional: new Float64Array(m * 3 * n * 3),
  };
}

/** Simulations [fromSim, toSim) of the rest of the season, as summed counters. */
export function runTeamChances(input: ChancesInput, seed: Seed, fromSim: number, toSim: number): ChancesCounts {
  if (!Number.isInteger(fromSim) || !Number.isInteger(toSim) || fromSim < 0 || toSim < fromSim || toSim > MAX_TEAM_SIMS) {
    throw new RangeError(`Simulations must be whole numbers with 0 <= from <= to <= ${MAX_TEAM_SIMS}`);
  }
  const { n, m, home, away, offsets, chances } = pack(input);
  const counts = emptyChancesCounts(n, m);
  const pts = new Float64Array(n);
  const diff = new Float64Array(n);
  const draw = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const result = new Uint8Array(m);
  const place = new Int32Array(n);
  const { framePoints, winPoints, drawPoints } = input;
  for (let s = fromSim; s < toSim; s++) {
    const rng = createRng(streamSeed(seed, s));
    for (let i = 0; i < n; i++) {
      pts[i] = input.table[i].points;
      diff[i] = input.table[i].frame_difference;
    }
    for (let k = 0; k < m; k++) {
      let h = 0;
      const end = offsets[k + 1];
      for (let q = offsets[k]; q < end; q++) if (rng.next() < chances[q]) h++;
      const a = end - offsets[k] - h;
      const hi = home[k];
      const ai = away[k];
      pts[hi] += h * framePoints + (h > a ? winPoints : h === a ? drawPoints : 0);
      pts[ai] += a * framePoints + (a > h ? winPoints : h === a ? drawPoints : 0);
      diff[hi] += h - a;
      diff[ai] += a - h;
      result[k] = h > a ? 0 : h === a ? 1 : 2;
    }
    for (let i = 0; i < n; i++) draw[i] = rng.next();
    order.sort((x, y) => pts[y] - pts[x] || diff[y] - diff[x] || draw[x] - draw[y]);
    for (let r = 0; r < n; r++) place[order[r]] = r;
    counts.sims++;
    for (let i = 0; i < n; i++) {
      counts.points[i] += pts[i];
      const title = place[i] === 0 ? 1 : 0;
      const up = place[i] < input.promotePlaces ? 1 : 0;
      const down = place[i] >= n - input.relegatePlaces ? 1 : 0;
      counts.title[i] += title;
      counts.promoted[i] += up;
      counts.relegated[i] += down;
      if (title + up + down === 0) continue;
      for (let k = 0; k < m; k++) {
        const base = ((k * 3 + result[k]) * n + i) * 3;
        counts.conditional[base] += title;
        counts.conditional[base + 1] += up;
        counts.conditional[base + 2] += down;
      }
    }
    for (let k = 0; k < m; k++) counts.outcome[k * 3 + result[k]]++;
  }
  return counts;
}

/** Adds counters of disjoint simulation ranges. */
export function mergeChancesCounts(a: ChancesCounts, b: ChancesCounts): ChancesCounts {
  const add = (x: Float64Array, y: Float64Array) => x.map((v, i) => v + y[i]);
  return {
    sims: a.sims + b.sims,
    title: add(a.title, b.title),
    promoted: add(a.promoted, b.promoted),
    relegated: add(a.relegated, b.relegated),
    points: add(a.points, b.points),
    outcome: add(a.outcome, b.outcome),
    conditional: add(a.conditional, b.conditional),
  };
}

export interface TeamChance {
  team_id: number;
  name: string;
  title: number;
  promoted: number;
  relegated: number;
  mean_points: number;
}

export interface GameThatMatters {
  fixture_id: number;
  team_id: number;
  kind: 'title' | 'promotion' | 'relegation';
  /** The team's chance if the home side wins and if the away side wins. */
  if_home_wins: number;
  if_away_wins: number;
}

const KINDS = ['title', 'promotion', 'relegation'] as const;

/** Chances per team, and the fixtures whose result moves one team's chance the most (largest swing first). */
export function summariseChances(input: ChancesInput, c: ChancesCounts, shown = 5): { teams: TeamChance[]; games: GameThatMatters[] } {
  const n = input.table.length;
  const teams = input.table.map((t, i) => ({
    team_id: t.team_id,
    name: t.name,
    title: c.title[i] / c.sims,
    promoted: c.promoted[i] / c.sims,
    relegated: c.relegated[i] / c.sims,
    mean_points: c.points[i] / c.sims,
  }));
  const games: (GameThatMatters & { swing: number })[] = [];
  input.remaining.forEach((f, k) => {
    const homeWins = c.outcome[k * 3];
    const awayWins = c.outcome[k * 3 + 2];
    // Both results must have happened often enough for the difference to mean something.
    if (homeWins < 100 || awayWins < 100) return;
    let best: (GameThatMatters & { swing: number }) | null = null;
    for (let i = 0; i < n; i++) {
      for (let kind = 0; kind < 3; kind++) {
        if ((kind === 1 && input.promotePlaces === 0) || (kind === 2 && input.relegatePlaces === 0)) continue;
        const ifHome = c.conditional[((k * 3) * n + i) * 3 + kind] / homeWins;
        const ifAway = c.conditional[((k * 3 + 2) * n + i) * 3 + kind] / awayWins;
        const swing = Math.abs(ifHome - ifAway);
        if (!best || swing > best.swing) best = { fixture_id: f.fixture_id, team_id: input.table[i].team_id, kind: KINDS[kind], if_home_wins: ifHome, if_away_wins: ifAway, swing };
      }
    }
    if (best && best.swing > 0) games.push(best);
  });
  games.sort((a, b) => b.swing - a.swing || a.fixture_id - b.fixture_id);
  return { teams, games: games.slice(0, shown).map(({ swing: _s, ...g }) => g) };
}

/**
 * Before a match: the chance of each result from the named line-ups, exactly (the distribution of frames won is
 * the convolution of the frames' chances). `frameChances` are the home side's chances of each frame.
 */
export function matchResultChances(frameChances: readonly number[]): { home: number; draw: number; away: number; homeFrames: number[] } {
  let dist = [1];
  for (const p of frameChances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, h) => {
      next[h] += q * (1 - p);
      next[h + 1] += q * p;
    });
    dist = next;
  }
  const f = frameChances.length;
  let home = 0;
  let drawn = 0;
  let away = 0;
  dist.forEach((q, h) => {
    if (2 * h > f) home += q;
    else if (2 * h === f) drawn += q;
    else away += q;
  });
  return { home, draw: drawn, away, homeFrames: dist };
}
