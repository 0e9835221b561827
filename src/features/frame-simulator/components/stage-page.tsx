import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { RunStatus } from '../../../components/run-status';
import { SeedControl } from '../../../components/seed-control';
import { useSeedParam } from '../../../hooks/use-seed-param';
import { useUrlParams } from '../../../hooks/use-url-params';
import { useStagedData } from '../../../hooks/use-staged-data';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { simulateBatch, simulateSingleGame } from '../simulation/frame-engine';
import { Accordion } from './accordion';
import { AttributePanels } from './attribute-panel';
import { batchBlocks, type SeededBatch } from './batch-blocks';
import { GameSummary, ShotReport } from './game-report';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';
import type { AttributePair, Stage } from '../types';
import { playerAttributesCodec } from '../utils/attribute-url';
import { defaultAttributes } from '../utils/default-attributes';

/** A results section; `busy` (aria-busy) while its results are being computed or switched in. */
function Section({ title, children, testId, className = '', busy }: { title: string; children: ReactNode; testId: string; className?: string; busy: boolean }) {
  return (
    <section className={`mt-10 ${className}`} aria-label={title} aria-busy={busy} data-testid={testId}>
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="mt-4 grid grid-cols-1 gap-6">{children}</div>
    </section>
  );
}


const DEFAULTS: AttributePair = defaultAttributes();
/** Address-bar names of the two players' attributes (beside `seed`). */
export const ATTRIBUTE_PARAMS = { player1: 'p1', player2: 'p2' } as const;

const STAGE_LINKS: Record<Stage, { prev: [string, string]; next: [string, string] }> = {
  1: { prev: [FRAME_PATHS.intro, 'Introduction'], next: [FRAME_PATHS.breakEfficiency, 'Stage 2: break efficiency'] },
  2: { prev: [FRAME_PATHS.shotAccuracy, 'Stage 1: shot accuracy'], next: [FRAME_PATHS.foulImpact, 'Stage 3: foul impact'] },
  3: { prev: [FRAME_PATHS.breakEfficiency, 'Stage 2: break efficiency'], next: [FRAME_PATHS.playerModel, 'Player model'] },
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
  const batch = useWorkerRun(key, async (ctx): Promise<SeededBatch> => ({
    seed: seed!,
    batch: await simulateBatch({ stage, attributes, seed: seed!, games: BATCH_SIZE }, ctx),
  }));

  const b = batch.data;
  // the batch's sections render one per task (no single long task), each memoized
  const blocks = useMemo(() => batchBlocks(stage), [stage]);
  const staged = useStagedData(b, blocks.length);
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

      {/* Until the game arrives the section keeps the height of its report (measured at 375-1280 px), so the batch
          below does not jump. */}
      <Section
        title="Simulate A Single Game"
        testId="single-game"
        className={single.data ? '' : 'min-h-[824px] sm:min-h-[784px]'}
        busy={single.running}
      >
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

      <Section title={`Batch Simulate ${BATCH_SIZE} Games`} testId="batch" busy={batch.running || (b !== undefined && !staged.done)}>
        <RunStatus running={batch.running} hasData={!!b} progress={batch.progress} error={batch.error} label={`Simulating ${BATCH_SIZE} games...`} />
        {blocks.map(({ Component, minHeight }, i) => {
          const data = staged.at(i);
          return data ? <Component key={i} data={data} stage={stage} /> : b ? <div key={i} style={{ minHeight }} aria-hidden="true" /> : null;
        })}
      </Section>
      <StageNav stage={stage} />
    </div>
  );
}
