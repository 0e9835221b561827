/**
 * The season forecast's track record: how each player's chances stood after each round
 * (GET /api/pool/forecast/{groupSlug}/history, ForecastHistoryAnswer in contracts/forecast.ts).
 *
 * A round is a date of the season's fixtures (a generated round robin has one date per round); round 0 is the
 * start (as of the day before the start date: no season result yet). A round lasts until the day before the
 * next round's date (the last round: on and on), so a result played late (an overdue fixture) counts in the round
 * it was played in. The snapshot of round k is the forecast of the season as it stood at the end of round k:
 * the results played by then fulfil fixtures, the ratings and beta come from the group's matches up to then.
 * Rounds are kept up to the round holding the latest season result, so a season not yet begun keeps round 0.
 *
 * Each snapshot is computed in Node with the forecast engine (workers/season-forecast, the same code as the
 * page's simulation workers), TRACK_SIMS simulations and the fixed seed `track-{season id}-{as-of day}`, and stored with
 * a hash of its input: it is recomputed only when the data it rests on changed (an edited or deleted result),
 * otherwise kept as it was. It is computed in the background after every admin write and at start-up
 * (`scheduleTrackRecord`, one snapshot a turn of the event loop so the server keeps answering), or on demand
 * (`updateTrackRecord`: the admin's POST /api/admin/seasons/{id}/track-record).
 */
import { createHash } from 'node:crypto';
import type { ForecastHistoryAnswer, ForecastSnapshot } from '../../contracts/forecast';
import type { Db } from '../db/database';
import { threadWorker, type ThreadWorker } from '../lib/thread-worker';
import { runForecast } from '../../workers/season-forecast/summary';
import { addDays } from '../../workers/schedule/dated-rounds';
import { currentSeason, findSeason, forecastData, seasonState, type ForecastData } from './season-reads';

export const TRACK_SIMS = 10_000;
export const trackSeed = (seasonId: number, asOf: string) => `track-${seasonId}-${asOf}`;

type SnapshotPlayer = ForecastSnapshot['players'][number];

/** The forecast engine as the track record calls it: the forecast input, simulations and seed in, chances (percent) out. */
export type TrackEngine = (input: ForecastData, sims: number, seed: string) => SnapshotPlayer[];

export const forecastEngine: TrackEngine = (input, sims, seed) =>
  runForecast({ input, sims, seed }).players.map((p) => ({ player_id: p.player_id, title: p.title, bottom: p.bottom, expected_points: p.expected_points }));

/** The last round's snapshot takes every result after its date. */
const OPEN_END = '9999-12-31';

interface RoundPoint {
  round: number;
  /** The snapshot is the season as it stood at the end of this day. */
  asOf: string;
  /** The round's date (the start date for round 0). */
  date: string;
}

/** The rounds a season's track record holds now. */
export function trackRounds(db: Db, seasonId: number): RoundPoint[] {
  const season = findSeason(db, seasonId);
  if (!season) return [];
  const dates = db
    .prepare<unknown[], string>('SELECT DISTINCT fixture_date FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL ORDER BY fixture_date')
    .pluck()
    .all(seasonId);
  const points: RoundPoint[] = [{ round: 0, asOf: addDays(season.start_date, -1), date: season.start_date }];
  let latest: string | null = null;
  for (const f of seasonState(db, season).fixtures) if (f.result && (latest === null || f.result.game_date > latest)) latest = f.result.game_date;
  if (latest === null) return points;
  dates.forEach((d, i) => {
    if (d <= latest) points.push({ round: i + 1, asOf: i + 1 < dates.length ? addDays(dates[i + 1], -1) : OPEN_END, date: d });
  });
  return points;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Compute the snapshots of a season that are missing or rest on changed data, at most `limit` of them (the
 * background scheduler does one a turn); snapshots of rounds that no longer exist are removed. Returns how many
 * were (re)computed and how many are still to do.
 */
export interface TrackRecordUpdate {
  computed: number;
  left: number;
  /** Set when the season has no fixtures: there is nothing to forecast, so it has no snapshots (any are removed). */
  empty?: true;
}

/** A season without live fixtures has an empty table: the forecast has nothing to simulate. */
export const seasonHasFixtures = (db: Db, seasonId: number) =>
  db.prepare('SELECT 1 FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL LIMIT 1').get(seasonId) !== undefined;

export function updateTrackRecord(db: Db, seasonId: number, engine: TrackEngine = forecastEngine, limit = Infinity): TrackRecordUpdate {
  const season = findSeason(db, seasonId);
  if (!season) return { computed: 0, left: 0 };
  if (!seasonHasFixtures(db, seasonId)) {
    db.prepare('DELETE FROM pool_forecast_snapshots WHERE season_id = ?').run(seasonId);
    return { computed: 0, left: 0, empty: true };
  }
  const rounds = trackRounds(db, seasonId);
  const stored = new Map(
    db.prepare<unknown[], { as_of: string; inputs_hash: string }>('SELECT as_of, inputs_hash FROM pool_forecast_snapshots WHERE season_id = ?').all(seasonId).map(
      (r) => [r.as_of, r.inputs_hash],
    ),
  );
  const keep = new Set(rounds.map((r) => r.asOf));
  const drop = db.prepare('DELETE FROM pool_forecast_snapshots WHERE season_id = ? AND as_of = ?');
  for (const asOf of stored.keys()) if (!keep.has(asOf)) drop.run(seasonId, asOf);
  const upsert = db.prepare(
    `INSERT INTO pool_forecast_snapshots (season_id, as_of, inputs_hash, sims, seed, played, remaining, players)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (season_id, as_of) DO UPDATE SET inputs_hash = excluded.inputs_hash, sims = excluded.sims, seed = excluded.seed,
       played = excluded.played, remaining = excluded.remaining, players = excluded.players,
       computed_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`,
  );
  let computed = 0;
  let left = 0;
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
    const played = input.table.reduce((t, row) => t + row.played, 0) / 2;
    upsert.run(seasonId, r.asOf, hash, TRACK_SIMS, seed, played, input.remaining.length, JSON.stringify(players));
    computed++;
  }
  return { computed, left };
}

