/**
 * Why a rating moved: a player's Colley rating change between two dates, split exactly into the effect
 * of each new result and the effect of the schedule.
 *
 * With C0 r0 = b0 at the earlier date and C1 r1 = b1 at the later one, every new game g (winner i, loser j,
 * weight w, u = e_i - e_j) adds w u u^T to C and (w / 2) u to b, so
 *   r1 - r0 = C1^-1 (b1 - C1 r0) = C1^-1 (sum_g (w/2) u  -  sum_g w u u^T r0)
 * The first sum is the results: game g moves player p by (w / 2) (M[p][i] - M[p][j]), M = C1^-1 (the result's
 * weight times the difference of two columns of the later inverse). The second is the schedule: the new games
 * change whom everyone is compared with, by -w (r0_i - r0_j) (M[p][i] - M[p][j]) per game, whoever won. The parts
 * sum to the change (to rounding, about 1e-13 on the shown scale). Figures are on the shown scale (100 r).
 * Pure TypeScript.
 */
import { colleySystem, indexOfIds, solveSpd, toShownRating, type ColleyGame } from './colley';
import { ColleyReplayState } from './colley-replay';
import { loserOf, matchWeight, type PoolMatchLike } from './pool-match';
import { signed } from '../../common/number-text';

export interface DatedMatch extends PoolMatchLike {
  /** "YYYY-MM-DD" (the night it was played). */
  game_date: string;
}

export interface NamedPlayer {
  id: number;
  name: string;
}

/** One new result's share of the change. */
export interface ResultEffect {
  match_id: number;
  game_date: string;
  winner_id: number;
  loser_id: number;
  weight: number;
  /** (w / 2) (M[p][winner] - M[p][loser]), shown scale. */
  result_effect: number;
  /** -w (r0_winner - r0_loser) (M[p][winner] - M[p][loser]), shown scale: this game's part of the schedule effect. */
  schedule_effect: number;
  /** Visitor words for the result effect, e.g. "Your win over Callum". */
  text: string;
}

