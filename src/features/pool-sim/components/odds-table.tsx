import type { BatchOdds } from '../../../../workers/pool/batch';
import { formatOdds } from '../../../../workers/pool/odds';
import { PLAYER_KEYS, PLAYER_LABEL } from '../types';
import { formatPercent } from '../utils/format';

/**
 * Betting odds from the batch's win counts (true odds and 1/5/10 % margins),
 * with the 95 % interval of the Monte Carlo share and, beside it, the exact
 * win probability and fair price from the engine's solver.
 */
export function OddsTable({ odds }: { odds: BatchOdds }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="odds-table">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Win share (95 % CI)</th>
            <th scope="col" className="num">True odds</th>
            <th scope="col" className="num">1 % margin</th>
            <th scope="col" className="num">5 % margin</th>
            <th scope="col" className="num">10 % margin</th>
            <th scope="col" className="num">Exact chance</th>
            <th scope="col" className="num">Exact fair price</th>
          </tr>
        </thead>
        <tbody>
          {PLAYER_KEYS.map((p) => {
            const o = odds[p];
            return (
              <tr key={p}>
                <th scope="row" className="!border-slate-200 !bg-white">{PLAYER_LABEL[p]}</th>
                <td className="num">
                  {formatPercent(o.share)}{' '}
                  <span className="whitespace-nowrap text-slate-600">
                    ({formatPercent(o.ci95.low)} to {formatPercent(o.ci95.high)})
                  </span>
                </td>
                <td className="num font-semibold" data-testid={`true-odds-${p}`}>{formatOdds(o.odds)}</td>
                <td className="num">{formatOdds(o.margin1)}</td>
                <td className="num">{formatOdds(o.margin5)}</td>
                <td className="num">{formatOdds(o.margin10)}</td>
                <td className="num">{formatPercent(o.exactProbability, 2)}</td>
                <td className="num font-semibold" data-testid={`exact-odds-${p}`}>{formatOdds(o.exactOdds)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