/** GET /api/pool/forecast/{groupSlug}/history: the stored snapshots of the group's current season, oldest first. */
export function trackRecord(db: Db, groupId: number): ForecastHistoryAnswer['data'] {
  const season = currentSeason(db, groupId);
  if (!season) return { season: null, players: [], snapshots: [] };
  const rows = new Map(
    db
      .prepare<unknown[], { as_of: string; sims: number; seed: string; players: string }>(
        'SELECT as_of, sims, seed, players FROM pool_forecast_snapshots WHERE season_id = ?',
      )
      .all(season.id)
      .map((r) => [r.as_of, r]),
  );
  const snapshots: ForecastSnapshot[] = [];
  for (const r of trackRounds(db, season.id)) {
    const row = rows.get(r.asOf);
    if (!row) continue;
    snapshots.push({
      round: r.round,
      date: r.date,
      label: r.round === 0 ? 'Start' : `Round ${r.round}`,
      sims: row.sims,
      seed: row.seed,
      players: JSON.parse(row.players) as SnapshotPlayer[],
    });
  }
  return {
    season: { name: season.name, start_date: season.start_date },
    players: seasonState(db, season).players.map((p) => ({ player_id: p.id, name: p.name })),
    snapshots,
  };
}

// ---- Background computation --------------------------------------------------------------------------------

interface SchedulerState {
  running: boolean;
  again: boolean;
  /** Resolves when the current run ends (tests and the on-demand endpoint wait on it). */
  idle: Promise<void>;
  done: () => void;
}
const schedulers = new WeakMap<Db, SchedulerState>();
let enabled = false;

/** Turn on the background computation (the server does at start-up; unit tests call updateTrackRecord themselves). */
export function enableTrackRecordScheduling(on = true) {
  enabled = on;
}

/** Current seasons of every group. */
export const currentSeasonIds = (db: Db) =>
  db.prepare<unknown[], number>('SELECT id FROM pool_groups ORDER BY id').pluck().all().flatMap((g) => currentSeason(db, g)?.id ?? []);

const logSeasonFailure = (seasonId: number, err: unknown) =>
  console.error(`Track record of season ${seasonId} could not be computed; the other seasons go on:`, err);

/**
 * One season's update with its failure contained: a season that cannot be computed is logged and counts as done,
 * so the next season is still brought up to date.
 */
export function updateSeasonIsolated(db: Db, seasonId: number, engine: TrackEngine = forecastEngine, limit = Infinity): TrackRecordUpdate {
  try {
    return updateTrackRecord(db, seasonId, engine, limit);
  } catch (err) {
    logSeasonFailure(seasonId, err);
    return { computed: 0, left: 0 };
  }
}

/** Every current season brought up to date, each on its own (a failing one is logged and skipped). */
export function updateAllTrackRecords(db: Db, engine: TrackEngine = forecastEngine): { computed: number } {
  let computed = 0;
  for (const id of currentSeasonIds(db)) computed += updateSeasonIsolated(db, id, engine).computed;
  return { computed };
}

