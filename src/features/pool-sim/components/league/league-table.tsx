import { memo } from 'react';
import type { LeagueSummaryRow, LeagueTableRow } from '../../../../../workers/league/league';

/** One simulated league's final table. */
export const LeagueTable = memo(function LeagueTable({ rows }: { rows: LeagueTableRow[] }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="league-table">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead>
          <tr>
            <th scope="col" className="num">Pos</th>
            <th scope="col">Player</th>
            <th scope="col" className="num">Played</th>
            <th scope="col" className="num">Wins</th>
            <th scope="col" className="num">For</th>
            <th scope="col" className="num">Against</th>
            <th scope="col" className="num">Diff</th>
            <th scope="col" className="num">Points</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.playerId}>
              <td className="num">{r.position}</td>
              <th scope="row" className="!border-slate-200 !bg-white">Player {r.playerId}</th>
              <td className="num">{r.played}</td>
              <td className="num">{r.wins}</td>
              <td className="num">{r.scoreFor}</td>
              <td className="num">{r.scoreAgainst}</td>
              <td className="num">{r.scoreDifference > 0 ? `+${r.scoreDifference}` : r.scoreDifference}</td>
              <td className="num font-semibold">{r.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

const f1 = (v: number) => v.toFixed(1);

/** Averages over many simulated leagues, ordered by average points. */
export const LeagueSummaryTable = memo(function LeagueSummaryTable({ rows, simulations }: { rows: LeagueSummaryRow[]; simulations: number }) {
  const sorted = [...rows].sort((a, b) => b.averagePoints - a.averagePoints || b.averageScoreDifference - a.averageScoreDifference);
  return (
    <div className="table-wrap" tabIndex={0} data-testid="league-summary">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">Averages over {simulations} simulated leagues</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Avg played</th>
            <th scope="col" className="num">Avg wins</th>
            <th scope="col" className="num">Avg points</th>
            <th scope="col" className="num">Avg diff</th>
            <th scope="col" className="num">1st</th>
            <th scope="col" className="num">Last</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.playerId}>
              <th scope="row" className="!border-slate-200 !bg-white">Player {r.playerId}</th>
              <td className="num">{f1(r.averageGamesPlayed)}</td>
              <td className="num">{f1(r.averageWins)}</td>
              <td className="num font-semibold">{f1(r.averagePoints)}</td>
              <td className="num">{r.averageScoreDifference > 0 ? '+' : ''}{f1(r.averageScoreDifference)}</td>
              <td className="num">{f1(r.firstPlaceChance)} %</td>
              <td className="num">{f1(r.lastPlaceChance)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
