/**
 * Something new each day in the pool league: a player's next fixture and his chance in it (/me), a group's last
 * night of results and the forecast's biggest movers since the night before (/pool/matches). Pure: the shapes are
 * the season and forecast answers' own fields (contracts/season.ts, contracts/forecast.ts).
 */

export interface DayFixture {
  id: number;
  date: string;
  player_1_id: number;
  player_1: string;
  player_2_id: number;
  player_2: string;
  result: { game_date: string; player_1_score: number; player_2_score: number } | null;
  start?: { player_id: number; balls: number } | null;
}

/** The player's next fixture still to play, dated today or later (the earliest; the lower id on the same day). */
export function nextFixtureOf<F extends DayFixture>(fixtures: readonly F[], playerId: number, today: string): F | null {
  const open = fixtures.filter((f) => f.result === null && f.date >= today && (f.player_1_id === playerId || f.player_2_id === playerId));
  open.sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  return open[0] ?? null;
}

/** The results of the latest night a fixture was played (its date and those fixtures, in fixture order), or null. */
export function lastNight<F extends DayFixture>(fixtures: readonly F[]): { date: string; results: F[] } | null {
  const played = fixtures.filter((f) => f.result !== null);
  if (!played.length) return null;
  const date = played.reduce((d, f) => (f.result!.game_date > d ? f.result!.game_date : d), '');
  return { date, results: played.filter((f) => f.result!.game_date === date) };
}

/** A pair's chances (contracts/handicap.ts PairStart): the ratings' chance, and the engine's with each start. */
export interface PairChances {
  stronger_id: number;
  weaker_id: number;
  stronger_chance: number;
  /** The weaker player's chance with a start of 0, 1, ..., 7 balls. */
  weaker_chances: readonly number[];
}

/**
 * The player's frame chance against his opponent: with no start, the ratings' chance (as the predictions page gives
 * it); with a start of `balls`, the frame engine's exact chance with that start.
 */
export function chanceIn(pair: PairChances, playerId: number, balls: number): number {
  const weaker = balls > 0 ? pair.weaker_chances[balls] : 1 - pair.stronger_chance;
  return playerId === pair.weaker_id ? weaker : 1 - weaker;
}

export interface Mover {
  player_id: number;
  name: string;
  /** Title chance in percent, before and after. */
  before: number;
  after: number;
}

/**
 * The players whose title chance moved most between the two latest forecasts (percent points, largest first, then
 * by name), at most `n`; a player whose chance did not move is not a mover.
 */
export function biggestMovers(
  before: readonly { player_id: number; title: number }[],
  after: readonly { player_id: number; title: number }[],
  names: ReadonlyMap<number, string>,
  n = 3,
): Mover[] {
  const was = new Map(before.map((p) => [p.player_id, p.title]));
  return after
    .filter((p) => was.has(p.player_id) && was.get(p.player_id) !== p.title)
    .map((p) => ({ player_id: p.player_id, name: names.get(p.player_id) ?? `Player ${p.player_id}`, before: was.get(p.player_id)!, after: p.title }))
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.name.localeCompare(b.name))
    .slice(0, n);
}