function schedulerFor(db: Db): SchedulerState {
  let s = schedulers.get(db);
  if (!s) {
    const state: SchedulerState = { running: false, again: false, idle: Promise.resolve(), done: () => {} };
    schedulers.set(db, (s = state));
  }
  return s;
}

/** Resolves once the background computation of this database has nothing left to do. */
export function trackRecordIdle(db: Db): Promise<void> {
  return schedulerFor(db).idle;
}

/**
 * Bring the track record of every group's current season up to date in the background, until nothing is left;
 * a call while it runs makes it check every season again at the end. A season that fails is logged and skipped,
 * never the whole queue.
 *
 * With a track-record worker (a database file: `startTrackRecordWorker`), the work runs on the worker's thread
 * and its own connection, so no request ever waits on it. Otherwise (an in-memory database) it runs here, one
 * season and at most one snapshot per turn of the event loop.
 */
export function scheduleTrackRecord(db: Db, engine: TrackEngine = forecastEngine) {
  if (!enabled) return;
  const state = schedulerFor(db);
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  state.again = false;
  state.idle = new Promise<void>((resolve) => (state.done = resolve));
  const finish = () => {
    state.running = false;
    state.done();
  };
  const worker = workers.get(db);
  if (worker && engine === forecastEngine) {
    const pass = () => {
      worker.request({ type: 'all' }).then(
        () => {
          if (state.again && db.open) {
            state.again = false;
            pass();
          } else finish();
        },
        (err: unknown) => {
          console.error('Track record worker failed:', err);
          finish();
        },
      );
    };
    pass();
    return;
  }
  let queue: number[] = [];
  let work = false;
  const refill = () => {
    try {
      queue = currentSeasonIds(db);
      return true;
    } catch (err) {
      console.error('Track record update failed:', err);
      return false;
    }
  };
  if (!refill()) return finish();
  const step = () => {
    if (!db.open) return finish();
    const id = queue.shift();
    if (id !== undefined) {
      const r = updateSeasonIsolated(db, id, engine, 1);
      if (r.computed > 0 || r.left > 0) work = true;
      if (r.left > 0) queue.unshift(id);
      return void setImmediate(step);
    }
    if (work || state.again) {
      state.again = false;
      work = false;
      if (!refill()) return finish();
      setImmediate(step);
    } else finish();
  };
  setImmediate(step);
}

/**
 * One season's track record computed now (POST /api/admin/seasons/{id}/track-record): on the worker's thread
 * when the database has one, else here.
 */
export async function computeTrackRecordNow(db: Db, seasonId: number): Promise<TrackRecordUpdate> {
  const worker = workers.get(db);
  if (worker) return (await worker.request({ type: 'season', seasonId })) as TrackRecordUpdate;
  return updateTrackRecord(db, seasonId);
}

// ---- The worker thread -------------------------------------------------------------------------------------

export type TrackWorkerRequest = { type: 'all' } | { type: 'season'; seasonId: number };

const workers = new WeakMap<Db, ThreadWorker<TrackWorkerRequest>>();

/**
 * Compute this database's track records on a worker thread (api/league/track-record-worker.ts) with its own
 * connection to the same file (WAL: it reads the last committed state while the server writes), and checkpoints
 * the WAL for this connection. In-memory
 * databases cannot be shared: false, and the computation stays on this thread.
 */
/** How long the track-record thread stays after its last pass. */
const TRACK_WORKER_IDLE_MS = 10_000;

export function startTrackRecordWorker(db: Db): boolean {
  if (db.memory) return false;
  if (!workers.has(db)) {
    // The worker checkpoints the WAL after each pass (track-record-worker.ts), and every admin write schedules a
    // pass: this connection's automatic checkpoint, which would copy a whole import's pages into the file on the
    // request thread at its next commit (seconds for a large one), is turned off.
    db.pragma('wal_autocheckpoint = 0');
    const bundled = new URL('./track-record-worker.js', import.meta.url);
    const source = new URL('./track-record-worker.ts', import.meta.url);
    // Stopped 10 s after its last pass: a pass reads every match of the league, and the thread would otherwise keep
    // that heap for good (about 120 MB on an 8 MiB league).
    workers.set(db, threadWorker<TrackWorkerRequest>(bundled, source, { path: db.name }, 'track record', { idleMs: TRACK_WORKER_IDLE_MS }));
  }
  return true;
}

/** Stop a database's track-record worker (before closing the database, and in tests). */
export async function stopTrackRecordWorker(db: Db) {
  const w = workers.get(db);
  workers.delete(db);
  await w?.stop();
}
