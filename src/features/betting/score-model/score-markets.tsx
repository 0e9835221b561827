import { useId } from 'react';
import { parseOdds } from '../../../../workers/betting/odds-format';
import { atPrice, SELECTIONS, type MarketKey, type Priced, type ScoreGrid } from '../../../../workers/betting/score-grid';
import { fixedHalfUp, sharePercent, signed } from '../../../../common/number-text';
import { useOddsFormat } from '../../../lib/odds-format-preference';
import { LABEL, LabelledField } from '../../../components/labelled-field';
import { OddsInput } from '../tools/odds-input';
import { NO_VALUE } from '../tools/tool-input';
import { ToolTable } from '../tools/tool-table';
import { showOdds } from '../utils/show-odds';

const MARKET_TITLE: Record<MarketKey, string> = {
  '1x2': 'Match result (1X2)',
  doubleChance: 'Double chance',
  dnb: 'Draw no bet',
  btts: 'Both teams to score',
  totals: 'Total goals',
  asianHandicap: 'Asian handicap',
  margin: 'Winning margin',
  correctScore: 'Correct score',
};
const ORDER: MarketKey[] = ['1x2', 'doubleChance', 'dnb', 'btts', 'totals', 'margin', 'asianHandicap'];

/** A fair price in the visitor's format; beyond 1,000 (a price no book offers) said so. */
function FairPrice({ price }: { price: number | null }) {
  const [format] = useOddsFormat();
  if (price === null) return <>{NO_VALUE}</>;
  if (price > 1000) return <>over 1,000</>;
  return <>{showOdds(price, format)}</>;
}

/** The correct-score grid, home goals down, away goals across, each cell's chance. */
export function ScoreGridTable({ cells, home, away }: { cells: number[][]; home: string; away: string }) {
  return (
    <ToolTable label="Correct-score grid" testId="sm-grid">
      <thead>
        <tr>
          <th scope="col" className="whitespace-nowrap">
            <abbr title={`${home} goals down, ${away} goals across`}>{'H \\ A'}</abbr>
          </th>
          {cells[0].map((_, y) => (
            <th key={y} scope="col" className="num" {...(y === 0 ? { 'data-column': 'away-0', 'data-key-column': '' } : {})}>
              {y}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cells.map((row, x) => (
          <tr key={x}>
            <th scope="row">{x}</th>
            {row.map((p, y) => (
              <td key={y} className="num" data-testid={`sm-cell-${x}-${y}`}>
                {fixedHalfUp(p * 100, 1)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ToolTable>
  );
}

function MarketTable({ market, rows }: { market: MarketKey; rows: Priced[] }) {
  const withVoid = rows.some((r) => r.void > 1e-12);
  return (
    <div className="mt-4">
      <h3 className="text-lg font-semibold">{MARKET_TITLE[market]}</h3>
      <ToolTable label={MARKET_TITLE[market]} testId={`sm-market-${market}`} className="mt-2">
        <thead>
          <tr>
            <th scope="col">Selection</th>
            <th scope="col" className="num" data-column="fair-price" data-key-column="">
              Fair price
            </th>
            <th scope="col" className="num">Wins</th>
            {withVoid ? <th scope="col" className="num">Stake back</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`sm-row-${r.key}`}>
              <th scope="row" className="whitespace-nowrap">
                {r.label}
              </th>
              <td className="num font-semibold">
                <FairPrice price={r.fairPrice} />
              </td>
              <td className="num">{sharePercent(r.win, 1)}</td>
              {withVoid ? <td className="num">{sharePercent(r.void, 1)}</td> : null}
            </tr>
          ))}
        </tbody>
      </ToolTable>
    </div>
  );
}

/** Every market's fair prices; Asian lines shown from −2.5 to +2.5 (the rest priced in "Your price"). */
export function MarketTables({ markets, showAllLines }: { markets: Priced[]; showAllLines: boolean }) {
  return (
    <>
      {ORDER.map((m) => {
        let rows = markets.filter((r) => r.market === m);
        if (m === 'asianHandicap' && !showAllLines) rows = rows.filter((r) => /^ah:home:/.test(r.key) && Math.abs(Number(r.key.split(':')[2])) <= 10);
        return <MarketTable key={m} market={m} rows={rows} />;
      })}
      <MarketTable market="correctScore" rows={markets.filter((r) => r.market === 'correctScore' && (r.key === 'cs:other' || r.win >= 0.005))} />
    </>
  );
}

/** A price the visitor is offered, against the model: fair price, expected value and the full-Kelly stake. */
export function YourPrice({ grid, markets, selection, price, onChange }: { grid: ScoreGrid; markets: Priced[]; selection: string; price: string; onChange: (c: { sel?: string; price?: string }) => void }) {
  const id = useId();
  const sel = SELECTIONS.some((s) => s.key === selection) ? selection : '1x2:home';
  const priced = markets.find((m) => m.key === sel)!;
  const parsed = parseOdds(price);
  const at = parsed.ok ? atPrice(grid, sel, parsed.value) : null;
  return (
    <section className="card mt-6" aria-labelledby={`${id}-h`} data-testid="sm-your-price">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Your price
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <LabelledField id={`${id}-sel`} label="Selection" labelClassName={LABEL.medium}>
          {(control) => (
            <select {...control} className="input mt-1" value={sel} onChange={(e) => onChange({ sel: e.target.value })} data-testid="sm-selection">
              {[...ORDER, 'correctScore' as const].map((m) => (
                <optgroup key={m} label={MARKET_TITLE[m]}>
                  {markets
                    .filter((x) => x.market === m)
                    .map((x) => (
                      <option key={x.key} value={x.key}>
                        {x.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </LabelledField>
        <OddsInput id={`${id}-price`} label="The price you are offered" value={price} parsed={parsed} onChange={(x) => onChange({ price: x })} testId="sm-price" />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        <div>
          <dt className="text-sm text-slate-600">Fair price</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="sm-fair">
            <FairPrice price={priced.fairPrice} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Expected value</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="sm-ev">
            {at ? `${signed(at.ev * 100, 2)} %` : NO_VALUE}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Kelly stake</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="sm-kelly">
            {at ? (at.kelly > 0 ? sharePercent(at.kelly, 2) : 'No bet') : NO_VALUE}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Expected value is the average profit per £1 staked if the model is right; the Kelly stake is the share of your bank that grows it fastest (full
        Kelly: most bettors stake a half or a quarter of it). Both are only as good as the expected goals behind them.
      </p>
    </section>
  );
}
