import { memo } from 'react';
import type { LeaguePlayer } from '../../../../../workers/league/league';
import { formatOption } from '../../utils/attribute-fields';

const pct = (v: number) => formatOption(v, 'percent');

/** Attributes of generated players, one row each. */
export const PlayersTable = memo(function PlayersTable({ players, caption }: { players: LeaguePlayer[]; caption?: string }) {
  return (
    <div className="table-wrap" tabIndex={0} data-testid="players-table">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        {caption ? <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">Make</th>
            <th scope="col" className="num">Foul</th>
            <th scope="col" className="num">Break make</th>
            <th scope="col" className="num">Split benefit</th>
            <th scope="col" className="num">Split duration</th>
            <th scope="col" className="num">Break foul</th>
            <th scope="col" className="num">Black on foul</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="!border-slate-200 !bg-white">Player {p.id}</th>
              <td className="num">{pct(p.attributes.regular.make)}</td>
              <td className="num">{pct(p.attributes.regular.foul)}</td>
              <td className="num">{pct(p.attributes.break.make)}</td>
              <td className="num">{pct(p.attributes.break.splitBenefit)}</td>
              <td className="num">{p.attributes.break.splitDuration}</td>
              <td className="num">{pct(p.attributes.break.foul)}</td>
              <td className="num">{pct(p.attributes.foul.makeBlack)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
