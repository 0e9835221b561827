import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';

/** How the bet calculator works out returns: Rule 4, each-way parts, dead heats, multiples and full-cover bets. */
export function BetReturnsMethod() {
  return (
    <article className="prose-article mt-10 max-w-3xl">
      <h2>How the returns are worked out</h2>
      <p>
        For each selection, P is the winnings per £1 at its odds (5/2 → 2.5; decimal 3.5 → 2.5) and R the Rule 4
        deduction in pence in the pound. Rule 4 comes off the winnings, never the stake, and on an each-way bet off both
        parts (the UK convention): P′ = P × (1 − R / 100).
      </p>
      <ul>
        <li>
          <strong>Win part</strong>: won pays 1 + P′ per £1; placed or lost pays 0; void returns the £1. A dead heat for first
          among t runners pays (1 + P′) / t: the stake is split between the tied runners and only one share wins.
        </li>
        <li>
          <strong>Place part</strong> (each way, place terms 1/f of the odds over K places): won or placed pays 1 + P′ / f. A dead
          heat for position q among t runners pays (1 + P′ / f) × m / t, where m = min(t, K − q + 1) is the number of places left
          for them: a dead heat for first with 3 places is paid in full, a dead heat for the last place between two is paid at half.
        </li>
        <li>
          <strong>Multiples</strong>: a double, treble or accumulator multiplies its selections&apos; returns per £1 (a void
          selection counts as 1). Each way, the win line multiplies the win parts and the place line the place parts.
        </li>
        <li>
          <strong>Full cover</strong>: Trixie = 3 doubles + 1 treble (4 bets); Patent = 3 singles + 3 doubles + 1 treble (7);
          Yankee = 6 doubles + 4 trebles + 1 four-fold (11); Lucky 15 = 4 singles + the Yankee (15); Heinz = 15 doubles + 20
          trebles + 15 four-folds + 6 five-folds + 1 six-fold (57). Each way doubles the number of bets. Bookmaker bonuses
          (such as double odds on a single winner of a Lucky 15) vary and are not included.
        </li>
      </ul>
      <p>
        Worked example: a £5 each-way single at 10/1, 1/4 the odds, wins with a 25p Rule 4. Winnings
        per £1 are 10 × 0.75 = 7.5; the win part returns 5 × 8.5 = £42.50 and the place part 5 × (1 + 7.5 / 4) = £14.375,
        which rounds half up to £14.38: £56.88 back for £10 staked. See{' '}
        <Link href={linkTo('/betting/how-to-maximise-sports-betting-accumulators')} className="link">
          How to maximise sports betting accumulators
        </Link>{' '}
        for how accumulator margins compound.
      </p>
    </article>
  );
}
