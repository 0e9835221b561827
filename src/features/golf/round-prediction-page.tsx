import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table';
import { RunStatus } from '../../components/run-status';
import { SeedControl } from '../../components/seed-control';
import { useSeedParam } from '../../hooks/use-seed-param';
import { rangeCodec, readParam, useUrlParams } from '../../hooks/use-url-params';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { simulateGolfRounds } from './api/golf-engine';
import { AtOrUnderCard, TARGET } from './components/at-or-under-card';
import { GolfHistogram } from './components/golf-histogram';
import { GolfSlider } from './components/golf-slider';
import { GOLF_AVERAGE as AVERAGE, GOLF_ROUNDS, GOLF_SPREAD as SPREAD } from '../../../workers/golf/round-simulator';
import { fixedHalfUp, percent } from '../../../common/number-text';
import { linkTo } from '../../../contracts/route-manifest';

/** Address-bar names of the settings (beside `seed`); defaults are left out of the link. */
export const GOLF_PARAMS = { average: 'avg', spread: 'spread', target: 'score' } as const;
const AVERAGE_CODEC = rangeCodec(AVERAGE.min, AVERAGE.max, AVERAGE.step);
const SPREAD_CODEC = rangeCodec(SPREAD.min, SPREAD.max, SPREAD.step);
const TARGET_CODEC = rangeCodec(TARGET.min, TARGET.max, TARGET.step);

/** Slider changes settle for this long before a new run starts. */
export const DEBOUNCE_MS = 100;

/** Follows `value` once it has not changed for `ms` (compare primitives: a new object each render would never settle). */
function useDebounced<T extends string | number>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function RoundPredictionPage() {
  usePageMeta({
    title: withBrand('Golf Round Score Prediction'),
    description: `Simulate ${GOLF_ROUNDS} golf rounds from a scoring average and a spread, with a score distribution table and a histogram.`,
    keywords: ['golf round prediction', 'golf score simulation', 'normal distribution', 'Monte Carlo'],
  });
  const { seed, newSeed } = useSeedParam();
  const { search, update } = useUrlParams();
  const urlAverage = readParam(search, GOLF_PARAMS.average, AVERAGE_CODEC, AVERAGE.default);
  const urlSpread = readParam(search, GOLF_PARAMS.spread, SPREAD_CODEC, SPREAD.default);
  const target = readParam(search, GOLF_PARAMS.target, TARGET_CODEC, TARGET.default);
  // the sliders move freely; the settled values go to the run and to the link
  const [average, setAverage] = useState<number>(urlAverage);
  const [spread, setSpread] = useState<number>(urlSpread);
  // follow the link only when it changes from outside (Back, hydration): not when it echoes a value this page
  // wrote, or a slider still moving would jump back to the value it had when the previous one settled
  const written = useRef({ average: urlAverage, spread: urlSpread });
  useEffect(() => {
    if (urlAverage === written.current.average) return;
    written.current.average = urlAverage;
    setAverage(urlAverage);
  }, [urlAverage]);
  useEffect(() => {
    if (urlSpread === written.current.spread) return;
    written.current.spread = urlSpread;
    setSpread(urlSpread);
  }, [urlSpread]);
  const settled = { average: useDebounced(average, DEBOUNCE_MS), spread: useDebounced(spread, DEBOUNCE_MS) };
  // only a slider the visitor moved writes the link: while hydrating, the router reports the server's
  // query, and the sliders follow the real address (effects above) before they settle. The link is read here,
  // not followed (an effect event): a change of the link re-syncs the sliders instead.
  const writeSettled = useEffectEvent((average: number, spread: number) => {
    if (average === urlAverage && spread === urlSpread) return;
    written.current = { average, spread };
    update({
      [GOLF_PARAMS.average]: average === AVERAGE.default ? null : String(average),
      [GOLF_PARAMS.spread]: spread === SPREAD.default ? null : String(spread),
    });
  });
  useEffect(() => writeSettled(settled.average, settled.spread), [settled.average, settled.spread]);
  const setTarget = (s: number) => update({ [GOLF_PARAMS.target]: s === TARGET.default ? null : String(s) });
  const key = seed === null ? null : JSON.stringify([seed, settled.average, settled.spread]);
  const run = useWorkerRun(key, (ctx) => simulateGolfRounds({ average: settled.average, spread: settled.spread, rounds: GOLF_ROUNDS, seed: seed! }, ctx));
  const r = run.data;
  return (
    <div className="page">
      <Link href={linkTo('/sports-models/golf')} className="link text-sm">
        ← Golf Models
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Round score prediction</h1>
      <p className="mt-4 max-w-3xl text-slate-800">
        Each of {GOLF_ROUNDS} rounds is drawn from a normal distribution centred on the scoring average, with a standard
        deviation of the spread as a percent of the average, then rounded to a whole stroke. Move the sliders to see how
        consistency changes the chance of a low round.
      </p>
      <div className="card mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <GolfSlider id="golf-average" label="Average round" value={average} min={AVERAGE.min} max={AVERAGE.max} step={AVERAGE.step} unit="" onChange={setAverage} />
        <GolfSlider id="golf-spread" label="Distribution (spread)" value={spread} min={SPREAD.min} max={SPREAD.max} step={SPREAD.step} unit=" %" onChange={setSpread} />
        <div className="md:col-span-2">
          <SeedControl seed={seed} onNewSeed={newSeed} />
        </div>
      </div>
      <div className="mt-6">
        <RunStatus running={run.running} hasData={!!r} progress={null} error={run.error} label={`Simulating ${GOLF_ROUNDS} rounds...`} />
      </div>
      {r ? <AtOrUnderCard result={r} score={target} onScore={setTarget} /> : null}
      {r ? (
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="golf-table-h" className="min-w-0">
            <h2 id="golf-table-h" className="mb-2 text-xl font-bold">Score distribution</h2>
            <p className="mb-2 text-sm text-slate-700">
              Simulated mean <strong>{fixedHalfUp(r.mean, 2)}</strong> (standard deviation {fixedHalfUp(r.sampleStandardDeviation, 2)}), best{' '}
              <strong>{r.min}</strong>, worst <strong>{r.max}</strong>.
            </p>
            <DataTable
              rows={r.table}
              columns={[
                { id: 'score', header: 'Score', numeric: true, className: 'font-semibold', value: (row) => row.score, firstDirection: 'ascending' },
                { id: 'rounds', header: 'Rounds', numeric: true, value: (row) => row.count },
                { id: 'percent', header: 'Percent', numeric: true, value: (row) => row.percent, render: (row) => percent(row.percent, 1) },
              ]}
              rowKey={(row) => row.score}
              label="Simulated rounds by score"
              testId="golf-table"
            />
          </section>
          <section aria-label="Histogram" className="card order-first min-w-0 lg:order-none">
            <GolfHistogram result={r} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
