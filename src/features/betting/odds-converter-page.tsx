import { useId } from 'react';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { allFormats, nearestTraditional, parseOdds, type OddsFormat } from '../../../workers/betting/odds-format';
import { ratFixed } from '../../../workers/betting/exact-money';
import { OddsInput } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';

const PARAM = 'price';
const DEFAULT = '5/2';
const ROWS: [OddsFormat, string][] = [
  ['fractional', 'Fractional'],
  ['decimal', 'Decimal'],
  ['american', 'American'],
  ['probability', 'Implied probability'],
];

export default function OddsConverterPage() {
  usePageMeta({
    title: withBrand('Odds Converter: Fractional, Decimal, American and Probability'),
    description:
      'Convert any price between fractional (5/2, evens, 100/30), decimal, American (+150, −200) odds and implied probability, exactly, with the nearest traditional fraction of a decimal price.',
    keywords: ['odds converter', 'fractional to decimal odds', 'american odds converter', 'implied probability calculator'],
    canonicalPath: linkTo('/betting/odds-converter'),
  });
  const id = useId();
  const { search, update } = useUrlParams();
  const text = new URLSearchParams(search).get(PARAM) ?? DEFAULT;
  const parsed = parseOdds(text);
  const formats = parsed.ok ? allFormats(parsed.decimal) : null;
  const nearest = parsed.ok ? nearestTraditional(parsed.decimal) : null;

  return (
    <ToolPage
      title="Odds converter"
      lead="Type a price the way you read it (5/2, evens, 3.5, +250, −200 or 28.57 %) and see it in every other format, with the chance it implies and the nearest price a UK bookmaker would quote as a fraction."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="converter">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          The price
        </h2>
        <OddsInput
          id={`${id}-p`}
          label="Odds in any format"
          className="mt-3 max-w-xs"
          value={text}
          parsed={parsed}
          onChange={(v) => update({ [PARAM]: v === DEFAULT ? null : v })}
          testId="converter-input"
        />
        <p className="mt-2 text-sm text-slate-700" data-testid="converter-read-as">
          {parsed.ok ? `Read as ${parsed.format === 'probability' ? 'an implied probability' : `${parsed.format} odds`}.` : NO_VALUE}
        </p>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          In every format
        </h2>
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="The price in every format" tabIndex={0}>
          <table className="data-table" data-testid="converter-table">
            <thead>
              <tr>
                <th scope="col" className="text-left">Format</th>
                <th scope="col" className="num" data-column="price" data-key-column="">
                  Price
                </th>
                <th scope="col" className="text-left">Exact?</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([f, label]) => (
                <tr key={f}>
                  <th scope="row" className="text-left font-semibold">
                    {label}
                  </th>
                  <td className="num whitespace-nowrap" data-testid={`as-${f}`}>
                    {formats ? formats[f].text : NO_VALUE}
                  </td>
                  <td className="text-slate-700">{formats ? (formats[f].exact ? 'exact' : 'rounded') : NO_VALUE}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="text-left font-semibold">
                  Nearest traditional fraction
                </th>
                <td className="num whitespace-nowrap" data-testid="nearest-fraction">
                  {nearest ? nearest.text : NO_VALUE}
                </td>
                <td className="text-slate-700">{nearest ? `decimal ${ratFixed(nearest.decimal, 2)}` : NO_VALUE}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-700">
          Decimal odds and probabilities to 2 decimals and American odds to whole numbers, each rounded half up from the
          exact price; &ldquo;exact&rdquo; means nothing was lost in the rounding.
        </p>
      </section>

      <ToolNotes>
        <h2>How the formats relate</h2>
        <p>
          Every format says the same thing: what a winning bet returns for each pound staked. Decimal odds D include the
          stake. Fractional odds a/b are the profit per b staked, so D = 1 + a/b; &ldquo;evens&rdquo; is 1/1 (D = 2), and
          bookmakers still write 10/3 as &ldquo;100/30&rdquo;. American odds quote +A, the profit on a 100 stake (D = 1 + A/100,
          for prices of evens or longer), or −A, the stake that wins 100 (D = 1 + 100/A, for odds-on prices). The implied
          probability is 1/D: the chance at which the bet breaks even, before the bookmaker&apos;s margin is taken out
          (the <a href={linkTo('/betting/fair-odds-calculator')} className="link">fair odds calculator</a> does that).
        </p>
        <h3>Worked example</h3>
        <p>
          5/2 returns £2.50 profit per £1, so D = 3.50 and the implied probability is 1/3.5 = 28.57 %. In American odds that
          is +250. The other way, −200 is odds-on: stake £200 to win £100, D = 1 + 100/200 = 1.50, fractional 1/2.
        </p>
        <h3>The nearest traditional fraction</h3>
        <p>
          Exchanges and many sites quote decimals such as 2.63, which as a fraction is 163/100; a UK bookmaker would quote
          the nearest price on its ladder of traditional fractions (13/8 = 2.625). The converter picks the ladder price
          nearest in decimal odds; a tie goes to the shorter price. Prices from 1.01 (1/100) to 1,000 (999/1) are accepted.
        </p>
      </ToolNotes>
    </ToolPage>
  );
}
