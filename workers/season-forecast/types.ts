/**
 * The season forecast's data shapes. The input is exactly the `data` of
 * `GET /api/pool/forecast/{groupSlug}` (contracts/forecast.ts re-exports these types), so the page, the
 * `npm run sim -- forecast` command and the server-side track record feed the engine the same object.
 */
import type { Seed } from '../core/rng';

export interface ForecastTableRow {
  player_id: number;
  name: string;
  played: number;
  won: number;
  lost: number;
  /** 2 a win. */
  points: number;
  score_for: number;
  score_against: number;
}

export interface ForecastFixture {
  fixture_id: number;
  /** YYYY-MM-DD. */
  date: string;
  player1_id: number;
  player2_id: number;
  /** The model's chance that player 1 wins (logistic on the current Colley gap), in [0, 1]. */
  p1_win: number;
}

export interface LosingScoreCount {
  /** A loser's score (0..7; the winner scores 10). */
  score: number;
  count: number;
}

/** `GET /api/pool/forecast/{groupSlug}` → `{ data: ForecastInput }`. */
export interface ForecastInput {
  season: { name: string; start_date: string } | null;
  /** The fitted slope of the win-probability model (per rating point). */
  beta: number;
  /** The season table as it stands (any order; the engine orders it). */
  table: ForecastTableRow[];
  /** Fixtures still to play, in date order (empty when the season is over or there is none). */
  remaining: ForecastFixture[];
  /** The group's own distribution of losing scores. */
  losing_scores: LosingScoreCount[];
}

/** A what-if: fixture `fixture_id` is won by `winner_id` (the loser's score is still drawn). */
export interface WhatIf {
  fixture_id: number;
  winner_id: number;
}

export interface ForecastRequest {
  input: ForecastInput;
  seed: Seed;
  /** Total simulations of the whole forecast. */
  sims: number;
  whatIfs?: WhatIf[];
}

/** A slice of a forecast: simulations [fromSim, toSim). Simulation s always uses seed stream s. */
export interface ForecastChunkRequest extends ForecastRequest {
  fromSim: number;
  toSim: number;
}

/**
 * Counters summed over simulations (integers, so merging by addition in any order gives the same totals).
 * Players are in `playerIds` order (the input table's order).
 */
export interface ForecastCounts {
  sims: number;
  playerIds: number[];
  /** positionCounts[player * n + position - 1]. */
  positionCounts: Uint32Array;
  /** Sum of final points per player. */
  pointsSum: Float64Array;
}

export interface ExactStatus {
  /** Can finish with points ≥ everyone else's (tie rule: docs/decisions.md). */
  can_win: boolean;
  /** First in every possible outcome. */
  champion: boolean;
  /** Can finish with points ≤ everyone else's. */
  can_finish_bottom: boolean;
}

export interface ForecastPlayer {
  player_id: number;
  name: string;
  /** Percent for 1st, 2nd, … (sums to 100). */
  positions: number[];
  title: number;
  bottom: number;
  expected_points: number;
  status: ExactStatus;
}

/** What `npm run sim -- forecast` prints, and what the page shows. */
export interface ForecastSummary {
  sims: number;
  seed: Seed;
  players: ForecastPlayer[];
}
