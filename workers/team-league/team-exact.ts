/**
 * "Can still / cannot any more", exactly, by the division's points rules: a team can still finish in the top
 * `place` places when some result of every remaining fixture (each side's frames, 0 to all) leaves at most
 * `place − 1` teams on more points than it; it can still finish in the bottom `k` places when some result leaves
 * at most `k − 1` teams on fewer points. Level on points counts as possible both ways (frame difference and head
 * to head are still in play), and is stated on the page.
 *
 * The search: the team itself takes its best (or worst) result in each of its fixtures; the others' fixtures are
 * searched depth first, every split of the frames, the split that keeps the most room tried first, with the
 * states already refuted remembered. A season too large to settle within `NODE_LIMIT` steps answers null (the
 * page then shows only the simulated chance and says the exact status is not worked out).
 */
import type { ChancesInput } from './team-chances';

export const NODE_LIMIT = 200_000;

interface Search {
  n: number;
  /** Points of each result h (home frames won) for the home and the away side. */
  homePts: number[];
  awayPts: number[];
  games: [number, number][];
}

function prepare(input: ChancesInput, i: number, best: boolean): { s: Search; pts: number[] } {
  const n = input.table.length;
  const index = new Map(input.table.map((t, j) => [t.team_id, j]));
  const frames = input.remaining[0]?.frame_chances.length ?? 0;
  const homePts: number[] = [];
  const awayPts: number[] = [];
  for (let h = 0; h <= frames; h++) {
    const a = frames - h;
    homePts.push(h * input.framePoints + (h > a ? input.winPoints : h === a ? input.drawPoints : 0));
    awayPts.push(a * input.framePoints + (a > h ? input.winPoints : h === a ? input.drawPoints : 0));
  }
  const pts = input.table.map((t) => t.points);
  const games: [number, number][] = [];
  for (const f of input.remaining) {
    const h = index.get(f.home_id)!;
    const a = index.get(f.away_id)!;
    if (h === i) pts[i] += best ? homePts[frames] : homePts[0];
    else if (a === i) pts[i] += best ? awayPts[0] : awayPts[frames];
    if (h === i || a === i) {
      // The opponent's points from the team's best (or worst) result.
      const other = h === i ? a : h;
      pts[other] += h === i ? (best ? awayPts[frames] : awayPts[0]) : best ? homePts[0] : homePts[frames];
    } else games.push([h, a]);
  }
  return { s: { n, homePts, awayPts, games }, pts };
}

/**
 * True when some results of the open fixtures leave at most `allowed` teams (other than i) "past" i, where past
 * means above `limit` (above = true) or below it (above = false); null when the search ran out of steps.
 */
function search(s: Search, start: number[], i: number, limit: number, above: boolean, allowed: number): boolean | null {
  const refuted = new Set<string>();
  let nodes = 0;
  const remainingGames = new Array<number>(s.n).fill(0);
  for (const [h, a] of s.games) {
    remainingGames[h]++;
    remainingGames[a]++;
  }
  const maxGain = Math.max(s.homePts[s.homePts.length - 1], s.awayPts[0]);
  const past = (p: number) => (above ? p > limit : p < limit);
  /** Teams surely past i whatever happens next (above: already over; below: cannot reach the limit any more). */
  const surelyPast = (pts: number[], left: number[]) => {
    let c = 0;
    for (let j = 0; j < s.n; j++) {
      if (j === i) continue;
      if (above ? pts[j] > limit : pts[j] + left[j] * maxGain < limit) c++;
    }
    return c;
  };
  const dfs = (g: number, pts: number[], left: number[]): boolean | null => {
    if (++nodes > NODE_LIMIT) return null;
    if (surelyPast(pts, left) > allowed) return false;
    if (g === s.games.length) {
      let c = 0;
      for (let j = 0; j < s.n; j++) if (j !== i && past(pts[j])) c++;
      return c <= allowed;
    }
    const key = `${g}|${pts.join(',')}`;
    if (refuted.has(key)) return false;
    const [h, a] = s.games[g];
    const splits = s.homePts.map((_, k) => k);
    // Try first the split that suits i best: frames to the side with the most room (above) or the most need (below).
    const roomH = above ? limit - pts[h] : pts[h] - limit;
    const roomA = above ? limit - pts[a] : pts[a] - limit;
    splits.sort((x, y) => (roomH >= roomA === above ? y - x : x - y));
    left[h]--;
    left[a]--;
    let unknown = false;
    for (const k of splits) {
      pts[h] += s.homePts[k];
      pts[a] += s.awayPts[k];
      const r = dfs(g + 1, pts, left);
      pts[h] -= s.homePts[k];
      pts[a] -= s.awayPts[k];
      if (r === true) {
        left[h]++;
        left[a]++;
        return true;
      }
      if (r === null) unknown = true;
      if (unknown) break;
    }
    left[h]++;
    left[a]++;
    if (unknown) return null;
    refuted.add(key);
    return false;
  };
  return dfs(0, [...start], remainingGames);
}

/** Can team index i still finish in the top `place` places (null: not settled within the step limit)? */
export function canFinishInTop(input: ChancesInput, i: number, place: number): boolean | null {
  const { s, pts } = prepare(input, i, true);
  return search(s, pts, i, pts[i], true, place - 1);
}

/** Can team index i still finish in the bottom `k` places? */
export function canFinishInBottom(input: ChancesInput, i: number, k: number): boolean | null {
  const { s, pts } = prepare(input, i, false);
  return search(s, pts, i, pts[i], false, k - 1);
}

export interface ExactTeamStatus {
  team_id: number;
  /** null where the search did not settle it. */
  can_win_title: boolean | null;
  title_certain: boolean | null;
  can_be_promoted: boolean | null;
  promotion_certain: boolean | null;
  can_be_relegated: boolean | null;
  relegation_certain: boolean | null;
}

const not = (b: boolean | null) => (b === null ? null : !b);

export function exactTeamStatus(input: ChancesInput): ExactTeamStatus[] {
  const n = input.table.length;
  return input.table.map((t, i) => {
    const up = input.promotePlaces;
    const down = input.relegatePlaces;
    return {
      team_id: t.team_id,
      can_win_title: canFinishInTop(input, i, 1),
      // Sure of first place: it cannot finish second or lower (the bottom n − 1 places).
      title_certain: n > 1 ? not(canFinishInBottom(input, i, n - 1)) : true,
      can_be_promoted: up > 0 ? canFinishInTop(input, i, up) : false,
      promotion_certain: up > 0 ? (up >= n ? true : not(canFinishInBottom(input, i, n - up))) : false,
      can_be_relegated: down > 0 ? canFinishInBottom(input, i, down) : false,
      // Sure to go down: it cannot finish in the top n − down places.
      relegation_certain: down > 0 ? (down >= n ? true : not(canFinishInTop(input, i, n - down))) : false,
    };
  });
}
