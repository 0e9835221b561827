/**
 * Shapes of the league season answers (issue 26): the group page's season (GET /api/pool/group/{id}/season) and
 * the admin's seasons and fixtures (/api/admin/seasons...). Type-only. The forecast's own shapes
 * (GET /api/pool/forecast/{groupSlug}, the track record) live in contracts/forecast.ts.
 *
 * Conventions: dates are 'YYYY-MM-DD'. A fixture's result is derived from the recorded matches at read time
 * (the earliest unplayed fixture of a pair is fulfilled by their first result on or after its date); scores on
 * a fixture's result are given from the fixture's player 1 and player 2.
 */
import type { SeasonTableRow } from '../workers/season/season-table';

export type { SeasonTableRow };

export interface SeasonInfo {
  id: number;
  group_id: number;
  name: string;
  start_date: string;
}

/** The recorded result that fulfils a fixture. */
export interface FixtureResult {
  match_id: number;
  /** Calendar date the result was played, 'YYYY-MM-DD'. */
  game_date: string;
  /** Score of the fixture's player 1 and player 2. */
  player_1_score: number;
  player_2_score: number;
  winner_player_id: number;
}

export interface SeasonFixture {
  id: number;
  date: string;
  /** The round of a generated round robin; null for an imported or added fixture. */
  round: number | null;
  player_1_id: number;
  player_1: string;
  player_2_id: number;
  player_2: string;
  /** Null while the fixture is still to play. */
  result: FixtureResult | null;
}

/** GET /api/pool/group/{id}/season: the group's current season (the latest start date), or nulls and empty lists. */
export interface GroupSeasonAnswer {
  season: SeasonInfo | null;
  /** In table order (points, score difference, score for, then the seeded draw of `table_seed`). */
  table: SeasonTableRow[];
  /** Every fixture, by date then id; `result` null = still to play. */
  fixtures: SeasonFixture[];
  /** The seed of the table's last tie-break (a draw): `season-{id}`. */
  table_seed: string | null;
  played: number;
  remaining: number;
}

/** GET /api/admin/seasons: one row per season (every group), newest start first. */
export interface AdminSeasonSummary extends SeasonInfo {
  group_name: string;
  url_slug: string;
  fixtures: number;
  played: number;
  remaining: number;
  /** The group's current season (the one the group page and the forecast show). */
  current: boolean;
}

/** GET /api/admin/seasons/{id} and the answer of every season or fixture write. */
export interface AdminSeasonDetail {
  season: AdminSeasonSummary;
  table: SeasonTableRow[];
  fixtures: SeasonFixture[];
  /** The group's members (who can be put on a fixture). */
  members: { id: number; name: string }[];
}

/** POST /api/admin/seasons body. With `generate`, the fixtures are a round robin of the group's members. */
export interface CreateSeasonInput {
  groupId: number;
  name: string;
  startDate: string;
  generate?: { meetings: number; everyDays: number; seed: string };
}

export interface FixtureInput {
  date: string;
  player1Id: number;
  player2Id: number;
}

/** POST /api/admin/seasons/{id}/import[?dryRun=1] (text/csv `date,player1,player2`). */
export interface FixtureImportReport {
  dryRun: boolean;
  committed: boolean;
  rowsRead: number;
  fixturesToAdd: number;
  /** Lines naming a fixture the season already has (same date and pair): nothing is added for them. */
  fixturesAlreadyPresent: number;
  errors: { line: number; reason: string }[];
}