export interface RatingChange {
  player_id: number;
  /** Ratings as known at the end of these days ("YYYY-MM-DD"). */
  from: string;
  to: string;
  rating_from: number;
  rating_to: number;
  /** rating_to - rating_from, each solved on its own. */
  change: number;
  /** Largest effect (in size) first. */
  results: ResultEffect[];
  /** Sum of the games' schedule effects. */
  schedule_effect: number;
  /** Sum of every result effect and the schedule effect (equals change to 1e-9). */
  parts_sum: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" one day earlier (UTC calendar). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The default window: before and after the player's latest night (null when he has no game). */
export function defaultWindow(playerId: number, matches: readonly DatedMatch[]): { from: string; to: string } | null {
  let last: string | null = null;
  for (const m of matches) if ((m.player_1_id === playerId || m.player_2_id === playerId) && (last === null || m.game_date > last)) last = m.game_date;
  return last === null ? null : { from: dayBefore(last), to: last };
}

function gamesOf(index: Map<number, number>, matches: readonly DatedMatch[]): ColleyGame[] {
  const out: ColleyGame[] = [];
  for (const m of matches) {
    const wi = index.get(m.winner_player_id);
    const li = index.get(loserOf(m));
    if (wi === undefined || li === undefined) continue;
    out.push({ winner: wi, loser: li, weight: matchWeight(m) });
  }
  return out;
}

/** The record of `playerId` against `opponentId` in `matches`. */
/** The player's wins and losses against each opponent in `matches`, by opponent id. */
function recordsAgainst(playerId: number, matches: readonly DatedMatch[]): Map<number, { wins: number; losses: number }> {
  const out = new Map<number, { wins: number; losses: number }>();
  for (const m of matches) {
    const a = m.player_1_id;
    const b = m.player_2_id;
    if (a !== playerId && b !== playerId) continue;
    const opponent = a === playerId ? b : a;
    let r = out.get(opponent);
    if (!r) out.set(opponent, (r = { wins: 0, losses: 0 }));
    if (m.winner_player_id === playerId) r.wins++;
    else r.losses++;
  }
  return out;
}
const NO_GAMES = { wins: 0, losses: 0 };

/** What your games against `name` became worth when `name`'s rating went up (`up`) or down. */
function valueWords(rec: { wins: number; losses: number }, name: string, up: boolean): string {
  if (rec.losses === 0) return `${up ? 'raised' : 'lowered'} the value of your wins over ${name}`;
  if (rec.wins === 0) return `made your ${rec.losses === 1 ? 'loss' : 'losses'} to ${name} ${up ? 'less' : 'more'} costly`;
  return `${up ? 'raised' : 'lowered'} the worth of your games against ${name}`;
}

/** Visitor words for one result's effect on `playerId`. */
function resultWords(playerId: number, m: DatedMatch, effect: number, names: Map<number, string>, records: Map<number, { wins: number; losses: number }>): string {
  const w = m.winner_player_id;
  const l = loserOf(m);
  const wn = names.get(w) ?? `Player ${w}`;
  const ln = names.get(l) ?? `Player ${l}`;
  if (w === playerId) return `Your win over ${ln}`;
  if (l === playerId) return `Your loss to ${wn}`;
  // His games against either player (the match in hand is not one of them: it is between the two others).
  const vsW = records.get(w) ?? NO_GAMES;
  const vsL = records.get(l) ?? NO_GAMES;
  const playedW = vsW.wins + vsW.losses > 0;
  const playedL = vsL.wins + vsL.losses > 0;
  // The winner's rating rises and the loser's falls: the effect's sign says which link dominates.
  if (effect >= 0 && playedW) return `${wn}'s win over ${ln} ${valueWords(vsW, wn, true)}`;
  if (effect < 0 && playedL) return `${ln}'s loss to ${wn} ${valueWords(vsL, ln, false)}`;
  if (playedW) return `${wn}'s win over ${ln} (you have played ${wn})`;
  if (playedL) return `${ln}'s loss to ${wn} (you have played ${ln})`;
  return `${wn}'s win over ${ln} (linked to you through other players' games)`;
}

/**
 * The change in `playerId`'s rating (shown scale) between the end of day `from` and the end of day `to`, split into
 * each new result's effect and the schedule effect. `players` are the group's members; matches with a player outside
 * them are left out (as the standings do).
 */
export function ratingChange(
  players: readonly NamedPlayer[],
  matches: readonly DatedMatch[],
  playerId: number,
  from: string,
  to: string,
): RatingChange {
  if (!DATE_RE.test(from)) throw new RangeError(`from must be a date YYYY-MM-DD (got "${from}")`);
  if (!DATE_RE.test(to)) throw new RangeError(`to must be a date YYYY-MM-DD (got "${to}")`);
  if (!(from < to)) throw new RangeError('from must be before to');
  const ids = players.map((p) => p.id);
  const index = indexOfIds(ids);
  const p = index.get(playerId);
  if (p === undefined) throw new RangeError(`Player ${playerId} is not in the list`);
  const names = new Map(players.map((q) => [q.id, q.name]));
  const n = ids.length;
  const before = matches.filter((m) => m.game_date <= from);
  const fresh = matches.filter((m) => m.game_date > from && m.game_date <= to);
  const g0 = gamesOf(index, before);
  const g1 = gamesOf(index, fresh);
  const s0 = colleySystem(n, g0);
  const r0 = solveSpd(s0.C, s0.b, n);
  const s1 = colleySystem(n, [...g0, ...g1]);
  const r1 = solveSpd(s1.C, s1.b, n);
  // Row p of M = C1^-1 (C1 is symmetric, so it is column p too).
  const e = new Float64Array(n);
  e[p] = 1;
  const mp = solveSpd(s1.C, e, n);
  const results: ResultEffect[] = [];
  let schedule = 0;
  let sum = 0;
  const records = recordsAgainst(
    playerId,
    matches.filter((x) => x.game_date <= to),
  );
  const freshLive = fresh.filter((m) => index.has(m.winner_player_id) && index.has(loserOf(m)));
  freshLive.forEach((m, k) => {
    const { winner: i, loser: j, weight: w } = g1[k];
    const link = mp[i] - mp[j];
    const resultEffect = toShownRating((w / 2) * link);
    const scheduleEffect = toShownRating(-w * (r0[i] - r0[j]) * link);
    schedule += scheduleEffect;
    sum += resultEffect;
    results.push({
      match_id: m.match_id,
      game_date: m.game_date,
      winner_id: m.winner_player_id,
      loser_id: loserOf(m),
      weight: w,
      result_effect: resultEffect,
      schedule_effect: scheduleEffect,
      text: resultWords(playerId, m, resultEffect, names, records),
    });
  });
  results.sort((a, b) => Math.abs(b.result_effect) - Math.abs(a.result_effect) || a.match_id - b.match_id);
  const ratingFrom = toShownRating(r0[p]);
  const ratingTo = toShownRating(r1[p]);
  return {
    player_id: playerId,
    from,
    to,
    rating_from: ratingFrom,
    rating_to: ratingTo,
    change: ratingTo - ratingFrom,
    results,
    schedule_effect: schedule,
    parts_sum: sum + schedule,
  };
}

/** The explanation as visitor lines, largest first: "Your win over Callum: +1.84". */
export function ratingChangeLines(rc: RatingChange): { text: string; value: number }[] {
  const lines = rc.results.map((r) => ({ text: r.text, value: r.result_effect }));
  if (rc.results.length) lines.push({ text: 'Who played whom (whoever won): the new games changed whom everyone is compared with', value: rc.schedule_effect });
  return lines.sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
}

export const lineText = (l: { text: string; value: number }) => `${l.text}: ${signed(l.value, 2)}`;

/** One night of a group: the player's rating at its end (shown scale) and whether he played. */
export interface NightRating {
  date: string;
  rating: number;
  played: boolean;
}

/** Every member's rating at the end of every night the group played (one replay in game-number order), by id. */
export function groupNightlyRatings(players: readonly NamedPlayer[], matches: readonly DatedMatch[]): Map<number, NightRating[]> {
  const ids = players.map((q) => q.id);
  const index = indexOfIds(ids);
  const state = new ColleyReplayState(ids.length);
  const sorted = [...matches].sort((a, b) => (a.game_date < b.game_date ? -1 : a.game_date > b.game_date ? 1 : a.new_id - b.new_id));
  const out = new Map<number, NightRating[]>(ids.map((id) => [id, []]));
  const played = new Uint8Array(ids.length);
  let k = 0;
  while (k < sorted.length) {
    const date = sorted[k].game_date;
    played.fill(0);
    for (; k < sorted.length && sorted[k].game_date === date; k++) {
      const m = sorted[k];
      const wi = index.get(m.winner_player_id);
      const li = index.get(loserOf(m));
      if (wi === undefined || li === undefined) continue;
      state.addGame(wi, li, matchWeight(m));
      played[wi] = 1;
      played[li] = 1;
    }
    ids.forEach((id, i) => out.get(id)!.push({ date, rating: toShownRating(state.rating(i)), played: played[i] === 1 }));
  }
  return out;
}

/** The player's rating at the end of every night the group played (replayed in game-number order). */
export function nightlyRatings(players: readonly NamedPlayer[], matches: readonly DatedMatch[], playerId: number): NightRating[] {
  if (!players.some((q) => q.id === playerId)) throw new RangeError(`Player ${playerId} is not in the list`);
  return groupNightlyRatings(players, matches).get(playerId)!;
}
