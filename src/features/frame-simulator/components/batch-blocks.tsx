import { memo, type ReactNode } from 'react';
import type { BatchResult } from '../../../../workers/frame-model/batch';
import { downloadCsv } from '../../../lib/download-csv';
import { BatchAccuracyTable, BreakConversionTable, OverallWins, TopStreakTable } from './batch-tables';
import { AccuracyHistogram } from './charts/accuracy-histogram';
import { GameLengthChart } from './charts/game-length-chart';
import { GameCarousel } from './game-carousel';
import { LengthFilterSection } from './length-filter-section';
import { OddsTable } from './odds-table';
import type { Stage } from '../types';
import { batchCsv } from '../utils/csv-exports';
import { fixedHalfUp } from '../../../../common/number-text';

/** A batch result with the page seed it was run from (for the CSV's file name). */
export interface SeededBatch {
  seed: number;
  batch: BatchResult;
}

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card min-w-0">
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

type BlockProps = { data: SeededBatch; stage: Stage };

const WinsBlock = memo(function WinsBlock({ data: { batch: b, seed }, stage }: BlockProps) {
  return (
    <Block title="Overall wins">
      <OverallWins batch={b} />
      {b.gameRows ? (
        <div className="mt-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => downloadCsv(`pool-stage-${stage}-batch-seed-${seed}.csv`, batchCsv(b))}
            data-testid="batch-csv"
          >
            Download CSV ({b.simulations} games)
          </button>
        </div>
      ) : null}
    </Block>
  );
});

const OddsBlock = memo(function OddsBlock({ data: { batch: b } }: BlockProps) {
  return (
    <Block title="Betting odds">
      <OddsTable odds={b.odds} />
      <p className="mt-2 text-xs text-slate-700">
        True odds are 1 / win share; a margin m prices at 1 / (share x (1 + m)). The exact chance comes from solving the
        frame model without sampling; the interval is the Monte Carlo estimate's 95 % Wilson interval.
      </p>
    </Block>
  );
});

const AccuracyBlock = memo(function AccuracyBlock({ data: { batch: b } }: BlockProps) {
  return (
    <Block title="Accuracy">
      <div className="grid grid-cols-1 gap-6">
        <AccuracyHistogram bins={{ player1: b.player1.accuracyHistogram, player2: b.player2.accuracyHistogram }} />
        <BatchAccuracyTable batch={b} />
      </div>
    </Block>
  );
});

const LengthBlock = memo(function LengthBlock({ data: { batch: b }, stage }: BlockProps) {
  return (
    <Block title="Game length">
      <p className="mb-3 text-sm text-slate-700">
        Shortest game <strong>{b.shortestGame}</strong> shots, longest <strong>{b.longestGame}</strong> shots.
      </p>
      {stage === 3 ? (
        <LengthFilterSection gameLengths={b.gameLengths} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-800">
            Median length <strong data-testid="median-length">{b.gameLengths.all.median ?? '-'}</strong> shots · mean{' '}
            {b.gameLengths.all.mean === null || b.gameLengths.all.mean === undefined ? '-' : fixedHalfUp(b.gameLengths.all.mean, 1)} shots
          </p>
          <GameLengthChart lengths={b.gameLengths.all} />
        </>
      )}
    </Block>
  );
});

const BreakBlock = memo(function BreakBlock({ data: { batch: b }, stage }: BlockProps) {
  if (!b.breakConversion) return null;
  return (
    <Block title="Break conversion">
      <BreakConversionTable rows={[b.breakConversion.player1, b.breakConversion.player2]} withFouls={stage === 3} />
    </Block>
  );
});

const StreakBlock = memo(function StreakBlock({ data: { batch: b } }: BlockProps) {
  return (
    <Block title="Top streaks">
      <TopStreakTable batch={b} />
    </Block>
  );
});

const CarouselBlock = memo(function CarouselBlock({ data: { batch: b }, stage }: BlockProps) {
  return (
    <Block title={`The first ${b.games.length} games`}>
      <GameCarousel games={b.games} stage={stage} />
    </Block>
  );
});

/** The batch sections of a stage, in page order, with the height each keeps before it first renders. */
export function batchBlocks(stage: Stage): { Component: (p: BlockProps) => ReactNode; minHeight: number }[] {
  return [
    { Component: WinsBlock, minHeight: 160 },
    ...(stage === 3 ? [{ Component: OddsBlock, minHeight: 220 }] : []),
    { Component: AccuracyBlock, minHeight: 560 },
    { Component: LengthBlock, minHeight: stage === 3 ? 760 : 400 },
    ...(stage >= 2 ? [{ Component: BreakBlock, minHeight: 200 }] : []),
    { Component: StreakBlock, minHeight: 420 },
    { Component: CarouselBlock, minHeight: 320 },
  ];
}
