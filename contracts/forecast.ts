/**
 * The league season forecast (issue 26). The engine's own shapes live in workers/season-forecast/types.ts
 * (workers import nothing outside workers/); this file re-exports them and adds the API answers.
 */
import type { ForecastInput, ForecastSummary } from '../workers/season-forecast/types';

export type {
  ExactStatus,
  ForecastChunkRequest,
  ForecastCounts,
  ForecastFixture,
  ForecastInput,
  ForecastPlayer,
  ForecastRequest,
  ForecastSummary,
  ForecastTableRow,
  LosingScoreCount,
  WhatIf,
} from '../workers/season-forecast/types';

/** `GET /api/pool/forecast/{groupSlug}` (404 for an unknown group). */
export interface ForecastAnswer {
  data: ForecastInput;
}

/** One kept forecast: the season as it stood after a round (computed in Node with the engine, fixed seed). */
export interface ForecastSnapshot {
  /** 1, 2, …: the round after which it was computed (0 = before the first game). */
  round: number;
  /** YYYY-MM-DD: the last fixture date the snapshot includes. */
  date: string;
  /** A short label for the chart axis, e.g. "Round 3". */
  label: string;
  sims: number;
  seed: string;
  /** One row per player of the season. */
  players: { player_id: number; title: number; bottom: number; expected_points: number }[];
}

/** `GET /api/pool/forecast/{groupSlug}/history`: how the chances moved (oldest first; empty without a season). */
export interface ForecastHistoryAnswer {
  data: {
    season: { name: string; start_date: string } | null;
    players: { player_id: number; name: string }[];
    snapshots: ForecastSnapshot[];
  };
}

/** `npm run sim -- forecast --group G --sims N --seed S` prints this. */
export interface ForecastCommandOutput extends ForecastSummary {
  group: string;
}
