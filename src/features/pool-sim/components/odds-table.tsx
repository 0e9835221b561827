import type { PlayerKey } from '../types';
import { PLAYER_KEYS, PLAYER_LABEL } from '../types';
import { MARGINS, decimalOdds, formatOdds, formatPercent, wilsonInterval } from '../utils/odds';

/**
 * Betting odds from the batch's win counts (true odds and 1/5/10 % margins),
 * with the 95 % interval of the Monte Carlo share and, beside it, the exact
 * win probability and fair price from the engine's solver.
 */
export function OddsTable({
  wins,
  simulations,
  exact,
}: {
  wins: Record<PlayerKey, number>;
  simulations: number;
  exact: Record<PlayerKey, number> | null;
}) {
  return (
    <div className="table-wrap" data-testid="odds-table">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Win share (95 % CI)</th>
            <th scope="col" className="num">True odds</th>
            {MARGINS.map((m) => (
              <th key={m} scope="col" className="num">
                {Math.round(m * 100)} % margin
              </th>
            ))}
            <th scope="col" className="num">Exact chance</th>
            <th scope="col" className="num">Exact fair price</th>
          </tr>
        </thead>
        <tbody>
          {PLAYER_KEYS.map((p) => {
            const s = wins[p] / simulations;
            const [lo, hi] = wilsonInterval(wins[p], simulations);
            return (
              <tr key={p}>
                <th scope="row" className="!bg-white">{PLAYER_LABEL[p]}</th>
                <td className="num">
                  {formatPercent(s)}{' '}
                  <span className="whitespace-nowrap text-slate-600">
                    ({formatPercent(lo)}-{formatPercent(hi)})
                  </span>
                </td>
                <td className="num font-semibold" data-testid={`true-odds-${p}`}>{formatOdds(decimalOdds(s))}</td>
                {MARGINS.map((m) => (
                  <td key={m} className="num">
                    {formatOdds(decimalOdds(s, m))}
                  </td>
                ))}
                <td className="num">{exact ? formatPercent(exact[p], 2) : '…'}</td>
                <td className="num font-semibold" data-testid={`exact-odds-${p}`}>{exact ? formatOdds(decimalOdds(exact[p])) : '…'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
