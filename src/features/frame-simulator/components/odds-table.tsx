import type { BatchOdds } from '../../../../workers/frame-model/batch';
import { formatOdds } from '../../../../workers/frame-model/odds';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PLAYER_KEYS, PLAYER_LABEL, type PlayerKey } from '../types';
import { sharePercent } from '../../../../common/number-text';

/**
 * Betting odds from the batch's win counts (true odds and 1/5/10 % margins),
 * with the 95 % interval of the Monte Carlo share and, beside it, the exact
 * win probability and fair price from the engine's solver. Players stay in A, B order (no sorting);
 * on phones the Player column stays in view while the prices scroll.
 */
export function OddsTable({ odds }: { odds: BatchOdds }) {
  const columns: DataColumn<PlayerKey>[] = [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (p) => PLAYER_LABEL[p] },
    {
      id: 'share',
      header: 'Win share (95 % CI)',
      numeric: true,
      nowrap: true,
      render: (p) => (
        <>
          {sharePercent(odds[p].share)}{' '}
          <span className="whitespace-nowrap text-slate-600">
            ({sharePercent(odds[p].ci95.low)} to {sharePercent(odds[p].ci95.high)})
          </span>
        </>
      ),
    },
    {
      id: 'true-odds',
      header: 'True odds',
      numeric: true,
      className: 'font-semibold',
      render: (p) => formatOdds(odds[p].odds),
      cellProps: (p) => ({ 'data-testid': `true-odds-${p}` }),
    },
    { id: 'm1', header: '1 % margin', numeric: true, render: (p) => formatOdds(odds[p].margin1) },
    { id: 'm5', header: '5 % margin', numeric: true, render: (p) => formatOdds(odds[p].margin5) },
    { id: 'm10', header: '10 % margin', numeric: true, render: (p) => formatOdds(odds[p].margin10) },
    { id: 'exact', header: 'Exact chance', numeric: true, render: (p) => sharePercent(odds[p].exactProbability, 2) },
    {
      id: 'exact-odds',
      header: 'Exact fair price',
      numeric: true,
      className: 'font-semibold',
      render: (p) => formatOdds(odds[p].exactOdds),
      cellProps: (p) => ({ 'data-testid': `exact-odds-${p}` }),
    },
  ];
  return (
    <DataTable rows={PLAYER_KEYS} columns={columns} rowKey={(p) => p} label="Betting odds per player" sortable={false} testId="odds-table" />
  );
}
