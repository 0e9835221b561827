/**
 * Asian handicap (docs/decisions.md "Betting money"): a bet on a team with handicap h (0, ±0.25, ±0.5, … ±3) at
 * decimal odds D. The handicap is added to the team's goal difference g. A quarter line (±0.25, ±0.75, …) is two
 * bets of half the stake on the lines either side (h − 0.25 and h + 0.25); any other line is one bet. Each part
 * wins (g + line > 0: stake × D), is void (g + line = 0: the stake back) or loses. The result of the whole bet:
 * win, half-win (one half won, the other void), push, half-loss (one half void, the other lost) or loss. The
 * return is exact, rounded half up to the penny once. Lines and goal differences are kept in quarters (integers)
 * so the arithmetic is exact.
 */
import { rat, mul, type Rat } from './bet-returns';
import { roundHalfAway, sumRat } from './exact-money';

export type AhOutcome = 'win' | 'half-win' | 'push' | 'half-loss' | 'loss';

/** The lines offered, in quarter goals: −12 (−3) … +12 (+3). */
export const AH_LINES_QUARTERS: readonly number[] = Array.from({ length: 25 }, (_, i) => i - 12);

/** A line in quarters as text: 0, +0.25, −1.5, … (the true minus). */
export function lineText(q: number): string {
  if (q === 0) return '0';
  const a = Math.abs(q) / 4;
  return `${q > 0 ? '+' : '\u2212'}${a}`;
}

/** The part lines (quarters) of a line: a quarter line splits in two halves. */
export function splitLine(q: number): number[] {
  return Math.abs(q) % 2 === 1 ? [q - 1, q + 1] : [q];
}

export interface AhRow {
  goalDifference: number;
  outcome: AhOutcome;
  exactReturn: Rat;
  returnPence: bigint;
  profitPence: bigint;
}

/** The bet's result at goal difference g (the team's goals less the opponent's). */
export function ahResult(lineQuarters: number, g: number, price: Rat, stakePence: bigint): AhRow {
  if (!Number.isInteger(lineQuarters) || Math.abs(lineQuarters) > 12) throw new RangeError('lines run from −3 to +3 in quarters');
  const parts = splitLine(lineQuarters);
  const share = rat(stakePence, parts.length);
  const states = parts.map((p) => Math.sign(4 * g + p));
  const exactReturn = sumRat(states.map((s) => (s > 0 ? mul(share, price) : s === 0 ? share : rat(0))));
  const won = states.filter((s) => s > 0).length;
  const lost = states.filter((s) => s < 0).length;
  const k = parts.length;
  const outcome: AhOutcome = won === k ? 'win' : lost === k ? 'loss' : won > 0 && lost === 0 ? 'half-win' : lost > 0 && won === 0 ? (k === 1 ? 'loss' : 'half-loss') : 'push';
  const returnPence = roundHalfAway(exactReturn);
  return { goalDifference: g, outcome, exactReturn, returnPence, profitPence: returnPence - stakePence };
}

/** Every goal difference from −4 to +4 (the ends stand for "or more"): enough for every line up to ±3. */
export const AH_GOAL_DIFFERENCES: readonly number[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4];

export const asianHandicap = (lineQuarters: number, price: Rat, stakePence: bigint): AhRow[] =>
  AH_GOAL_DIFFERENCES.map((g) => ahResult(lineQuarters, g, price, stakePence));
