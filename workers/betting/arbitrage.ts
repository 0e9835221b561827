/**
 * Arbitrage across bookmakers and exchanges (docs/decisions.md "Betting money"). Each outcome of a market has
 * prices at up to 10 books; a book may charge commission c on net winnings (an exchange), so a price D there is
 * worth D' = 1 + (D − 1)(1 − c). The best D' of each outcome is taken; an arbitrage exists when Σ 1/D' < 1.
 * For a total stake T: exact sᵢ = T·(1/D'ᵢ)/Σ, rounded half up to the penny; the return if outcome i wins is
 * sᵢ·D'ᵢ rounded half up (stake back plus winnings after commission); the guaranteed profit is the smallest
 * return less the stakes, after rounding. Pure.
 */
import { rat, mul, ONE, type Rat } from './bet-returns';
import { cmp, div, roundHalfAway, sub, sumRat } from './exact-money';

export const MAX_BOOKS = 10;
export const MAX_ARB_OUTCOMES = 10;

export interface BookPrice {
  price: Rat;
  /** Commission on net winnings, 0 ≤ c < 1 (0.02 = 2 %). */
  commission: Rat;
}

export const effectivePrice = (b: BookPrice) => add1(mul(sub(b.price, ONE), sub(ONE, b.commission)));
const add1 = (x: Rat) => rat(x.n + x.d, x.d);

export interface ArbLine {
  /** The book chosen (0-based) and its price after commission. */
  book: number;
  effective: Rat;
  exactStake: Rat;
  stakePence: bigint;
  returnPence: bigint;
  profitPence: bigint;
}

export interface Arbitrage {
  /** Σ 1/D' over the best prices: below 1 is an arbitrage. */
  booksum: Rat;
  /** The profit share before rounding, 1/Σ − 1 (negative when there is none). */
  exactMargin: Rat;
  isArbitrage: boolean;
  lines: ArbLine[];
  totalStakePence: bigint;
  /** The smallest profit after rounding, over the outcomes. */
  guaranteedProfitPence: bigint;
  /** Plain words for the page. */
  verdict: string;
}

export function arbitrage(outcomes: BookPrice[][], totalPence: bigint): Arbitrage {
  if (outcomes.length < 2 || outcomes.length > MAX_ARB_OUTCOMES) throw new RangeError(`a market has 2 to ${MAX_ARB_OUTCOMES} outcomes`);
  if (totalPence < 1n) throw new RangeError('the total stake must be at least 1p');
  const best = outcomes.map((books, i) => {
    if (books.length < 1 || books.length > MAX_BOOKS) throw new RangeError(`outcome ${i + 1} needs 1 to ${MAX_BOOKS} prices`);
    let book = 0;
    let eff = effectivePrice(books[0]);
    books.forEach((b, j) => {
      if (b.commission.n < 0n || cmp(b.commission, ONE) >= 0) throw new RangeError('commission is from 0 to below 100 %');
      const e = effectivePrice(b);
      if (cmp(e, eff) > 0) {
        eff = e;
        book = j;
      }
    });
    return { book, effective: eff };
  });
  const inv = best.map((b) => div(ONE, b.effective));
  const booksum = sumRat(inv);
  const exactMargin = sub(div(ONE, booksum), ONE);
  const lines = best.map((b, i) => {
    const exactStake = div(mul(rat(totalPence), inv[i]), booksum);
    const stakePence = roundHalfAway(exactStake);
    return { ...b, exactStake, stakePence, returnPence: roundHalfAway(mul(rat(stakePence), b.effective)), profitPence: 0n };
  });
  const totalStakePence = lines.reduce((a, l) => a + l.stakePence, 0n);
  for (const l of lines) l.profitPence = l.returnPence - totalStakePence;
  const guaranteedProfitPence = lines.reduce((a, l) => (l.profitPence < a ? l.profitPence : a), lines[0].profitPence);
  const isArbitrage = cmp(booksum, ONE) < 0;
  const verdict = !isArbitrage
    ? 'There is no arbitrage: the best prices add up to 100 % or more after commission, so every way of staking can lose.'
    : guaranteedProfitPence > 0n
      ? 'An arbitrage: these stakes win whichever outcome happens.'
      : 'The prices form an arbitrage, but too thin to survive rounding the stakes to pence at this total: no profit is guaranteed.';
  return { booksum, exactMargin, isArbitrage, lines, totalStakePence, guaranteedProfitPence, verdict };
}
