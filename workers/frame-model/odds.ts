/**
 * Odds from shares (decisions.md "Odds"): true odds = 1 / share to 2
 * decimals; with margin m: 1 / (share x (1 + m)). A share of 0 has no price
 * (null, shown as "-"), never Infinity or NaN.
 */
import { fixedHalfUp } from '../../common/number-text';

export interface Price {
  /** Share of games in [0, 1]. */
  share: number;
  /** 1 / share to 2 decimals, or null for a zero share. */
  odds: number | null;
  margin1: number | null;
  margin5: number | null;
  margin10: number | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Decimal odds of a share with an optional margin (0.05 = 5 %); null when the share is 0. */
export function decimalOdds(share: number, margin = 0): number | null {
  if (!Number.isFinite(share) || share <= 0) return null;
  return round2(1 / (share * (1 + margin)));
}

export function price(share: number): Price {
  return {
    share,
    odds: decimalOdds(share),
    margin1: decimalOdds(share, 0.01),
    margin5: decimalOdds(share, 0.05),
    margin10: decimalOdds(share, 0.1),
  };
}

/** One side of a market with a push (decisions.md "Over/under with a push"). */
export interface PushPrice extends Price {
  /** share / (share + other side's share): the chance of winning given the bet is not a push; null when both are 0. */
  fairProbability: number | null;
}

/**
 * A side of a two-way market whose remaining games are a push (stake returned). The fair price
 * is (share + other) / share, so a bet on either side has zero expected profit at the true odds:
 * share x (odds - 1) - other = 0. With margin m: 1 / (fair probability x (1 + m)). A share of 0 has no price.
 */
export function pushPrice(share: number, otherShare: number): PushPrice {
  const decided = share + otherShare;
  const fair = decided > 0 ? share / decided : null;
  const at = (m: number) => (fair === null ? null : decimalOdds(fair, m));
  return { share, fairProbability: fair, odds: at(0), margin1: at(0.01), margin5: at(0.05), margin10: at(0.1) };
}

/** Odds for display: "-" for a missing price, else 2 decimals. */
export function formatOdds(odds: number | null | undefined): string {
  return odds === null || odds === undefined || !Number.isFinite(odds) ? '-' : fixedHalfUp(odds, 2);
}

/** Wilson score 95 % interval of a share from `wins` of `n` (well-behaved at 0 and 1). */
export function wilsonInterval(wins: number, n: number, z = 1.959963984540054): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
