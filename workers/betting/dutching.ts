/**
 * Dutching (docs/decisions.md "Betting money"): stakes on several selections of one event so that any of them
 * winning pays the same. With exact prices Dᵢ and Σ = Σ 1/Dᵢ:
 * - by total stake T: sᵢ = T·(1/Dᵢ)/Σ; every winner returns T/Σ;
 * - by target profit P: every winner returns R with R − R·Σ = P, so R = P / (1 − Σ) and sᵢ = R/Dᵢ (only when
 *   Σ < 1; otherwise no stakes make a profit).
 * Each stake is then rounded half up to the penny, and the return of each winner is worked out from the rounded
 * stake (rounded half up once): the profits after rounding differ by a few pence, and the page shows them.
 */
import { rat, mul, ONE, type Rat } from './bet-returns';
import { cmp, div, roundHalfAway, sub, sumRat } from './exact-money';

export const MAX_DUTCH = 20;

export interface DutchLine {
  exactStake: Rat;
  stakePence: bigint;
  /** The return if this selection wins (from the rounded stake) and the profit over all stakes. */
  returnPence: bigint;
  profitPence: bigint;
}
export type Dutching =
  | { ok: true; booksum: Rat; lines: DutchLine[]; totalStakePence: bigint; minProfitPence: bigint; maxProfitPence: bigint }
  | { ok: false; booksum: Rat; reason: string };

export function dutch(prices: Rat[], mode: 'total' | 'profit', amountPence: bigint): Dutching {
  if (prices.length < 2 || prices.length > MAX_DUTCH) throw new RangeError(`dutching takes 2 to ${MAX_DUTCH} selections`);
  if (amountPence < 1n) throw new RangeError('the amount must be at least 1p');
  const inv = prices.map((d) => div(ONE, d));
  const booksum = sumRat(inv);
  let exact: Rat[];
  if (mode === 'total') {
    exact = inv.map((r) => div(mul(rat(amountPence), r), booksum));
  } else {
    if (cmp(booksum, ONE) >= 0) {
      return { ok: false, booksum, reason: 'these prices add up to 100 % or more (1/D summed), so no stakes win a profit whichever of them wins' };
    }
    const R = div(rat(amountPence), sub(ONE, booksum));
    exact = prices.map((d) => div(R, d));
  }
  const stakes = exact.map(roundHalfAway);
  if (stakes.some((s) => s < 1n)) return { ok: false, booksum, reason: 'a stake rounds to less than 1p: raise the amount' };
  const total = stakes.reduce((a, b) => a + b, 0n);
  const lines = stakes.map((s, i) => {
    const ret = roundHalfAway(mul(rat(s), prices[i]));
    return { exactStake: exact[i], stakePence: s, returnPence: ret, profitPence: ret - total };
  });
  const profits = lines.map((l) => l.profitPence);
  return {
    ok: true,
    booksum,
    lines,
    totalStakePence: total,
    minProfitPence: profits.reduce((a, b) => (b < a ? b : a)),
    maxProfitPence: profits.reduce((a, b) => (b > a ? b : a)),
  };
}
