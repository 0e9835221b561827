import { useId } from 'react';
import { Link } from 'wouter';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { fairOdds, MAX_OUTCOMES, MIN_OUTCOMES } from '../../../workers/betting/fair-odds';
import { parseOdds } from '../../../workers/betting/odds-format';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { BETTING_HOME } from './betting-articles';
import { OddsInput } from './tools/odds-input';
import { OddsFormatPicker } from './tools/odds-format-picker';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';
import { FairOddsMethods } from './components/fair-odds-methods';
import { FairOddsResults } from './components/fair-odds-results';
import { formatNumber } from '../../../common/number-text';
import { RowCountButtons } from './tools/row-count-buttons';

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

export default function FairOddsCalculatorPage() {
  usePageMeta({
    title: withBrand('Fair Odds Calculator: Eight Ways to Remove the Margin'),
    description:
      'Remove the bookmaker margin from 2 to 10 prices in any format by the eight methods of the R package implied (Multiplicative, Additive, Power, Shin, Odds ratio, wpo, balanced book, Jensen–Shannon) and see how far they disagree.',
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
  const [format] = useOddsFormat();
  const parsed = texts.map(parseOdds);
  const valid = parsed.every((x) => x.ok);
  const result = valid ? fairOdds(parsed.map((x) => (x.ok ? x.value : 0))) : null;

  return (
    <div className="page">
      <Link href={BETTING_HOME.href} className="link text-sm">
        ← {BETTING_HOME.label}
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Fair odds calculator</h1>
      <p className="mt-3 max-w-3xl text-slate-800">
        A bookmaker&apos;s prices add up to more than 100 %: the excess is the margin. Taking it out gives &ldquo;fair&rdquo;
        odds, but there is more than one way to take it out, which is why two calculators can disagree. Enter the
        odds of every outcome of one market, in any format, and compare the eight methods side by side.
      </p>

      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="fair-odds-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          Bookmaker odds
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {texts.map((t, i) => (
            <OddsInput
              key={i}
              id={`${id}-o${i}`}
              label={`Odds for outcome ${i + 1}`}
              value={t}
              parsed={parsed[i]}
              onChange={(v) => write(texts.map((x, j) => (j === i ? v : x)))}
              testId={`odds-${i + 1}`}
            />
          ))}
        </div>
        <RowCountButtons rows={texts} min={MIN_OUTCOMES} max={MAX_OUTCOMES} blank={() => ''} onChange={write} add="Add an outcome" remove="Remove the last outcome" />
        <p className="mt-3 text-sm text-slate-700">
          Odds in any format (5/2, evens, 3.5, +250, −200, 40 %) from 1.01 (1/100) to {formatNumber(1000)} (999/1), {MIN_OUTCOMES} to {MAX_OUTCOMES} outcomes that cover every result (home,
          draw, away; or every runner). The link in the address bar keeps the odds.
        </p>
      </section>

      <OddsFormatPicker />
      <FairOddsResults id={id} texts={texts} result={result} format={format} />

      <FairOddsMethods />
      <BetResponsibly />
    </div>
  );
}
