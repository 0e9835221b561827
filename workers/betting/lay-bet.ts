/**
 * Lay bets and matched betting (docs/decisions.md "Betting money"). A back bet of stake B at decimal odds Db is
 * covered by a lay at odds Dl on an exchange that keeps commission c of net winnings. The lay stake L equalises
 * the two outcomes (before rounding):
 * - qualifying bet (cash stake): L = B·Db / (Dl − c);
 * - free bet, stake not returned (SNR): L = B·(Db − 1) / (Dl − c);
 * - free bet, stake returned (SR): L = B·Db / (Dl − c).
 * L is rounded half up to the penny; the liability is L·(Dl − 1) and the commission L·c, each rounded half up.
 * Outcomes from the rounded figures: selection wins = back winnings − liability; selection loses = L − commission
 * − the cash stake (none for a free bet). The qualifying loss (or free-bet profit) is the smaller of the two.
 */
import { add, rat, mul, ONE, type Rat } from './bet-returns';
import { cmp, div, roundHalfAway, sub } from './exact-money';

export type LayKind = 'qualifying' | 'freeSnr' | 'freeSr';

export interface LayResult {
  exactLayStake: Rat;
  layStakePence: bigint;
  liabilityPence: bigint;
  /** Commission the exchange keeps if the lay wins. */
  commissionPence: bigint;
  /** Net result of both bets if the selection wins / loses. */
  ifWinsPence: bigint;
  ifLosesPence: bigint;
  /** The smaller of the two: the qualifying loss (negative) or the locked-in profit. */
  worstPence: bigint;
  /** For free bets: the worst outcome as a share of the free bet's value (the retention). */
  retention: Rat | null;
}

export function layBet(kind: LayKind, backStakePence: bigint, backOdds: Rat, layOdds: Rat, commission: Rat): LayResult {
  if (backStakePence < 1n) throw new RangeError('the back stake must be at least 1p');
  if (cmp(backOdds, ONE) <= 0 || cmp(layOdds, ONE) <= 0) throw new RangeError('odds must be above 1');
  if (commission.n < 0n || cmp(commission, rat(1, 2)) > 0) throw new RangeError('commission is from 0 to 50 %');
  const B = rat(backStakePence);
  const covered = kind === 'freeSnr' ? mul(B, sub(backOdds, ONE)) : mul(B, backOdds);
  const exactLayStake = div(covered, sub(layOdds, commission));
  const L = roundHalfAway(exactLayStake);
  const liabilityPence = roundHalfAway(mul(rat(L), sub(layOdds, ONE)));
  const commissionPence = roundHalfAway(mul(rat(L), commission));
  const backWinnings = kind === 'freeSr' ? roundHalfAway(mul(B, backOdds)) : roundHalfAway(mul(B, sub(backOdds, ONE)));
  const cashStake = kind === 'qualifying' ? backStakePence : 0n;
  const ifWinsPence = backWinnings - liabilityPence;
  const ifLosesPence = L - commissionPence - cashStake;
  const worstPence = ifWinsPence < ifLosesPence ? ifWinsPence : ifLosesPence;
  return {
    exactLayStake,
    layStakePence: L,
    liabilityPence,
    commissionPence,
    ifWinsPence,
    ifLosesPence,
    worstPence,
    retention: kind === 'qualifying' ? null : rat(worstPence, backStakePence),
  };
}

/**
 * A refund offer: a qualifying bet of B at back odds D that, if it loses, is refunded as a free bet of R, worth k × R
 * in cash at the conversion rate k the bettor expects to keep from a free bet (about 0.7 to 0.8 for a stake-not-
 * returned free bet laid off). Laying S at L with commission c levels the two outcomes:
 * B·(D − 1) − S·(L − 1) = −B + S·(1 − c) + k·R, so S = (B·D − k·R) / (L − c). Rounded as `layBet`: the lay stake
 * half up to the penny, then liability, commission and the refund's value each half up once.
 */
export interface RefundResult extends LayResult {
  /** The refund's expected cash value k·R, rounded. */
  refundValuePence: bigint;
}

