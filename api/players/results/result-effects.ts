/**
 * What a confirmed result changed ("rating 52.31 → 54.02", the standings place, the title chance before and
 * after), measured after the result is committed and stored (`pool_result_effects`, migration 014), so it stays
 * what it was when the result counted, whatever comes later. Confirming a result never waits for it: the
 * measurement runs after the commit, off the request thread (effects-queue.ts), and until it is stored the answers
 * say so (`effects_ready` false, the page "being worked out").
 *
 * - "Before" is the league without the match and without any match written after it (ids are given in order);
 *   "after" is the same with the match. Measured within seconds of the confirmation, this is the league just
 *   before and just after the match was written.
 * - Rating and place: the group's standings (workers/ratings/standings.ts, the same code as the standings
 *   answer) on those matches.
 * - Title chance: the season forecast (workers/season-forecast, the forecast page's code) with the page's default
 *   seed and number of simulations, before and after; null when the group has no current season with fixtures
 *   to play or a table. With the same seed, the "after" figure is what the forecast page shows next.
 */
import type { PlayerEffect, ResultEffect } from '../../../contracts/player';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';
import { listGroupPlayers } from '../../league/entity-queries';
import { groupMatchesView } from '../../league/read-model';
import { currentSeason, forecastData, seasonState } from '../../league/season-reads';
import type { SeasonInfo } from '../../../contracts/season';
import { computeStandings } from '../../../workers/ratings/standings';
import { runForecast } from '../../../workers/season-forecast/summary';
import { DEFAULT_FORECAST_SEED, DEFAULT_FORECAST_SIMS } from '../../../workers/season-forecast/simulate';
import { isoOfStored, resultGroup, resultScore } from './submission-queries';


export interface GroupSnapshot {
  rating: Map<number, number>;
  rank: Map<number, number>;
  title: Map<number, number> | null;
}

/** The group's ratings, places and title chances counting only the matches up to `maxMatchId` (all: as they stand now). */
export function groupSnapshot(db: Db, groupId: number, maxMatchId?: number): GroupSnapshot {
  const all = groupMatchesView(db, groupId);
  const matches = maxMatchId === undefined ? all : all.filter((m) => m.match_id <= maxMatchId);
  const rows = computeStandings(listGroupPlayers(db, groupId), matches, { bootstrap: { samples: 1 } });
  const input = forecastData(db, groupId, undefined, currentSeason(db, groupId), maxMatchId);
  let title: Map<number, number> | null = null;
  if (input.season && input.table.length > 1 && input.remaining.length > 0) {
    const summary = runForecast({ input, sims: DEFAULT_FORECAST_SIMS, seed: DEFAULT_FORECAST_SEED });
    title = new Map(summary.players.map((p) => [p.player_id, p.title]));
  }
  return {
    rating: new Map(rows.map((r) => [r.player_id, r.rating])),
    rank: new Map(rows.map((r) => [r.player_id, r.rank])),
    title,
  };
}

/** A confirmed result whose effects are still to be measured. */
export interface PendingEffect {
  match_id: number;
  group_id: number;
  player_1_id: number;
  player_2_id: number;
}

/**
 * The confirmed results (live matches) with no effects stored yet, oldest first, at most `limit`. `after`: only
 * those with a higher match id (a result that could not be measured is passed over, not tried forever).
 */
export function pendingEffects(db: Db, limit: number, after = 0): PendingEffect[] {
  return stmt<PendingEffect>(
    db,
    `SELECT s.match_id, s.group_id, m.player_1_id, m.player_2_id
     FROM pool_result_submissions s JOIN pool_matches m ON m.match_id = s.match_id AND m.deleted_at IS NULL
     WHERE s.state = 'confirmed' AND s.match_id > ? AND NOT EXISTS (SELECT 1 FROM pool_result_effects e WHERE e.match_id = s.match_id)
     ORDER BY s.match_id LIMIT ?`,
  ).all(after, limit);
}

export interface Measured {
  pending: PendingEffect;
  before: GroupSnapshot;
  after: GroupSnapshot;
}

/** Measure one confirmed result's effects: the league before and after it (see the file comment). Reads only. */
export function measureEffects(db: Db, p: PendingEffect): Measured {
  const before = groupSnapshot(db, p.group_id, p.match_id - 1);
  const after = groupSnapshot(db, p.group_id, p.match_id);
  if (![p.player_1_id, p.player_2_id].every((id) => after.rating.has(id))) throw new Error(`A player of match ${p.match_id} is not in group ${p.group_id}'s standings`);
  return { pending: p, before, after };
}

/** Store measured effects, all in one short transaction. */
export function storeMeasured(db: Db, measured: readonly Measured[]): void {
  if (measured.length === 0) return;
  db.transaction(() => {
    for (const { pending: p, before, after } of measured) storeEffects(db, p.match_id, p.group_id, [p.player_1_id, p.player_2_id], before, after);
  }).immediate();
}

