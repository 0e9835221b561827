import type { BatchResult, BreakConversionRow } from '../../../../workers/pool/batch';
import { PLAYER_KEYS, PLAYER_LABEL } from '../types';
import { formatPercent, shareOf } from '../utils/format';

/** Wins per player with their share of the batch. */
export function OverallWins({ batch }: { batch: BatchResult }) {
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="overall-wins">
      {PLAYER_KEYS.map((p) => (
        <div key={p} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{PLAYER_LABEL[p]} wins</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`wins-${p}`}>
            {batch[p].wins}{' '}
            <span className="text-base font-semibold text-slate-700">({formatPercent(batch[p].winShare)})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Shots taken and made over the batch, with the batch accuracy and the mean per-game accuracy. */
export function BatchAccuracyTable({ batch }: { batch: BatchResult }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="batch-accuracy">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Shots taken</th>
            <th scope="col" className="num">Shots made</th>
            <th scope="col" className="num">Batch accuracy</th>
            <th scope="col" className="num">Mean game accuracy</th>
          </tr>
        </thead>
        <tbody>
          {PLAYER_KEYS.map((p) => {
            const s = batch[p];
            return (
              <tr key={p}>
                <th scope="row" className="!border-slate-200 !bg-white">{PLAYER_LABEL[p]}</th>
                <td className="num">{s.shotsTaken.toLocaleString('en-GB')}</td>
                <td className="num">{s.shotsMade.toLocaleString('en-GB')}</td>
                <td className="num">{s.shotsTaken ? formatPercent(s.accuracy) : '-'}</td>
                <td className="num">{s.meanGameAccuracy === null ? '-' : `${s.meanGameAccuracy.toFixed(1)} %`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Games in which each player's longest streak was 0..8. */
export function TopStreakTable({ batch }: { batch: BatchResult }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="top-streaks">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead>
          <tr>
            <th scope="col">Top streak</th>
            {PLAYER_KEYS.map((p) => (
              <th key={p} scope="col" className="num">
                {PLAYER_LABEL[p]} games
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 9 }, (_, n) => (
            <tr key={n}>
              <th scope="row" className="!border-slate-200 !bg-white">{n}</th>
              {PLAYER_KEYS.map((p) => {
                const k = batch[p].topStreakCounts[n] ?? 0;
                return (
                  <td key={p} className="num">
                    {k} <span className="text-slate-600">({shareOf(k, batch.simulations)})</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per breaker: breaks, their outcomes, and how often the breaker went on to win after each. */
export function BreakConversionTable({ rows, withFouls }: { rows: BreakConversionRow[]; withFouls: boolean }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="break-conversion">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead>
          <tr>
            <th scope="col">Breaker</th>
            <th scope="col" className="num">Breaks</th>
            <th scope="col" className="num">Made</th>
            <th scope="col" className="num">Won after made</th>
            <th scope="col" className="num">Missed</th>
            <th scope="col" className="num">Won after missed</th>
            {withFouls ? <th scope="col" className="num">Foul</th> : null}
            {withFouls ? <th scope="col" className="num">Won after foul</th> : null}
            <th scope="col" className="num">Breaker won</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.breaker}>
              <th scope="row" className="!border-slate-200 !bg-white">{PLAYER_LABEL[r.breaker]}</th>
              <td className="num">{r.breaks}</td>
              <td className="num">{r.made} <span className="text-slate-600">({shareOf(r.made, r.breaks)})</span></td>
              <td className="num">{shareOf(r.winsAfterMade, r.made)}</td>
              <td className="num">{r.missed} <span className="text-slate-600">({shareOf(r.missed, r.breaks)})</span></td>
              <td className="num">{shareOf(r.winsAfterMissed, r.missed)}</td>
              {withFouls ? <td className="num">{r.foul} <span className="text-slate-600">({shareOf(r.foul, r.breaks)})</span></td> : null}
              {withFouls ? <td className="num">{shareOf(r.winsAfterFoul, r.foul)}</td> : null}
              <td className="num">{shareOf(r.wins, r.breaks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