export function layRefund(backStakePence: bigint, backOdds: Rat, layOdds: Rat, commission: Rat, refundPence: bigint, conversion: Rat): RefundResult {
  if (refundPence < 0n) throw new RangeError('the refund is at least 0');
  if (conversion.n < 0n || cmp(conversion, ONE) > 0) throw new RangeError('the conversion rate is from 0 to 100 %');
  const base = layBet('qualifying', backStakePence, backOdds, layOdds, commission);
  const value = mul(rat(refundPence), conversion);
  const covered = sub(mul(rat(backStakePence), backOdds), value);
  const exactLayStake = covered.n > 0n ? div(covered, sub(layOdds, commission)) : rat(0);
  const L = roundHalfAway(exactLayStake);
  const liabilityPence = roundHalfAway(mul(rat(L), sub(layOdds, ONE)));
  const commissionPence = roundHalfAway(mul(rat(L), commission));
  const refundValuePence = roundHalfAway(value);
  const ifWinsPence = roundHalfAway(mul(rat(backStakePence), sub(backOdds, ONE))) - liabilityPence;
  const ifLosesPence = L - commissionPence - backStakePence + refundValuePence;
  return { ...base, exactLayStake, layStakePence: L, liabilityPence, commissionPence, ifWinsPence, ifLosesPence, worstPence: ifWinsPence < ifLosesPence ? ifWinsPence : ifLosesPence, retention: null, refundValuePence };
}

/**
 * An extra-place each-way offer: E each way (2E staked) at odds D, places paid at 1/f of the odds, the bookmaker paying
 * one place more than the exchange's place market. The win part is laid at Lw (S_w = E·D / (Lw − c)) and the place
 * part at Lp on the place market (S_p = E·P / (Lp − c), P = 1 + (D − 1)/f). Four outcomes: the horse wins; places
 * within the exchange's places; finishes in the extra place only (the bookmaker pays the place part, both lays win);
 * unplaced.
 */
export interface ExtraPlaceResult {
  placeOdds: Rat;
  winLayPence: bigint;
  placeLayPence: bigint;
  winLiabilityPence: bigint;
  placeLiabilityPence: bigint;
  outcomes: { wins: bigint; placed: bigint; extraPlace: bigint; unplaced: bigint };
}

export function extraPlace(eachWayPence: bigint, backOdds: Rat, placeFraction: number, winLay: Rat, placeLay: Rat, commission: Rat): ExtraPlaceResult {
  if (eachWayPence < 1n) throw new RangeError('the each-way stake must be at least 1p');
  if (![1, 2, 3, 4, 5, 6, 8].includes(placeFraction)) throw new RangeError('place terms 1/1 to 1/8');
  if (cmp(backOdds, ONE) <= 0 || cmp(winLay, ONE) <= 0 || cmp(placeLay, ONE) <= 0) throw new RangeError('odds must be above 1');
  const E = rat(eachWayPence);
  const placeOdds = add(ONE, div(sub(backOdds, ONE), rat(placeFraction)));
  const Sw = roundHalfAway(div(mul(E, backOdds), sub(winLay, commission)));
  const Sp = roundHalfAway(div(mul(E, placeOdds), sub(placeLay, commission)));
  const winLiabilityPence = roundHalfAway(mul(rat(Sw), sub(winLay, ONE)));
  const placeLiabilityPence = roundHalfAway(mul(rat(Sp), sub(placeLay, ONE)));
  const keep = (S: bigint) => S - roundHalfAway(mul(rat(S), commission));
  const winPart = roundHalfAway(mul(E, sub(backOdds, ONE)));
  const placePart = roundHalfAway(mul(E, sub(placeOdds, ONE)));
  return {
    placeOdds,
    winLayPence: Sw,
    placeLayPence: Sp,
    winLiabilityPence,
    placeLiabilityPence,
    outcomes: {
      wins: winPart + placePart - winLiabilityPence - placeLiabilityPence,
      placed: -eachWayPence + placePart + keep(Sw) - placeLiabilityPence,
      extraPlace: -eachWayPence + placePart + keep(Sw) + keep(Sp),
      unplaced: -2n * eachWayPence + keep(Sw) + keep(Sp),
    },
  };
}