/** Store the two players' effects of `matchId` from the snapshots before and after it was written. */
function storeEffects(db: Db, matchId: number, groupId: number, playerIds: [number, number], before: GroupSnapshot, after: GroupSnapshot): void {
  const put = stmt(
    db,
    `INSERT OR REPLACE INTO pool_result_effects
       (match_id, group_id, player_id, rating_before, rating_after, rank_before, rank_after, title_before, title_after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const id of playerIds) {
    put.run(
      matchId,
      groupId,
      id,
      before.rating.get(id) ?? null,
      after.rating.get(id)!,
      before.rank.get(id) ?? null,
      after.rank.get(id)!,
      before.title?.get(id) ?? null,
      after.title?.get(id) ?? null,
    );
  }
}

interface EffectRow {
  match_id: number;
  group_id: number;
  group_name: string;
  group_slug: string;
  game_datetime: string;
  player_1_id: number;
  player_1: string;
  player_2_id: number;
  player_2: string;
  score_1: number;
  score_2: number;
  decided_by: ResultEffect['decided_by'];
}

const EFFECT_RESULTS = `
  SELECT m.match_id, s.group_id, g.name AS group_name, g.url_slug AS group_slug, m.game_datetime,
         m.player_1_id, p1.name AS player_1, m.player_2_id, p2.name AS player_2, m.score_1, m.score_2,
         s.decided_by, s.decided_at
  FROM pool_result_submissions s
  JOIN pool_matches m ON m.match_id = s.match_id AND m.deleted_at IS NULL
  JOIN pool_groups g ON g.id = s.group_id
  JOIN pool_players p1 ON p1.id = m.player_1_id
  JOIN pool_players p2 ON p2.id = m.player_2_id`;

/**
 * What each result counted as in its group's season of its day (the latest season started on or before it): the
 * fixture it fulfils, or a friendly; null without a season then. One season's fulfilment is read once per call.
 */
function countedAs(db: Db): (r: EffectRow) => ResultEffect['counted_as'] {
  const seasonOf = stmt<SeasonInfo>(
    db,
    'SELECT id, group_id, name, start_date FROM pool_seasons WHERE group_id = ? AND start_date <= ? ORDER BY start_date DESC, id DESC LIMIT 1',
  );
  const fixtureBySeason = new Map<number, Map<number, string>>();
  return (r) => {
    const season = seasonOf.get(r.group_id, r.game_datetime.slice(0, 10));
    if (!season) return null;
    let byMatch = fixtureBySeason.get(season.id);
    if (!byMatch) {
      byMatch = new Map(seasonState(db, season).fixtures.flatMap((f) => (f.result ? [[f.result.match_id, f.date] as const] : [])));
      fixtureBySeason.set(season.id, byMatch);
    }
    const date = byMatch.get(r.match_id);
    return date === undefined ? { kind: 'friendly', season: season.name, fixture_date: null } : { kind: 'fixture', season: season.name, fixture_date: date };
  };
}

function withPlayers(db: Db, rows: EffectRow[]): ResultEffect[] {
  const counted = countedAs(db);
  const players = stmt<PlayerEffect>(
    db,
    `SELECT e.player_id, p.name, e.rating_before, e.rating_after, e.rank_before, e.rank_after, e.title_before, e.title_after
     FROM pool_result_effects e JOIN pool_players p ON p.id = e.player_id WHERE e.match_id = ? AND e.group_id = ?`,
  );
  return rows.map((r) => {
    const effects = players.all(r.match_id, r.group_id);
    effects.sort((a, b) => (a.player_id === r.player_1_id ? -1 : b.player_id === r.player_1_id ? 1 : 0));
    return {
      match_id: r.match_id,
      ...resultGroup(r),
      game_datetime: isoOfStored(r.game_datetime),
      ...resultScore(r),
      decided_by: r.decided_by,
      counted_as: counted(r),
      effects_ready: effects.length > 0,
      players: effects,
    };
  });
}

/** The latest confirmed results of a group (players' submissions), newest decision first, with their effects. */
export function groupEffects(db: Db, groupId: number, limit = 10): ResultEffect[] {
  const rows = stmt<EffectRow>(db, `${EFFECT_RESULTS} WHERE s.group_id = ? AND s.state = 'confirmed' ORDER BY s.decided_at DESC, m.match_id DESC LIMIT ?`).all(groupId, limit);
  return withPlayers(db, rows);
}

/** The latest confirmed results a player played, newest decision first, with their effects. */
export function playerEffects(db: Db, playerId: number, limit = 10): ResultEffect[] {
  const rows = stmt<EffectRow>(
    db,
    `${EFFECT_RESULTS} WHERE (m.player_1_id = ? OR m.player_2_id = ?) AND s.state = 'confirmed' ORDER BY s.decided_at DESC, m.match_id DESC LIMIT ?`,
  ).all(playerId, playerId, limit);
  return withPlayers(db, rows);
}
