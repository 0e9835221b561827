import { fixedHalfUp, signed } from '../../../../common/number-text';
import type { FittedParameter } from '../../../../workers/betting/score-fit';
import type { ScoreCompare } from '../../../../workers/betting/score-model';
import { useOddsFormat } from '../../../lib/odds-format-preference';
import { NO_VALUE } from '../tools/tool-input';
import { ToolTable } from '../tools/tool-table';
import { showOdds } from '../utils/show-odds';

/** A score is listed when either model gives it at least this chance (smaller ones are in "any other score"). */
const LISTED = 0.005;

type Source = 'odds' | 'results' | 'rates';

/** One row of the comparison: a score (or every score not listed), each model's chance. */
interface CompareRow {
  score: string;
  poisson: number;
  dixonColes: number;
}

/** The scores either model gives at least LISTED, by home goals then away, then every other score together. */
function compareRows(c: ScoreCompare): CompareRow[] {
  const rows: CompareRow[] = [];
  let p = 0;
  let d = 0;
  c.poisson.cells.forEach((row, x) =>
    row.forEach((pc, y) => {
      const dc = c.dixonColes.cells[x][y];
      if (pc < LISTED && dc < LISTED) return;
      rows.push({ score: `${x}–${y}`, poisson: pc, dixonColes: dc });
      p += pc;
      d += dc;
    }),
  );
  rows.push({ score: 'Any other', poisson: 1 - p, dixonColes: 1 - d });
  return rows;
}

const est = (p: FittedParameter) => `${p.estimate < 0 ? '\u2212' : ''}${fixedHalfUp(Math.abs(p.estimate), 3)} ± ${fixedHalfUp(p.standardError, 3)}`;
/** Percentage points, signed, 2 decimals ("+1.32", "−0.85", "0.00"). */
const points = (x: number) => (Math.abs(x) < 0.00005 ? '0.00' : signed(x * 100, 2));

function RhoSentence({ c, source }: { c: ScoreCompare; source: Source }) {
  const rho = c.dixonColes.rho;
  if (source === 'results' && c.rho) {
    const z = c.rho.standardError > 0 ? Math.abs(c.rho.estimate) / c.rho.standardError : 0;
    return (
      <>
        Both fitted to the season by maximum likelihood: Poisson with ρ held at 0, Dixon–Coles with ρ {est(c.rho)} (± one standard error)
        {z < 2 ? ', within two standard errors of 0: the season cannot tell the two models apart with confidence' : ', more than two standard errors from 0'}.
      </>
    );
  }
  if (rho === 0) return <>With ρ at 0 the two models are the same: set a low-score correction ρ above to see where they part.</>;
  return (
    <>
      Dixon–Coles with ρ {fixedHalfUp(rho, 3)} as you set it (prices and expected goals cannot tell ρ: a season&apos;s results fit it, with its standard
      error){source === 'odds' ? '; each model’s expected goals are solved from the same prices, so both give the same 1X2' : ''}.
    </>
  );
}

/** Poisson and Dixon–Coles correct-score chances and fair prices side by side, with the difference per score. */
export function CompareModels({ c, source, home, away }: { c: ScoreCompare; source: Source; home: string; away: string }) {
  const [format] = useOddsFormat();
  const rows = compareRows(c);
  const price = (p: number) => (p > 0.001 ? showOdds(1 / p, format) : NO_VALUE);
  return (
    <section className="mt-6" aria-labelledby="sm-compare-heading" data-testid="sm-compare">
      <h2 id="sm-compare-heading" className="text-xl font-bold">
        Correct score: Poisson and Dixon–Coles side by side
      </h2>
      <p className="mt-2 text-sm text-slate-800" data-testid="sm-compare-rho">
        <RhoSentence c={c} source={source} /> Expected goals: Poisson {home} {fixedHalfUp(c.poisson.lambda, 3)}, {away} {fixedHalfUp(c.poisson.mu, 3)};
        Dixon–Coles {home} {fixedHalfUp(c.dixonColes.lambda, 3)}, {away} {fixedHalfUp(c.dixonColes.mu, 3)}.
      </p>
      <ToolTable label="Correct score: Poisson and Dixon–Coles" testId="sm-compare-table">
        <thead>
          <tr>
            <th scope="col">Score</th>
            <th scope="col" className="num" data-column="difference" data-key-column="">
              Difference
            </th>
            <th scope="col" className="num">Poisson</th>
            <th scope="col" className="num">Dixon–Coles</th>
            <th scope="col" className="num">Poisson price</th>
            <th scope="col" className="num">Dixon–Coles price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.score} data-testid="sm-compare-row">
              <th scope="row" className="whitespace-nowrap">
                {r.score}
              </th>
              <td className="num whitespace-nowrap">{points(r.dixonColes - r.poisson)}</td>
              <td className="num">{fixedHalfUp(r.poisson * 100, 2)}</td>
              <td className="num">{fixedHalfUp(r.dixonColes * 100, 2)}</td>
              <td className="num">{price(r.poisson)}</td>
              <td className="num">{price(r.dixonColes)}</td>
            </tr>
          ))}
        </tbody>
      </ToolTable>
      <p className="mt-2 text-sm text-slate-700">
        Chances in %; the difference is Dixon–Coles less Poisson, in percentage points. {home} goals first. Fair prices carry no margin. Scores either model gives
        under 0.5 % are in &ldquo;Any other&rdquo;.
      </p>
    </section>
  );
}
