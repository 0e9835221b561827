import { useId } from 'react';
import { Link } from 'wouter';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import {
  fairOdds,
  MAX_OUTCOMES,
  METHOD_LABEL,
  MIN_OUTCOMES,
  ODDS_RANGE,
  parseDecimalOdds,
} from '../../../workers/betting/fair-odds';
import { BETTING_HOME } from './betting-articles';
import { NO_VALUE, ToolNumberInput } from './tools/tool-input';
import { fixedHalfUp, shareInPercent, sharePercent } from '../../../workers/core/number-text';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

/** Address-bar state: the odds as typed, comma-separated (left out when they are the default market). */
const PARAM = 'odds';
const DEFAULT_ODDS = ['2.10', '3.40', '3.80'];

function readOdds(search: string): string[] {
  const raw = new URLSearchParams(search).get(PARAM);
  if (raw === null) return DEFAULT_ODDS;
  const list = raw.split(',').slice(0, MAX_OUTCOMES);
  while (list.length < MIN_OUTCOMES) list.push('');
  return list;
}

const pct = (x: number) => sharePercent(x, 2);
const odds2 = (x: number) => fixedHalfUp(x, 2);
const points = (x: number) => fixedHalfUp(shareInPercent(x), 2);

export default function FairOddsCalculatorPage() {
  usePageMeta({
    title: withBrand('Fair Odds Calculator: Five Ways to Remove the Margin'),
    description:
      'Remove the bookmaker margin from 2 to 10 decimal odds by five methods (Multiplicative, Additive, Power, Shin, Odds ratio) as defined by the R package implied, and see how far they disagree.',
    keywords: ['fair odds calculator', 'remove bookmaker margin', 'shin method', 'power method', 'odds ratio method', 'overround'],
    canonicalPath: linkTo('/betting/fair-odds-calculator'),
  });
  const id = useId();
  const { search, update } = useUrlParams();
  const texts = readOdds(search);
  const write = (next: string[]) => {
    const joined = next.join(',');
    update({ [PARAM]: joined === DEFAULT_ODDS.join(',') ? null : joined });
  };
  const parsed = texts.map(parseDecimalOdds);
  const valid = parsed.every((x) => x !== null);
  const result = valid ? fairOdds(parsed as number[]) : null;
  const n = texts.length;

  return (
    <div className="page">
      <Link href={BETTING_HOME.href} className="link text-sm">
        ← {BETTING_HOME.label}
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Fair Odds Calculator</h1>
      <p className="mt-3 max-w-3xl text-slate-800">
        A bookmaker&apos;s prices add up to more than 100 %: the excess is the margin. Taking it out gives &ldquo;fair&rdquo;
        odds, but there is more than one way to take it out, which is why two calculators can disagree. Enter the
        decimal odds of every outcome of one market and compare the five methods side by side.
      </p>

      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="fair-odds-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          Bookmaker odds
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {texts.map((t, i) => (
            <ToolNumberInput
              key={i}
              id={`${id}-o${i}`}
              label={`Odds for outcome ${i + 1}`}
              value={t}
              invalid={parsed[i] === null}
              min={ODDS_RANGE.min}
              max={ODDS_RANGE.max}
              onChange={(v) => write(texts.map((x, j) => (j === i ? v : x)))}
              testId={`odds-${i + 1}`}
            />
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={n >= MAX_OUTCOMES} onClick={() => write([...texts, ''])}>
            Add an outcome
          </button>
          <button type="button" className="btn-secondary" disabled={n <= MIN_OUTCOMES} onClick={() => write(texts.slice(0, -1))}>
            Remove the last outcome
          </button>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Decimal odds from {ODDS_RANGE.min} to {ODDS_RANGE.max}, {MIN_OUTCOMES} to {MAX_OUTCOMES} outcomes that cover every result (home,
          draw, away; or every runner). The link in the address bar keeps the odds.
        </p>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Fair probabilities and odds
        </h2>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-slate-800">
          <div>
            <dt className="text-sm text-slate-600">Booksum (sum of 1 / odds)</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="booksum">
              {result ? pct(result.booksum) : NO_VALUE}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Margin</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="margin">
              {result ? pct(result.margin) : NO_VALUE}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-slate-800" data-testid="disagreement">
          {result && result.maxDifference !== null
            ? `The methods differ by up to ${points(result.maxDifference)} points here (outcome ${result.maxDifferenceOutcome! + 1}).`
            : `The methods differ by up to ${NO_VALUE} points here.`}
        </p>
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="Fair odds by method" tabIndex={0}>
          <table className="data-table" data-testid="fair-odds-table">
            <caption className="sr-only">Fair probability and fair odds of each outcome by method</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">Method</th>
                {texts.map((_, i) => (
                  <th key={i} scope="col" className="num whitespace-nowrap">
                    Outcome {i + 1}
                  </th>
                ))}
                <th scope="col" className="num">Solved for</th>
              </tr>
            </thead>
            <tbody>
              {(result ? result.methods : Object.keys(METHOD_LABEL).map((m) => ({ method: m, ok: null }))).map((m) => (
                <tr key={m.method} data-testid={`method-${m.method}`}>
                  <th scope="row" className="whitespace-nowrap text-left font-semibold">
                    {METHOD_LABEL[m.method as keyof typeof METHOD_LABEL]}
                  </th>
                  {m.ok === null
                    ? texts.map((_, i) => (
                        <td key={i} className="num">
                          {NO_VALUE}
                        </td>
                      ))
                    : null}
                  {m.ok === false && 'reason' in m ? (
                    <td colSpan={n} className="min-w-[16rem] text-slate-800">
                      Fails: {m.reason}.
                    </td>
                  ) : null}
                  {m.ok === true && 'probabilities' in m
                    ? m.probabilities.map((p, i) => (
                        <td key={i} className="num whitespace-nowrap">
                          {pct(p)}
                          <br />
                          <span className="text-slate-600">odds {odds2(m.odds[i])}</span>
                        </td>
                      ))
                    : null}
                  <td className="num whitespace-nowrap">
                    {m.ok === true && 'parameter' in m && m.parameter ? `${m.parameter.name} = ${m.parameter.value.toPrecision(8)}` : NO_VALUE}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-700">
          Probabilities to 2 decimals and odds (1 / probability) to 2 decimals, rounded from the unrounded values.
        </p>
      </section>

      <article className="prose-article mt-10 max-w-3xl">
        <h2>How each method works</h2>
        <p>
          Write the bookmaker odds of the n outcomes as O<sub>1</sub> … O<sub>n</sub>, their inverses r<sub>i</sub> = 1 / O<sub>i</sub>,
          and the booksum B = r<sub>1</sub> + … + r<sub>n</sub>; the margin is B − 1. Each method turns the r<sub>i</sub> into
          probabilities p<sub>i</sub> that add up to 1, and the fair odds are 1 / p<sub>i</sub>.
        </p>
        <ul>
          <li>
            <strong>Multiplicative</strong> (the package&apos;s &ldquo;basic&rdquo;): p<sub>i</sub> = r<sub>i</sub> / B. The margin is taken in
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
        </ul>
        <p>
          Power, Shin and Odds ratio have no closed form: this page solves each by bisection on a bracket where the sum
          changes sign, until the probabilities add up to 1 within 10<sup>−10</sup>, and says so if no solution is found. As
          in the package, the solved probabilities are then divided by their sum. The parameter found is shown in the last
          column.
        </p>
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
          by Jonas C. Lindstrøm (functions <code>implied_probabilities</code>, <code>shin_func</code>, <code>pwr_func</code> and{' '}
          <code>or_func</code>; source at{' '}
          <a href="https://github.com/opisthokonta/implied" rel="noopener">
            github.com/opisthokonta/implied
          </a>
          ), which cites Shin (1992, 1993), Jullien &amp; Salanié (1994), Cheung (2015) and Buchdahl. Nothing here is
          advice: fair odds tell you what a price implies, not what will happen. See also{' '}
          <Link href={linkTo('/betting/understand-sports-betting')} className="link">
            Understand Sports Betting
          </Link>{' '}
          for the margin and{' '}
          <Link href={linkTo('/betting/how-to-find-value-betting-on-sports')} className="link">
            How to Find Value Betting
          </Link>{' '}
          for using fair odds to spot value.
        </p>
      </article>
      <BetResponsibly />
    </div>
  );
}
