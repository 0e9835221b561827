import { METHOD_LABEL, type FairOddsResult } from '../../../../workers/betting/fair-odds';
import { fixedHalfUp, shareInPercent, sharePercent } from '../../../../common/number-text';
import { NO_VALUE } from '../tools/tool-input';
import { showOdds } from '../utils/show-odds';
import type { OddsFormat } from '../../../../workers/betting/odds-format';

const pct = (x: number) => sharePercent(x, 2);
const points = (x: number) => fixedHalfUp(shareInPercent(x), 2);

/** The fair odds calculator's answer: booksum, margin, how far the methods disagree, and each method's fair probabilities and odds. */
export function FairOddsResults({ id, texts, result, format }: { id: string; texts: string[]; result: FairOddsResult | null; format: OddsFormat }) {
  return (
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
                <th key={i} scope="col" className="num whitespace-nowrap" data-column={`outcome-${i + 1}`} data-key-column={i === 0 ? '' : undefined}>
                  Outcome {i + 1}
                </th>
              ))}
              <th scope="col" className="num">Solved for</th>
            </tr>
          </thead>
          <tbody>
            {(result ? result.methods : Object.keys(METHOD_LABEL).map((m) => ({ method: m, ok: null }))).map((m) => (
              <tr key={m.method} data-testid={`method-${m.method}`}>
                {/* Method names wrap, so the first outcome's figures stay on a phone's screen. */}
                <th scope="row" className="min-w-[6rem] max-w-[9rem] text-left font-semibold">
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
                  <td colSpan={texts.length} className="min-w-[16rem] text-slate-800">
                    Fails: {m.reason}.
                  </td>
                ) : null}
                {m.ok === true && 'probabilities' in m
                  ? m.probabilities.map((p, i) => (
                      <td key={i} className="num whitespace-nowrap">
                        {pct(p)}
                        <br />
                        <span className="text-slate-600">odds {showOdds(m.odds[i], format)}</span>
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
        Probabilities to 2 decimals and odds (1 / probability) in the format chosen above, rounded half up from the
        unrounded values (a fraction marked &ldquo;≈&rdquo; is the nearest traditional price). Weights proportional to the
        odds (wpo) gives exactly the same fair probabilities as Additive: both take M / n from every 1 / O.
      </p>
    </section>
  );
}
