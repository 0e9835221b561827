import { useState } from 'react';
import { GameLengthChart } from './charts/game-length-chart';
import type { LengthFilter } from '../types';
import { lengthBuckets, median, overUnder } from '../utils/game-lengths';
import { decimalOdds, formatOdds, formatPercent } from '../utils/odds';

const FILTERS: { value: LengthFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'player1', label: 'Player 1 Broke' },
  { value: 'player2', label: 'Player 2 Broke' },
];

/** Game lengths filtered by breaker: median, chart, bucket table and the over/under market on the median. */
export function LengthFilterSection({ gameLengths }: { gameLengths: Record<LengthFilter, number[]> }) {
  const [filter, setFilter] = useState<LengthFilter>('all');
  const values = gameLengths[filter];
  const med = median(values);
  const buckets = lengthBuckets(values, 5);
  const ou = med === null ? null : overUnder(values, med);
  const n = values.length;
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Filter games</legend>
        {FILTERS.map((f) => (
          <label
            key={f.value}
            className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-medium ${
              filter === f.value ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            <input type="radio" name="length-filter" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} className="sr-only" />
            {f.label}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-800">
        {n} games · median length <strong data-testid="median-length">{med ?? '-'}</strong> shots
      </p>
      <GameLengthChart lengths={values} median={med} caption={`Game length (${FILTERS.find((f) => f.value === filter)!.label})`} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="table-wrap" data-testid="length-buckets">
          <table className="data-table">
            <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">Games by length</caption>
            <thead>
              <tr>
                <th scope="col">Shots</th>
                <th scope="col" className="num">Games</th>
                <th scope="col" className="num">Share</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.from}>
                  <td>
                    {b.from}-{b.to}
                  </td>
                  <td className="num">{b.count}</td>
                  <td className="num">{formatPercent(b.count / n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {ou && med !== null ? (
          <div className="table-wrap" data-testid="over-under">
            <table className="data-table">
              <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">Over/under {med} shots</caption>
              <thead>
                <tr>
                  <th scope="col">Market</th>
                  <th scope="col" className="num">Games</th>
                  <th scope="col" className="num">Share</th>
                  <th scope="col" className="num">True odds</th>
                  <th scope="col" className="num">5 % margin</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['Over', ou.over],
                    ['Under', ou.under],
                    ['Exactly (push)', ou.push],
                  ] as const
                ).map(([label, k]) => (
                  <tr key={label}>
                    <th scope="row" className="!bg-white">{label}</th>
                    <td className="num">{k}</td>
                    <td className="num">{formatPercent(k / n)}</td>
                    <td className="num">{label.startsWith('Exactly') ? '' : formatOdds(decimalOdds(k / n))}</td>
                    <td className="num">{label.startsWith('Exactly') ? '' : formatOdds(decimalOdds(k / n, 0.05))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </div>
  );
}
