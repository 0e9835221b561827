import { useState } from 'react';
import { overUnder, type LengthStats } from '../../../../workers/pool/batch';
import { formatOdds } from '../../../../workers/pool/odds';
import { GameLengthChart } from './charts/game-length-chart';
import type { LengthFilter } from '../types';
import { formatPercent } from '../utils/format';

const FILTERS: { value: LengthFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'player1', label: 'Player 1 Broke' },
  { value: 'player2', label: 'Player 2 Broke' },
];

/**
 * Game lengths filtered by breaker: median, chart, bucket table and the
 * over/under market on the median (the engine's `overUnder` on the worker's
 * length counts of the chosen filter).
 */
export function LengthFilterSection({ gameLengths }: { gameLengths: Record<LengthFilter, LengthStats> }) {
  const [filter, setFilter] = useState<LengthFilter>('all');
  const stats = gameLengths[filter];
  const market = overUnder(stats);
  const label = FILTERS.find((f) => f.value === filter)!.label;
  return (
    <div className="grid grid-cols-1 gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Filter games by breaker</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <label
              key={f.value}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600 ${
                filter === f.value ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              <input type="radio" name="length-filter" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} className="sr-only" />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-800">
        {stats.games} games · median length <strong data-testid="median-length">{stats.median ?? '-'}</strong> shots · mean{' '}
        {stats.mean === null ? '-' : stats.mean.toFixed(1)} shots
      </p>
      <GameLengthChart lengths={stats} caption={`Game length (${label})`} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="table-wrap" tabIndex={0} data-testid="length-buckets">
          <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
            <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">Games by length ({label})</caption>
            <thead>
              <tr>
                <th scope="col">Shots</th>
                <th scope="col" className="num">Games</th>
                <th scope="col" className="num">Share</th>
              </tr>
            </thead>
            <tbody>
              {stats.buckets.map((b) => (
                <tr key={b.from}>
                  <td>
                    {b.from}-{b.to}
                  </td>
                  <td className="num">{b.count}</td>
                  <td className="num">{b.percent.toFixed(1)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {market ? (
          <div className="table-wrap" tabIndex={0} data-testid="over-under">
            <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
              <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">
                Over/under {market.line} shots ({label})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Market</th>
                  <th scope="col" className="num">Share</th>
                  <th scope="col" className="num">True odds</th>
                  <th scope="col" className="num">1 % margin</th>
                  <th scope="col" className="num">5 % margin</th>
                  <th scope="col" className="num">10 % margin</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['Over', market.over],
                    ['Under', market.under],
                  ] as const
                ).map(([name, p]) => (
                  <tr key={name}>
                    <th scope="row" className="!border-slate-200 !bg-white">{name} {market.line}</th>
                    <td className="num">{formatPercent(p.share)}</td>
                    <td className="num">{formatOdds(p.odds)}</td>
                    <td className="num">{formatOdds(p.margin1)}</td>
                    <td className="num">{formatOdds(p.margin5)}</td>
                    <td className="num">{formatOdds(p.margin10)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="!border-slate-200 !bg-white">Exactly {market.line} (push)</th>
                  <td className="num">{formatPercent(market.pushShare)}</td>
                  <td className="num" colSpan={4}>
                    stake returned
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </div>
  );
}
