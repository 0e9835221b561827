import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { RunStatus } from '../../../components/run-status';
import { SeedControl } from '../../../components/seed-control';
import { useSeedParam } from '../../../hooks/use-seed-param';
import { useUrlParams } from '../../../hooks/use-url-params';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { simulateBatch, simulateSingleGame } from '../api/pool-engine';
import { Accordion } from './accordion';
import { AttributePanels } from './attribute-panel';
import { BatchAccuracyTable, BreakConversionTable, OverallWins, TopStreakTable } from './batch-tables';
import { AccuracyHistogram } from './charts/accuracy-histogram';
import { GameLengthChart } from './charts/game-length-chart';
import { GameCarousel } from './game-carousel';
import { GameSummary, ShotReport } from './game-report';
import { LengthFilterSection } from './length-filter-section';
import { OddsTable } from './odds-table';
import { BATCH_SIZE, POOL_PATHS } from '../paths';
import type { AttributePair, Stage } from '../types';
import { playerAttributesCodec } from '../utils/attribute-url';
import { defaultAttributes } from '../utils/default-attributes';
import { batchCsv } from '../utils/csv-exports';
import { downloadCsv } from '../../../lib/csv';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="mt-10" aria-label={title} data-testid={testId}>
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="mt-4 grid grid-cols-1 gap-6">{children}</div>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card min-w-0">
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

const DEFAULTS: AttributePair = defaultAttributes();
/** Address-bar names of the two players' attributes (beside `seed`). */
export const ATTRIBUTE_PARAMS = { player1: 'p1', player2: 'p2' } as const;

const STAGE_LINKS: Record<Stage, { prev: [string, string]; next: [string, string] }> = {
  1: { prev: [POOL_PATHS.intro, 'Introduction'], next: [POOL_PATHS.breakEfficiency, 'Stage 2: Break Efficiency'] },
  2: { prev: [POOL_PATHS.shotAccuracy, 'Stage 1: Shot Accuracy'], next: [POOL_PATHS.foulImpact, 'Stage 3: Foul Impact'] },
  3: { prev: [POOL_PATHS.breakEfficiency, 'Stage 2: Break Efficiency'], next: [POOL_PATHS.playerModel, 'Player Model'] },
};

/** Previous and next page links at the end of a stage page. */
function StageNav({ stage }: { stage: Stage }) {
  const { prev, next } = STAGE_LINKS[stage];
  return (
    <nav aria-label="Stages" className="mt-12 grid grid-cols-1 gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2" data-testid="stage-nav">
      <Link href={prev[0]} className="card !p-4 hover:border-emerald-400" rel="prev">
        <span className="block text-xs font-semibold tracking-wider text-slate-600 uppercase">Previous</span>
        <span className="link font-semibold">← {prev[1]}</span>
      </Link>
      <Link href={next[0]} className="card !p-4 text-right hover:border-emerald-400" rel="next">
        <span className="block text-xs font-semibold tracking-wider text-slate-600 uppercase">Next</span>
        <span className="link font-semibold">{next[1]} →</span>
      </Link>
    </nav>
  );
}

/** Both players' attributes from the link (`p1`, `p2`); a missing or invalid value reads as the defaults. */
function useAttributeParams(stage: Stage): [AttributePair, (next: AttributePair) => void] {
  const { search, update } = useUrlParams();
  const codecs = useMemo(
    () => ({ player1: playerAttributesCodec(stage, DEFAULTS.player1), player2: playerAttributesCodec(stage, DEFAULTS.player2) }),
    [stage],
  );
  const params = new URLSearchParams(search);
  const raw1 = params.get(ATTRIBUTE_PARAMS.player1);
  const raw2 = params.get(ATTRIBUTE_PARAMS.player2);
  const attributes = useMemo<AttributePair>(
    () => ({
      player1: (raw1 === null ? null : codecs.player1.parse(raw1)) ?? DEFAULTS.player1,
      player2: (raw2 === null ? null : codecs.player2.parse(raw2)) ?? DEFAULTS.player2,
    }),
    [raw1, raw2, codecs],
  );
  const set = useCallback(
    (next: AttributePair) => {
      const changes: Record<string, string | null> = {};
      for (const k of ['player1', 'player2'] as const) {
        const text = codecs[k].format(next[k]);
        changes[ATTRIBUTE_PARAMS[k]] = text === codecs[k].format(DEFAULTS[k]) ? null : text;
      }
      update(changes);
    },
    [codecs, update],
  );
  return [attributes, set];
}

