/**
 * The naive replay: rebuild and re-solve the whole Colley system after every match (O(m n^3)).
 * Only the tests and the benchmark use it, as the reference the fast replay must equal.
 */
import { colleyRatings, COLLEY_START, type ColleyGame } from './colley';
import { runReplay, type ReplayMatchInput, type ReplayResult } from './colley-replay';

export function replayColleyNaive(playerIds: readonly number[], matches: readonly ReplayMatchInput[]): ReplayResult {
  return runReplay(playerIds, matches, (n) => {
    const games: ColleyGame[] = [];
    let r: Float64Array = new Float64Array(n).fill(COLLEY_START);
    return {
      add(winner, loser, weight) {
        games.push({ winner, loser, weight });
        r = colleyRatings(n, games);
      },
      rating: (i) => r[i],
      all: () => r,
    };
  });
}
