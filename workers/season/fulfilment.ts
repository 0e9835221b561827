/**
 * Which recorded result fulfils which fixture of a season: a result between the two players of a
 * fixture, on or after the fixture's date, fulfils the earliest unplayed fixture of that pair (by date, then
 * fixture id). Results are taken in game order (date-time, then match id), so the first result after a fixture's
 * date is the one shown on it. A result that fulfils no fixture still counts for the ratings, as before.
 *
 * Derived, never stored: the same results and fixtures always give the same answer, so an edited, deleted or
 * restored match moves the fulfilment with it. Pure TypeScript.
 */

export interface FixtureLike {
  id: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  player1Id: number;
  player2Id: number;
}

export interface ResultLike {
  matchId: number;
  /** Calendar date of play, 'YYYY-MM-DD'. */
  date: string;
  player1Id: number;
  player2Id: number;
  score1: number;
  score2: number;
  winnerId: number;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Fixture id -> the result that fulfils it. `results` must be in game order (date-time, then match id);
 * results of pairs with no fixture are skipped.
 */
export function fulfilFixtures<R extends ResultLike>(fixtures: readonly FixtureLike[], results: readonly R[]): Map<number, R> {
  const byPair = new Map<string, FixtureLike[]>();
  for (const f of fixtures) {
    const k = pairKey(f.player1Id, f.player2Id);
    let list = byPair.get(k);
    if (!list) byPair.set(k, (list = []));
    list.push(f);
  }
  for (const list of byPair.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const out = new Map<number, R>();
  for (const r of results) {
    const list = byPair.get(pairKey(r.player1Id, r.player2Id));
    if (!list) continue;
    // The earliest unplayed fixture of the pair dated on or before the day of play.
    const f = list.find((x) => !out.has(x.id) && x.date <= r.date);
    if (f) out.set(f.id, r);
  }
  return out;
}
