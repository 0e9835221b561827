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
import { rat, mul, ONE, type Rat } from './bet-returns';
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
