/**
 * League seasons on the read side: a group's current season, its fixtures with the results that
 * fulfil them, the season table, and the data the forecast needs (GET /api/pool/forecast/{groupSlug}).
 *
 * Fulfilment is derived here at read time from the live matches (workers/season/fulfilment.ts), never stored:
 * an edited, deleted or restored match moves with it. Every function takes an optional `asOf` day
 * ('YYYY-MM-DD'): only matches played on or before it count, which is how the track record rebuilds the season
 * as it stood after each day of play. `seasonState` and `forecastData` also take an optional `maxMatchId`: only
 * matches with an id up to it count, which is how a confirmed result's effects are measured after its commit (the
 * league without it and without anything written after it, then with it: api/players/results/result-effects.ts).
 */
import type { Db } from '../db/database';
import { groupStarts, pairStart } from './starts-model';
import type { ForecastInput } from '../../contracts/forecast';
import type { GroupSeasonAnswer, SeasonFixture, SeasonInfo } from '../../contracts/season';
import { fulfilFixtures, type ResultLike } from '../../workers/season/fulfilment';
import { seasonTable, seasonTableSeed, type SeasonTableRow } from '../../workers/season/season-table';
import { replayGroup } from '../../workers/ratings/group-analysis';
import { fitSlope } from '../../workers/ratings/win-probability';
import { listGroupPlayers } from './entity-queries';
import type { PoolMatchRow } from './match-queries';
import { allMatchesView, groupMatchesView } from './read-model';

type FixtureRow = Omit<SeasonFixture, 'result'>;

/** The group's current season: the latest start date, then the highest id. */
export function currentSeason(db: Db, groupId: number): SeasonInfo | undefined {
  return db
    .prepare<unknown[], SeasonInfo>('SELECT id, group_id, name, start_date FROM pool_seasons WHERE group_id = ? ORDER BY start_date DESC, id DESC LIMIT 1')
    .get(groupId);
}

export function findSeason(db: Db, seasonId: number): SeasonInfo | undefined {
  return db.prepare<unknown[], SeasonInfo>('SELECT id, group_id, name, start_date FROM pool_seasons WHERE id = ?').get(seasonId);
}

/** A season's live fixtures with the players' names, by date then id. */
export function listSeasonFixtures(db: Db, seasonId: number): FixtureRow[] {
  return db
    .prepare<unknown[], FixtureRow>(
      `SELECT f.id, f.fixture_date AS date, f.round, f.player_1_id, p1.name AS player_1, f.player_2_id, p2.name AS player_2
       FROM pool_fixtures f JOIN pool_players p1 ON p1.id = f.player_1_id JOIN pool_players p2 ON p2.id = f.player_2_id
       WHERE f.season_id = ? AND f.deleted_at IS NULL
       ORDER BY f.fixture_date, f.id`,
    )
    .all(seasonId);
}

type MatchResult = ResultLike & { row: PoolMatchRow };

/** Per read model (one per pool data version): a player set's matches as fulfilment inputs, by the set's key. */
const resultsBySet = new WeakMap<readonly PoolMatchRow[], Map<string, MatchResult[]>>();

/**
 * Live matches between two of `playerIds` as fulfilment inputs, in game order, up to `asOf` when given. Only a
 * fixture's two players can fulfil it, so the season's players' matches are all fulfilment needs: the league's
 * other matches are passed over once per data version, not once per round of the track record.
 */
function resultsUpTo(db: Db, playerIds: readonly number[], asOf?: string, maxMatchId?: number): MatchResult[] {
  const all = allMatchesView(db);
  let bySet = resultsBySet.get(all);
  if (!bySet) resultsBySet.set(all, (bySet = new Map()));
  const key = playerIds.join(',');
  let rows = bySet.get(key);
  if (!rows) {
    const set = new Set(playerIds);
    rows = [];
    for (const m of all) {
      if (!set.has(m.player_1_id) || !set.has(m.player_2_id)) continue;
      rows.push({
        matchId: m.match_id,
        date: m.game_date,
        player1Id: m.player_1_id,
        player2Id: m.player_2_id,
        score1: m.score_1,
        score2: m.score_2,
        winnerId: m.winner_player_id,
        row: m,
      });
    }
    bySet.set(key, rows);
  }
  if (asOf !== undefined) {
    let end = 0;
    while (end < rows.length && rows[end].date <= asOf) end++;
    rows = rows.slice(0, end);
  }
  return maxMatchId === undefined ? rows : rows.filter((r) => r.matchId <= maxMatchId);
}

export interface SeasonState {
  season: SeasonInfo;
  /** The season's players (everyone on a fixture), by id. */
  players: { id: number; name: string }[];
  fixtures: SeasonFixture[];
  table: SeasonTableRow[];
  played: number;
  remaining: number;
}

