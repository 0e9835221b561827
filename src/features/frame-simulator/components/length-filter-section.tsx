import { useState } from 'react';
import { overUnder, type LengthStats } from '../../../../workers/frame-model/batch';
import { formatOdds } from '../../../../workers/frame-model/odds';
import { DataTable } from '../../../components/data-table';
import { GameLengthChart } from './charts/game-length-chart';
import type { LengthFilter } from '../types';
import { fixedHalfUp, percent, sharePercent, formatNumber } from '../../../../common/number-text';

const FILTERS: { value: LengthFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'player1', label: 'Player 1 Broke' },
  { value: 'player2', label: 'Player 2 Broke' },
];

/**
 * Game lengths filtered by breaker: median, chart, bucket table and the
 * over/under market on the median (the engine's `overUnder` on the worker's
 * length counts of the chosen filter). Games exactly on a whole-number line are a push (stake returned),
 * so each side is priced from its share of the games that are not a push (decisions.md "Over/under with a push").
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
        {formatNumber(stats.games)} {stats.games === 1 ? 'game' : 'games'} · median length <strong data-testid="median-length">{stats.median ?? '-'}</strong> shots · mean{' '}
        {stats.mean === null ? '-' : fixedHalfUp(stats.mean, 1)} shots
      </p>
      <GameLengthChart lengths={stats} caption={`Game length (${label})`} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <DataTable
          rows={stats.buckets}
          columns={[
            { id: 'shots', header: 'Shots', nowrap: true, render: (b) => `${b.from}-${b.to}` },
            { id: 'games', header: 'Games', numeric: true, render: (b) => b.count },
            { id: 'share', header: 'Share', numeric: true, render: (b) => percent(b.percent, 1) },
          ]}
          rowKey={(b) => b.from}
          label={`Games by length (${label})`}
          showCaption
          sortable={false}
          testId="length-buckets"
        />
        {market ? (
          <DataTable
            rows={
              [
                ['Over', market.over],
                ['Under', market.under],
              ] as const
            }
            columns={[
              { id: 'market', header: 'Market', rowHeader: true, nowrap: true, render: ([name]) => `${name} ${market.line}` },
              { id: 'share', header: 'Share', numeric: true, render: ([, p]) => sharePercent(p.share) },
              {
                id: 'fair',
                header: 'Chance if not a push',
                numeric: true,
                render: ([, p]) => (p.fairProbability === null ? '-' : sharePercent(p.fairProbability)),
              },
              { id: 'odds', header: 'True odds', numeric: true, render: ([, p]) => formatOdds(p.odds) },
              { id: 'm1', header: '1 % margin', numeric: true, render: ([, p]) => formatOdds(p.margin1) },
              { id: 'm5', header: '5 % margin', numeric: true, render: ([, p]) => formatOdds(p.margin5) },
              { id: 'm10', header: '10 % margin', numeric: true, render: ([, p]) => formatOdds(p.margin10) },
            ]}
            rowKey={([name]) => name}
            label={`Over/under ${market.line} shots (${label})`}
            showCaption
            sortable={false}
            testId="over-under"
            footer={
              <tr className="bg-white">
                <th scope="row" className="dt-sticky dt-sticky-last whitespace-nowrap border-b border-slate-200 px-3 py-2 text-left font-normal">
                  Exactly {market.line} (push)
                </th>
                <td className="num">{sharePercent(market.pushShare)}</td>
                <td className="num" colSpan={5}>
                  stake returned
                </td>
              </tr>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
