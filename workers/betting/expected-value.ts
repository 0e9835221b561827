/**
 * Expected value and edge of one bet (docs/decisions.md "Betting money"): a price D (exact decimal odds), a win
 * probability p and a stake S in pence. Edge = p·D − 1 (the expected profit per pound staked); expected profit
 * = S·(p·D − 1), exact, then rounded half up to the penny for display. Break-even probability = 1 / D; fair
 * price = 1 / p. Pure.
 */
import { rat, mul, ONE, type Rat } from './bet-returns';
import { cmp, div, roundHalfAway, sub } from './exact-money';

export interface ExpectedValue {
  edge: Rat;
  /** Exact expected profit in pence and its rounding. */
  exactProfit: Rat;
  profitPence: bigint;
  /** What the bet pays back if it wins (stake included) and its profit, rounded half up. */
  winReturnPence: bigint;
  winProfitPence: bigint;
  breakEven: Rat;
  fairPrice: Rat;
  verdict: 'value' | 'fair' | 'no value';
}

/** p strictly between 0 and 1, D > 1, S ≥ 1p. */
export function expectedValue(price: Rat, probability: Rat, stakePence: bigint): ExpectedValue {
  if (!(probability.n > 0n && cmp(probability, ONE) < 0)) throw new RangeError('the probability must be above 0 and below 1');
  if (cmp(price, ONE) <= 0) throw new RangeError('the price must be above 1');
  if (stakePence < 1n) throw new RangeError('the stake must be at least 1p');
  const edge = sub(mul(probability, price), ONE);
  const exactProfit = mul(rat(stakePence), edge);
  const winReturnPence = roundHalfAway(mul(rat(stakePence), price));
  return {
    edge,
    exactProfit,
    profitPence: roundHalfAway(exactProfit),
    winReturnPence,
    winProfitPence: winReturnPence - stakePence,
    breakEven: div(ONE, price),
    fairPrice: div(ONE, probability),
    verdict: edge.n > 0n ? 'value' : edge.n === 0n ? 'fair' : 'no value',
  };
}
