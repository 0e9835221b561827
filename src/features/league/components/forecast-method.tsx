import { MATTER_CANDIDATES, MATTER_SIMS } from '../../../../workers/season-forecast/games-that-matter';
import { MAX_ENUMERATED_FIXTURES } from '../../../../workers/season-forecast/exact-status';
import { formatNumber, fixedHalfUp } from '../../../../common/number-text';
import { HowItWorks } from '../../../components/how-it-works';

/** The method, written out so a reader can check it. */
export function ForecastMethod({ beta, losingScores }: { beta: number; losingScores: { score: number; count: number }[] }) {
  const total = losingScores.reduce((s, x) => s + x.count, 0);
  return (
    <div className="max-w-3xl space-y-3 text-slate-700" data-testid="forecast-method">
      <p>
        <strong>Who wins each game.</strong> Each remaining fixture is won by player 1 with the predictions page&apos;s
        model: P = 1 / (1 + e<sup>−β·gap</sup>), where the gap is player 1&apos;s current Colley rating minus player
        2&apos;s and β = {fixedHalfUp(beta, 4)} is fitted on all the group&apos;s matches so far. The ratings do not change
        during a simulated season.
      </p>
      <p>
        <strong>The loser&apos;s score.</strong> The winner scores 10; the loser&apos;s score is drawn from this
        group&apos;s own distribution of losing scores ({formatNumber(total)} matches:{' '}
        {losingScores.map((s) => `${s.score} × ${formatNumber(s.count)}`).join(', ') || 'none yet, so every loser scores 0'}). It only
        matters for the tie-breaks.
      </p>
      <p>
        <strong>The table.</strong> 2 points a win; ordered by points, then score difference, then score for, then a
        seeded draw, exactly as the league simulator orders its tables.
      </p>
      <p>
        <strong>The simulations.</strong> The replay code (the simulations&apos; seed) fixes every random draw: the same
        code and the same results give the same numbers on any device, so a shared link shows exactly what you saw. A what-if fixes the winner of a fixture;
        everything else each simulated season draws stays the same.
      </p>
      <p>
        <strong>Can still win, can still finish bottom.</strong> These are worked out for certain, not simulated: a
        player who can still win is one for whom some set of remaining results puts them top. Tie rule: points decide,
        and a tie on points counts as one a player could still win or lose on the tie-breaks, unless both players have
        no fixture left, when their score difference and score for settle it. A position no simulation reached but still
        possible shows &quot;possible, under 0.01 %&quot; (every outcome is checked when {MAX_ENUMERATED_FIXTURES} or fewer
        fixtures are left).
      </p>
      <HowItWorks testId="forecast-how-it-works">
        <p>
          Simulation number s always uses stream s of the seed, so the numbers do not depend on how many of your
          browser&apos;s workers share the run. &quot;Can still win&quot; and &quot;can still finish bottom&quot; come from the
          classic maximum-flow elimination test on the remaining fixtures.
        </p>
      </HowItWorks>
      <p>
        <strong>The games that matter.</strong> For each of the next {MATTER_CANDIDATES} fixtures, the season is
        simulated {formatNumber(MATTER_SIMS)} times with each result fixed (with the same replay code as
        the forecast); the fixtures whose result moves some player&apos;s title chance the most are listed.
      </p>
    </div>
  );
}
