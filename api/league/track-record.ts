/**
 * The season forecast's track record (issue 26): how each player's chances stood after each round.
 *
 * A round is a date of the season's fixtures (a generated round robin has one date per round); round 0 is the
 * start (the day before the start date: no season result yet). The snapshot of round k is the forecast of the
 * season as it stood at the end of round k's date: the results played on or before it fulfil fixtures, the
 * ratings and beta come from the group's matches up to it. A round lasts until the day before the next round's
 * date, so a result played late (an overdue fixture) counts in the round it was played in. Rounds are kept up to the round holding the latest
 * fulfilled fixture, so a season not yet begun keeps round 0 only.
 *
 * Each snapshot is computed in Node with the forecast engine, TRACK_SIMS simulations and the fixed seed
 * `track-{season id}-{round date}`, and stored with a hash of its input: it is recomputed only when the data it
 * rests on changed (an edited or deleted result), otherwise kept as it was. The computation runs after a result
 * is recorded (scheduled, a round at a time, so the server keeps answering) or on demand (the admin's button,
 * `updateTrackRecord`).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { addDays } from '../../workers/schedule/dated-rounds';
import { currentSeason, findSeason, forecastData, seasonState, type ForecastData } from './season-queries';

export const TRACK_SIMS = 10_000;
export const trackSeed = (seasonId: number, date: string) => `track-${seasonId}-${date}`;

/** Chances per player from the engine (percent), as the track record keeps them. */
export interface SnapshotPlayer {
  player_id: number;
  title: number;
  bottom: number;
  expected_points: number;
}

/** The forecast engine as the track record calls it: the forecast input, simulations and seed in, chances out. */
export type TrackEngine = (input: ForecastData, sims: number, seed: string) => SnapshotPlayer[];

export interface TrackSnapshot {
  round: number;
  date: string;
  label: string;
  sims: number;
  seed: string;
  played: number;
  remaining: number;
  players: SnapshotPlayer[];
}

export interface TrackRecordAnswer {
  season: { name: string; start_date: string } | null;
  players: { player_id: number; name: string }[];
  snapshots: TrackSnapshot[];
  /** Rounds whose snapshot is not computed yet (it is on its way). */
  pending: number;
}

interface RoundPoint {
  round: number;
  /** The day the snapshot is taken at the end of. */
  asOf: string;
  /** The round's date (the start date for round 0). */
  date: string;
}

/** The rounds a season's track record holds now. */
export function trackRounds(db: Db, seasonId: number): RoundPoint[] {
  const season = findSeason(db, seasonId);
  if (!season) return [];
  const dates = db
    .prepare('SELECT DISTINCT fixture_date FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL ORDER BY fixture_date')
    .pluck()
    .all(seasonId) as string[];
  const points: RoundPoint[] = [{ round: 0, asOf: addDays(season.start_date, -1), date: season.start_date }];
  let latest: string | null = null;
  for (const f of seasonState(db, season).fixtures) if (f.result && (latest === null || f.result.game_date > latest)) latest = f.result.game_date;
  if (latest === null) return points;
  // Round i runs from its date to the day before the next round's date (the last round: on and on).
  dates.forEach((d, i) => {
    if (d <= latest) points.push({ round: i + 1, asOf: i + 1 < dates.length ? addDays(dates[i + 1], -1) : OPEN_END, date: d });
  });
  return points;
}

/** The last round's snapshot takes every result after its date. */
const OPEN_END = '9999-12-31';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

interface StoredRow {
  as_of: string;
  inputs_hash: string;
  sims: number;
  seed: string;
  played: number;
  remaining: number;
  players: string;
}

/**
 * Compute the snapshots of a season that are missing or rest on changed data, at most `limit` of them
 * (the scheduler does one a turn). Snapshots of rounds that no longer exist are removed. Returns how many were
 * (re)computed and how many are still left.
 */
export function updateTrackRecord(db: Db, seasonId: number, engine: TrackEngine, limit = Infinity): { computed: number; left: number } {
  const season = findSeason(db, seasonId);
  if (!season) return { computed: 0, left: 0 };
  const rounds = trackRounds(db, seasonId);
  const stored = new Map(
    (db.prepare('SELECT as_of, inputs_hash FROM pool_forecast_snapshots WHERE season_id = ?').all(seasonId) as StoredRow[]).map((r) => [r.as_of, r.inputs_hash]),
  );
  const keep = new Set(rounds.map((r) => r.asOf));
  const drop = db.prepare('DELETE FROM pool_forecast_snapshots WHERE season_id = ? AND as_of = ?');
  for (const asOf of stored.keys()) if (!keep.has(asOf)) drop.run(seasonId, asOf);
  let computed = 0;
  let left = 0;
  const upsert = db.prepare(
    `INSERT INTO pool_forecast_snapshots (season_id, as_of, inputs_hash, sims, seed, played, remaining, players)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (season_id, as_of) DO UPDATE SET inputs_hash = excluded.inputs_hash, sims = excluded.sims, seed = excluded.seed,
       played = excluded.played, remaining = excluded.remaining, players = excluded.players,
       computed_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`,
  );
  for (const r of rounds) {
    const input = forecastData(db, season.group_id, r.asOf, season);
    const seed = trackSeed(seasonId, r.asOf);
    const hash = hashOf({ input, sims: TRACK_SIMS, seed });
    if (stored.get(r.asOf) === hash) continue;
    if (computed >= limit) {
      left++;
      continue;
    }
    const players = engine(input, TRACK_SIMS, seed);
    const played = input.table.reduce((s, t) => s + t.played, 0) / 2;
    upsert.run(seasonId, r.asOf, hash, TRACK_SIMS, seed, played, input.remaining.length, JSON.stringify(players));
    computed++;
  }
  return { computed, left };
}

/** GET /api/pool/forecast/{groupSlug}/history: the stored snapshots of the group's current season, oldest first. */
export function trackRecord(db: Db, groupId: number): TrackRecordAnswer {
  const season = currentSeason(db, groupId);
  if (!season) return { season: null, players: [], snapshots: [], pending: 0 };
  const rounds = trackRounds(db, season.id);
  const rows = new Map(
    (db.prepare('SELECT as_of, inputs_hash, sims, seed, played, remaining, players FROM pool_forecast_snapshots WHERE season_id = ?').all(season.id) as StoredRow[]).map(
      (r) => [r.as_of, r],
    ),
  );
  const snapshots: TrackSnapshot[] = [];
  for (const r of rounds) {
    const row = rows.get(r.asOf);
    if (!row) continue;
    snapshots.push({
      round: r.round,
      date: r.date,
      label: r.round === 0 ? 'Start' : `Round ${r.round}`,
      sims: row.sims,
      seed: row.seed,
      played: row.played,
      remaining: row.remaining,
      players: JSON.parse(row.players) as SnapshotPlayer[],
    });
  }
  const state = seasonState(db, season);
  return {
    season: { name: season.name, start_date: season.start_date },
    players: state.players.map((p) => ({ player_id: p.id, name: p.name })),
    snapshots,
    pending: rounds.length - snapshots.length,
  };
}