/** One stage of the pool simulation: attributes, a single game and a batch of 850. */
export function StagePage({ stage, intro }: { stage: Stage; intro: ReactNode }) {
  const { seed, newSeed } = useSeedParam();
  const [attributes, setAttributes] = useAttributeParams(stage);
  const key = seed === null ? null : JSON.stringify([stage, seed, attributes]);

  const single = useWorkerRun(key, (ctx) => simulateSingleGame({ stage, attributes, seed: seed! }, ctx));
  const batch = useWorkerRun(key, (ctx) => simulateBatch({ stage, attributes, seed: seed!, games: BATCH_SIZE }, ctx));

  const b = batch.data;
  const withBreak = stage >= 2;
  return (
    <div className="page" data-testid={`stage-${stage}`}>
      {intro}
      <div className="mt-6">
        <SeedControl seed={seed} onNewSeed={newSeed} />
      </div>
      <section className="mt-6" aria-label="Player attributes">
        <h2 className="mb-3 text-2xl font-bold">{stage === 1 ? 'Observed accuracy' : 'Player attributes'}</h2>
        <AttributePanels stage={stage} value={attributes} defaults={DEFAULTS} onChange={setAttributes} />
      </section>

      <Section title="Simulate A Single Game" testId="single-game">
        <RunStatus running={single.running} hasData={!!single.data} progress={null} error={single.error} label="Simulating a game..." />
        {single.data ? (
          <>
            <div className="card">
              <GameSummary game={single.data} stage={stage} />
            </div>
            <Accordion title={`Shot-by-shot report (${single.data.totalShots} shots)`}>
              <ShotReport game={single.data} stage={stage} />
            </Accordion>
          </>
        ) : null}
      </Section>

      <Section title={`Batch Simulate ${BATCH_SIZE} Games`} testId="batch">
        <RunStatus running={batch.running} hasData={!!b} progress={batch.progress} error={batch.error} label={`Simulating ${BATCH_SIZE} games...`} />
        {b ? (
          <>
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
            {stage === 3 ? (
              <Block title="Betting odds">
                <OddsTable odds={b.odds} />
                <p className="mt-2 text-xs text-slate-700">
                  True odds are 1 / win share; a margin m prices at 1 / (share x (1 + m)). The exact chance comes from solving the
                  frame model without sampling; the interval is the Monte Carlo estimate's 95 % Wilson interval.
                </p>
              </Block>
            ) : null}
            <Block title="Accuracy">
              <div className="grid grid-cols-1 gap-6">
                <AccuracyHistogram bins={{ player1: b.player1.accuracyHistogram, player2: b.player2.accuracyHistogram }} />
                <BatchAccuracyTable batch={b} />
              </div>
            </Block>
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
                    {b.gameLengths.all.mean?.toFixed(1) ?? '-'} shots
                  </p>
                  <GameLengthChart lengths={b.gameLengths.all} />
                </>
              )}
            </Block>
            {withBreak && b.breakConversion ? (
              <Block title="Break conversion">
                <BreakConversionTable rows={[b.breakConversion.player1, b.breakConversion.player2]} withFouls={stage === 3} />
              </Block>
            ) : null}
            <Block title="Top streaks">
              <TopStreakTable batch={b} />
            </Block>
            <Block title={`The first ${b.games.length} games`}>
              <GameCarousel games={b.games} stage={stage} />
            </Block>
          </>
        ) : null}
      </Section>
      <StageNav stage={stage} />
    </div>
  );
}
