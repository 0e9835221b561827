import { formatPence, ratText, type BetReturns } from '../../../../workers/betting/bet-returns';
import { NO_VALUE } from '../tools/tool-input';

const letters = (xs: number[]) => xs.map((i) => i + 1).join(' + ');

/** The bet calculator's totals and every line of the bet (stake, return, profit), or "–" while an input is invalid. */
export function BetReturnsTable({ id, result }: { id: string; result: BetReturns | null }) {
  const lineCount = result ? result.lines.length : null;
  return (
    <section className="mt-6" aria-labelledby={`${id}-res`}>
      <h2 id={`${id}-res`} className="text-xl font-bold">
        Returns
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-4">
        {[
          ['Bets (lines)', lineCount === null ? NO_VALUE : String(lineCount), 'total-lines'],
          ['Total stake', result ? formatPence(result.totalStakePence) : NO_VALUE, 'total-stake'],
          ['Total return', result ? formatPence(result.totalReturnPence) : NO_VALUE, 'total-return'],
          ['Profit', result ? formatPence(result.totalProfitPence) : NO_VALUE, 'total-profit'],
        ].map(([label, value, testId]) => (
          <div key={testId}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 max-h-[32rem] overflow-auto rounded-lg border border-slate-200" role="region" aria-label="Every line of the bet" tabIndex={0}>
        <table className="data-table" data-testid="bet-lines">
          <caption className="sr-only">Every line of the bet with its stake, return and profit</caption>
          <thead>
            <tr>
              <th scope="col" className="num">#</th>
              <th scope="col" className="text-left">Selections</th>
              <th scope="col" className="text-left">Part</th>
              {/* The line's return, the figure the page is about, before the rest: on a phone's screen. */}
              <th scope="col" className="num" data-column="return" data-key-column="">Return</th>
              <th scope="col" className="num">Stake</th>
              <th scope="col" className="num">Profit</th>
              <th scope="col" className="text-left">Return per £1 (each selection)</th>
            </tr>
          </thead>
          <tbody>
            {result
              ? result.lines.map((l, i) => (
                  <tr key={i}>
                    <td className="num">{i + 1}</td>
                    <td className="whitespace-nowrap">{letters(l.selections)}</td>
                    <td>{l.part === 'win' ? 'Win' : 'Place'}</td>
                    <td className="num font-semibold">{formatPence(l.returnPence)}</td>
                    <td className="num">{formatPence(l.stakePence)}</td>
                    <td className="num">{formatPence(l.profitPence)}</td>
                    <td className="whitespace-nowrap tabular-nums">{l.factors.map(ratText).join(' × ')}</td>
                  </tr>
                ))
              : (
                <tr>
                  <td className="num">{NO_VALUE}</td>
                  <td colSpan={6}>{NO_VALUE}</td>
                </tr>
              )}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Each line&apos;s return is the stake times the product of its selections&apos; returns per £1, computed exactly (as
        fractions, no rounding on the way) and rounded half up to the penny once, at the end of the line. The totals add
        the rounded lines, as a bookmaker pays them, so a total can differ by a penny or two from rounding the exact sum.
      </p>
    </section>
  );
}
