/**
 * The public season reads under /api/pool: a group's current season, the season forecast's input and its track
 * record, declared as zod schemas (contracts/README.md). The season's shapes live in contracts/season.ts; the
 * forecast engine's own shapes in workers/season-forecast/types.ts (workers import nothing outside workers/): this
 * file re-exports them, and the schema of the forecast's input is checked against the engine's type.
 */
import type { ForecastInput as ForecastInputShape, ForecastSummary } from '../workers/season-forecast/types';
import { createRoute, data, dataOf, errors, json, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { GroupIdParam, groupParam } from './league';
import { GroupSeasonAnswer, SeasonTableRow } from './season';
import type { Same } from './same-type';

export type {
  ExactStatus,
  ForecastChunkRequest,
  ForecastCounts,
  ForecastFixture,
  ForecastPlayer,
  ForecastRequest,
  ForecastSummary,
  ForecastTableRow,
  LosingScoreCount,
  WhatIf,
} from '../workers/season-forecast/types';

const id = z.int().positive();
const count = z.int().min(0);
const day = z.string().openapi({ example: '2025-11-04' });
/** A season's name and start; null when the group has no season. */
const SeasonHeading = z.object({ name: z.string(), start_date: day }).nullable();

/** What the season forecast needs: exactly the engine's input (`ForecastInput`, checked below). */
export const ForecastInput = z
  .object({
    season: SeasonHeading,
    /** The fitted slope of the win-probability model (per rating point). */
    beta: z.number(),
    /** The season table as it stands (any order; the engine orders it). */
    table: z.array(SeasonTableRow.omit({ position: true })),
    /** Fixtures still to play, in date order (empty when the season is over or there is none). */
    remaining: z.array(
      z.object({
        fixture_id: id,
        date: day,
        player1_id: id,
        player2_id: id,
        /** The model's chance that player 1 wins (logistic on the current Colley gap), in [0, 1]. */
        p1_win: z.number().min(0).max(1),
      }),
    ),
    /** The group's own distribution of losing scores (0-7; the winner scores 10). */
    losing_scores: z.array(z.object({ score: count, count })),
  })
  .openapi('ForecastInput', { description: "A group's season as the forecast engine reads it." });
export type ForecastInput = z.infer<typeof ForecastInput>;

/** `GET /api/pool/forecast/{groupSlug}` (404 for an unknown group). */
export const ForecastAnswer = dataOf(ForecastInput);
export type ForecastAnswer = z.infer<typeof ForecastAnswer>;

/** One kept forecast: the season as it stood after a round (computed in Node with the engine, fixed seed). */
export const ForecastSnapshot = z
  .object({
    /** 0, 1, 2, …: the round after which it was computed (0 = before the first game). */
    round: count,
    /** YYYY-MM-DD: the last fixture date the snapshot includes. */
    date: day,
    /** A short label for the chart axis: "Start", "Round 3". */
    label: z.string(),
    sims: z.int().min(1),
    seed: z.string(),
    /** One row per player of the season: chances in percent, expected points. */
    players: z.array(z.object({ player_id: id, title: z.number(), bottom: z.number(), expected_points: z.number() })),
  })
  .openapi('ForecastSnapshot');
export type ForecastSnapshot = z.infer<typeof ForecastSnapshot>;

/** `GET /api/pool/forecast/{groupSlug}/history`: how the chances moved (oldest first; empty without a season). */
export const ForecastHistoryAnswer = dataOf(
  z
    .object({
      season: SeasonHeading,
      players: z.array(z.object({ player_id: id, name: z.string() })),
      snapshots: z.array(ForecastSnapshot),
    })
    .openapi('ForecastHistory'),
);
export type ForecastHistoryAnswer = z.infer<typeof ForecastHistoryAnswer>;

// The engine defines its input as a type; the schema must describe exactly it.
const inputShape: Same<ForecastInput, ForecastInputShape> = true;
void inputShape;

/** `npm run sim -- forecast --group G --sims N --seed S` prints this. */
export interface ForecastCommandOutput extends ForecastSummary {
  group: string;
}

// ---- Endpoints --------------------------------------------------------------------------------------------

const tags = ['Pool league'];
const params = z.object({ groupSlug: groupParam('groupSlug') });
const noGroup = errors({ 400: 'The group slug or id is malformed (field `groupSlug`).', 404: 'No such group.' });

export const poolGroupSeason = createRoute({
  ...endpointPaths.poolGroupSeason,
  tags,
  summary: "A group's current season",
  request: { params: z.object({ groupId: GroupIdParam }) },
  responses: {
    200: data(GroupSeasonAnswer, 'The season, its table and fixtures (nulls and empty lists without a season).'),
    ...notModified,
    ...errors({ 400: 'The group id or slug is malformed (field `groupId`).', 404: 'No such group.' }),
  },
});

export const poolForecast = createRoute({
  ...endpointPaths.poolForecast,
  tags,
  summary: "What a group's season forecast needs",
  description:
    'The season table, the fixtures still to play with player 1’s chance of each and the group’s losing scores: ' +
    'the input of the forecast the page runs in the browser (`season` null without a season).',
  request: { params },
  responses: { 200: data(ForecastInput, 'The forecast input.'), ...notModified, ...noGroup },
});

export const poolForecastHistory = createRoute({
  ...endpointPaths.poolForecastHistory,
  tags,
  summary: "How a group's forecast moved through the season",
  description:
    'The forecast as it stood after each round, computed on the server with a fixed seed (oldest first). Read on every ' +
    'request (the snapshots are written in the background after a result): no ETag.',
  request: { params },
  responses: { 200: json(ForecastHistoryAnswer, 'The snapshots of the current season.'), ...noGroup },
});

/** The public season reads, in the order the reference lists them. */
export const seasonReadEndpoints = { poolGroupSeason, poolForecast, poolForecastHistory };
