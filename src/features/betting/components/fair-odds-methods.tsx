import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';
import { HowItWorks } from '../../../components/how-it-works';

/** How each margin-removal method works, which to use, and the source of the formulas. */
export function FairOddsMethods() {
  return (
    <article className="prose-article mt-10 max-w-3xl">
      <h2>How each method works</h2>
      <p>
        Write the bookmaker odds of the n outcomes as O<sub>1</sub> … O<sub>n</sub>, their inverses r<sub>i</sub> = 1 / O<sub>i</sub>,
        and the booksum B = r<sub>1</sub> + … + r<sub>n</sub>; the margin is B − 1. Each method turns the r<sub>i</sub> into
        probabilities p<sub>i</sub> that add up to 1, and the fair odds are 1 / p<sub>i</sub>.
      </p>
      <ul>
        <li>
          <strong>Multiplicative</strong> (called &ldquo;basic&rdquo; in the R package <em>implied</em>, the source below): p<sub>i</sub> = r<sub>i</sub> / B. The margin is taken in
          proportion to each price.
        </li>
        <li>
          <strong>Additive</strong>: p<sub>i</sub> = r<sub>i</sub> − (B − 1) / n. Every outcome gives up the same amount, so a long shot can be
          left with a negative probability: the page then says the method fails for that market.
        </li>
        <li>
          <strong>Power</strong>: p<sub>i</sub> = r<sub>i</sub><sup>k</sup> with k solving Σ r<sub>i</sub><sup>k</sup> = 1 (k &gt; 1 takes
          more from long shots).
        </li>
        <li>
          <strong>Shin</strong>: p<sub>i</sub> = [√(z² + 4(1 − z) r<sub>i</sub>² / B) − z] / [2(1 − z)], where z, the share of money from
          insiders, solves Σ p<sub>i</sub> = 1. For two outcomes Shin equals Additive: both give each side half the margin back.
        </li>
        <li>
          <strong>Odds ratio</strong>: p<sub>i</sub> = r<sub>i</sub> / (c + r<sub>i</sub> − c·r<sub>i</sub>) with c solving Σ p<sub>i</sub> = 1: the
          bookmaker&apos;s odds against each outcome are the fair odds against it times the same ratio c.
        </li>
        <li>
          <strong>Weights proportional to the odds</strong> (wpo, from Buchdahl&apos;s &ldquo;Wisdom of the Crowd&rdquo;): fair odds
          F<sub>i</sub> = n·O<sub>i</sub> / (n − M·O<sub>i</sub>) with M = B − 1, so each outcome carries its own margin M·F<sub>i</sub> / n,
          larger on longer prices. Its fair probabilities 1 / F<sub>i</sub> = r<sub>i</sub> − M / n are exactly Additive&apos;s, before
          and after normalising: the two rows always agree, and fail together.
        </li>
        <li>
          <strong>Balanced book</strong> (bb, Fingleton &amp; Waldron 1999): like Shin a share z of insiders, but a bookmaker who
          balances the book rather than maximising profit: r<sub>i</sub> = z + (1 − z)·p<sub>i</sub>, so z = (B − 1) / (n − 1) and
          p<sub>i</sub> = (r<sub>i</sub> − z) / (1 − z) (gross margin 0, the default in the R package <em>implied</em>). A price shorter than z fails.
        </li>
        <li>
          <strong>Jensen–Shannon</strong> (jsd, Christopher D. Long): each fair p<sub>i</sub> lies below r<sub>i</sub> at the same
          Jensen–Shannon distance d = √(½ KL(P‖M) + ½ KL(R‖M)) between the two-outcome distributions (p<sub>i</sub>, 1 − p<sub>i</sub>)
          and (r<sub>i</sub>, 1 − r<sub>i</sub>), M their average, natural logarithms; d solves Σ p<sub>i</sub> = 1.
        </li>
      </ul>
      <p>
        Power, Shin, Odds ratio and Jensen–Shannon have no formula to write down: the page narrows each one&apos;s number
        down step by step until the probabilities add up to 1 to ten decimal places, and says so if no number does it.
        The number found is shown in the last column.
      </p>
      <HowItWorks testId="fair-odds-how-it-works">
        <p>
          Each of the four is solved by bisection on a bracket where Σ p<sub>i</sub> − 1 changes sign, until
          |Σ p<sub>i</sub> − 1| ≤ 10<sup>−10</sup>. As in the R package <em>implied</em>, the solved probabilities are then
          divided by their sum.
        </p>
      </HowItWorks>
      <h3>Which method to use</h3>
      <p>
        The methods agree on favourites and disagree on long shots, because bettors over-back long shots (the
        favourite–long-shot bias) and bookmakers price that in. Studies of football match odds (three outcomes) find that
        Shin, Power and Odds ratio predict results better than Multiplicative, with little between them (Štrumbelj 2014;
        Buchdahl&apos;s &ldquo;Wisdom of the Crowd&rdquo;); in horse racing, with many runners and long shots, Shin&apos;s
        method was built for the market and Additive often fails. For two-way markets at evens-ish prices
        (tennis, handicaps, over/under) the methods differ by a fraction of a point, and Multiplicative is the usual choice.
      </p>
      <h3>Source</h3>
      <p>
        The formulas follow the R package{' '}
        <a href="https://cran.r-project.org/package=implied" rel="noopener">
          implied
        </a>{' '}
        by Jonas C. Lindstrøm (functions <code>implied_probabilities</code>, <code>shin_func</code>, <code>pwr_func</code>,{' '}
        <code>or_func</code> and <code>jsd_func</code>; source at{' '}
        <a href="https://github.com/opisthokonta/implied" rel="noopener">
          github.com/opisthokonta/implied
        </a>
        ), which cites Shin (1992, 1993), Jullien &amp; Salanié (1994), Fingleton &amp; Waldron (1999), Cheung (2015), Buchdahl and Long. Nothing here is
        advice: fair odds tell you what a price implies, not what will happen. See also{' '}
        <Link href={linkTo('/betting/understand-sports-betting')} className="link">
          Understand sports betting
        </Link>{' '}
        for the margin and{' '}
        <Link href={linkTo('/betting/how-to-find-value-betting-on-sports')} className="link">
          How to Find Value Betting
        </Link>{' '}
        for using fair odds to spot value.
      </p>
    </article>
  );
}