/** Fixtures with their results, and the season table, as they stand (or stood at the end of `asOf`, or up to match `maxMatchId`). */
export function seasonState(db: Db, season: SeasonInfo, asOf?: string, maxMatchId?: number): SeasonState {
  const rows = listSeasonFixtures(db, season.id);
  const names = new Map<number, string>();
  for (const f of rows) {
    names.set(f.player_1_id, f.player_1);
    names.set(f.player_2_id, f.player_2);
  }
  const players = [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
  const fulfilled = fulfilFixtures(
    rows.map((f) => ({ id: f.id, date: f.date, player1Id: f.player_1_id, player2Id: f.player_2_id })),
    resultsUpTo(
      db,
      players.map((p) => p.id),
      asOf,
      maxMatchId,
    ),
  );
  const fixtures: SeasonFixture[] = rows.map((f) => {
    const r = fulfilled.get(f.id);
    const same = r ? r.player1Id === f.player_1_id : true;
    return {
      ...f,
      result: r
        ? {
            match_id: r.matchId,
            game_date: r.date,
            player_1_score: same ? r.score1 : r.score2,
            player_2_score: same ? r.score2 : r.score1,
            winner_player_id: r.winnerId,
          }
        : null,
    };
  });
  const results = [...fulfilled.values()];
  return {
    season,
    players,
    fixtures,
    table: seasonTable(players, results, seasonTableSeed(season.id)),
    played: results.length,
    remaining: rows.length - results.length,
  };
}

/** GET /api/pool/group/{id}/season. */
export function groupSeason(db: Db, groupId: number): GroupSeasonAnswer {
  const season = currentSeason(db, groupId);
  if (!season) return { season: null, table: [], fixtures: [], table_seed: null, played: 0, remaining: 0 };
  const s = seasonState(db, season);
  const fixtures = withStarts(db, groupId, s.fixtures);
  return { season, table: s.table, fixtures, table_seed: seasonTableSeed(season.id), played: s.played, remaining: s.remaining };
}

/** The predictions page's model on a group's matches: final Colley ratings (shown scale) and beta on all matches. */
export function groupModel(playerIds: readonly number[], matches: readonly PoolMatchRow[]): { ratings: Map<number, number>; beta: number } {
  const replay = replayGroup(playerIds, matches);
  const inputs = replay.steps.map((s) => ({ diff: s.player1Before - s.player2Before, p1Won: (s.winnerId === s.player1Id ? 1 : 0) as 0 | 1 }));
  // The maximum a-posteriori slope is unique (a concave objective), so fitting from 0 gives the predictions
  // page's finalBeta (there warm-started) to within Newton's stopping tolerance.
  const beta = inputs.length ? fitSlope(inputs, inputs.length, 0) : 0;
  return { ratings: new Map(replay.playerIds.map((id, i) => [id, replay.final[i]])), beta };
}

/** P(player 1 wins) under the model: sigmoid(beta x rating gap). */
export const winChance = (beta: number, gap: number) => 1 / (1 + Math.exp(-beta * gap));

export type ForecastData = ForecastInput;

/**
 * What the forecast needs for a group's current season (or as it stood at the end of `asOf`): the season table,
 * the fixtures still to play with player 1's chance of winning each (the predictions page's logistic model on
 * the current Colley rating gap, beta fitted on all the group's matches so far), and the group's distribution of
 * losing scores (0-7). No season: `season` null, empty table and remaining.
 */
export function forecastData(
  db: Db,
  groupId: number,
  asOf?: string,
  season: SeasonInfo | undefined = currentSeason(db, groupId),
  maxMatchId?: number,
): ForecastData {
  const all = groupMatchesView(db, groupId);
  const matches = asOf === undefined && maxMatchId === undefined ? all : all.filter((m) => (asOf === undefined || m.game_date <= asOf) && (maxMatchId === undefined || m.match_id <= maxMatchId));
  const losing = new Array<number>(8).fill(0);
  for (const m of matches) losing[m.winner_player_id === m.player_1_id ? m.score_2 : m.score_1]++;
  const losing_scores = losing.map((count, score) => ({ score, count }));
  const members = listGroupPlayers(db, groupId).map((p) => p.id);
  if (!season) return { season: null, beta: groupModel(members, matches).beta, table: [], remaining: [], losing_scores };
  const state = seasonState(db, season, asOf, maxMatchId);
  const ids = [...new Set([...members, ...state.players.map((p) => p.id)])];
  const { ratings, beta } = groupModel(ids, matches);
  return {
    season: { name: season.name, start_date: season.start_date },
    beta,
    table: state.table.map((r) => ({
      player_id: r.player_id,
      name: r.name,
      played: r.played,
      won: r.won,
      lost: r.lost,
      points: r.points,
      score_for: r.score_for,
      score_against: r.score_against,
    })),
    remaining: state.fixtures
      .filter((f) => f.result === null)
      .map((f) => ({
        fixture_id: f.id,
        date: f.date,
        player1_id: f.player_1_id,
        player2_id: f.player_2_id,
        p1_win: winChance(beta, ratings.get(f.player_1_id)! - ratings.get(f.player_2_id)!),
      })),
    losing_scores,
  };
}

/** With starts on for the group, each fixture still to play carries its start. */
function withStarts(db: Db, groupId: number, fixtures: SeasonFixture[]): SeasonFixture[] {
  const starts = groupStarts(db, groupId);
  if (!starts.handicap_starts) return fixtures;
  return fixtures.map((f) => {
    if (f.result) return { ...f, start: null };
    const p = pairStart(starts, f.player_1_id, f.player_2_id);
    return { ...f, start: p && p.balls > 0 ? { player_id: p.weaker_id, balls: p.balls, weaker_chance: p.weaker_chance, text: p.text } : null };
  });
}
