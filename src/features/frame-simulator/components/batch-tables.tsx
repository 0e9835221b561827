import type { BatchResult, BreakConversionRow } from '../../../../workers/frame-model/batch';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PLAYER_KEYS, PLAYER_LABEL, type PlayerKey } from '../types';
import { shareOf } from '../utils/format';
import { sharePercent } from '../../../../common/number-text';
import { formatNumber } from '../../../../common/number-text';
import { percent } from '../../../../common/number-text';

/** Wins per player with their share of the batch. */
export function OverallWins({ batch }: { batch: BatchResult }) {
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="overall-wins">
      {PLAYER_KEYS.map((p) => (
        <div key={p} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{PLAYER_LABEL[p]} wins</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`wins-${p}`}>
            {batch[p].wins}{' '}
            <span className="text-base font-semibold text-slate-700">({sharePercent(batch[p].winShare)})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Shots taken and made over the batch, with the batch accuracy and the mean per-game accuracy. */
export function BatchAccuracyTable({ batch }: { batch: BatchResult }) {
  const columns: DataColumn<PlayerKey>[] = [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (p) => PLAYER_LABEL[p] },
    { id: 'taken', header: 'Shots taken', numeric: true, render: (p) => formatNumber(batch[p].shotsTaken) },
    { id: 'made', header: 'Shots made', numeric: true, render: (p) => formatNumber(batch[p].shotsMade) },
    { id: 'accuracy', header: 'Batch accuracy', numeric: true, render: (p) => (batch[p].shotsTaken ? sharePercent(batch[p].accuracy) : '-') },
    {
      id: 'mean',
      header: 'Mean game accuracy',
      numeric: true,
      render: (p) => (batch[p].meanGameAccuracy === null ? '-' : percent(batch[p].meanGameAccuracy, 1)),
    },
  ];
  return <DataTable rows={PLAYER_KEYS} columns={columns} rowKey={(p) => p} label="Shots and accuracy per player" sortable={false} testId="batch-accuracy" />;
}

/** Games in which each player's longest streak was 0..8 (rows in streak order: the order is the point). */
export function TopStreakTable({ batch }: { batch: BatchResult }) {
  const columns: DataColumn<number>[] = [
    { id: 'streak', header: 'Top streak', rowHeader: true, numeric: true, render: (n) => n },
    ...PLAYER_KEYS.map((p) => ({
      id: p,
      header: `${PLAYER_LABEL[p]} games`,
      numeric: true,
      nowrap: true,
      render: (n: number) => {
        const k = batch[p].topStreakCounts[n] ?? 0;
        return (
          <>
            {k} <span className="text-slate-600">({shareOf(k, batch.simulations)})</span>
          </>
        );
      },
    })),
  ];
  return (
    <DataTable
      rows={Array.from({ length: 9 }, (_, n) => n)}
      columns={columns}
      rowKey={(n) => n}
      label="Games by each player's top streak"
      sortable={false}
      testId="top-streaks"
    />
  );
}

const withShare = (n: number, of: number) => (
  <>
    {n} <span className="text-slate-600">({shareOf(n, of)})</span>
  </>
);

/** Per breaker: breaks, their outcomes, and how often the breaker went on to win after each. */
export function BreakConversionTable({ rows, withFouls }: { rows: BreakConversionRow[]; withFouls: boolean }) {
  const columns: DataColumn<BreakConversionRow>[] = [
    { id: 'breaker', header: 'Breaker', rowHeader: true, nowrap: true, render: (r) => PLAYER_LABEL[r.breaker] },
    { id: 'breaks', header: 'Breaks', numeric: true, render: (r) => r.breaks },
    { id: 'made', header: 'Made', numeric: true, nowrap: true, render: (r) => withShare(r.made, r.breaks) },
    { id: 'won-made', header: 'Won after made', numeric: true, render: (r) => shareOf(r.winsAfterMade, r.made) },
    { id: 'missed', header: 'Missed', numeric: true, nowrap: true, render: (r) => withShare(r.missed, r.breaks) },
    { id: 'won-missed', header: 'Won after missed', numeric: true, render: (r) => shareOf(r.winsAfterMissed, r.missed) },
    ...(withFouls
      ? ([
          { id: 'foul', header: 'Foul', numeric: true, nowrap: true, render: (r) => withShare(r.foul, r.breaks) },
          { id: 'won-foul', header: 'Won after foul', numeric: true, render: (r) => shareOf(r.winsAfterFoul, r.foul) },
        ] satisfies DataColumn<BreakConversionRow>[])
      : []),
    { id: 'won', header: 'Breaker won', numeric: true, render: (r) => shareOf(r.wins, r.breaks) },
  ];
  return (
    <DataTable rows={rows} columns={columns} rowKey={(r) => r.breaker} label="Break conversion per breaker" sortable={false} testId="break-conversion" />
  );
}
