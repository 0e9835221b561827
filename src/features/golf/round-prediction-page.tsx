import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table';
import { RunStatus } from '../../components/run-status';
import { SeedControl } from '../../components/seed-control';
import { useSeedParam } from '../../hooks/use-seed-param';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { simulateGolfRounds } from './api/golf-engine';
import { GolfHistogram } from './components/golf-histogram';
import { GOLF_AVERAGE as AVERAGE, GOLF_ROUNDS, GOLF_SPREAD as SPREAD } from '../../../workers/golf/round-simulator';

/** Slider changes settle for this long before a new run starts. */
export const DEBOUNCE_MS = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function Slider({ id, label, value, min, max, step, unit, onChange }: { id: string; label: string; value: number; min: number; max: number; step: number; unit: string; onChange: (v: number) => void }) {
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="font-mono text-lg font-bold text-slate-900" data-testid={`${id}-value`}>
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 w-full accent-emerald-700"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{min}{unit}</span>
        <span>{max}{unit}</span>
      </div>
    </div>
  );
}

export default function RoundPredictionPage() {
  usePageMeta({
    title: withBrand('Golf Round Score Prediction'),
    description: `Simulate ${GOLF_ROUNDS} golf rounds from a scoring average and a spread, with a score distribution table and a histogram.`,
    keywords: ['golf round prediction', 'golf score simulation', 'normal distribution', 'Monte Carlo'],
  });
  const { seed, newSeed } = useSeedParam();
  const [average, setAverage] = useState<number>(AVERAGE.default);
  const [spread, setSpread] = useState<number>(SPREAD.default);
  const settled = useDebounced({ average, spread }, DEBOUNCE_MS);
  const key = seed === null ? null : JSON.stringify([seed, settled.average, settled.spread]);
  const run = useWorkerRun(key, (ctx) => simulateGolfRounds({ average: settled.average, spread: settled.spread, rounds: GOLF_ROUNDS, seed: seed! }, ctx));
  const r = run.data;
  return (
    <div className="page">
      <Link href="/sports-models/golf" className="link text-sm">
        ← Golf Models
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Round Score Prediction</h1>
      <p className="mt-4 max-w-3xl text-slate-800">
        Each of {GOLF_ROUNDS} rounds is drawn from a normal distribution centred on the scoring average, with a standard
        deviation of the spread as a percent of the average, then rounded to a whole stroke. Move the sliders to see how
        consistency changes the chance of a low round.
      </p>
      <div className="card mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <Slider id="golf-average" label="Average round" value={average} min={AVERAGE.min} max={AVERAGE.max} step={AVERAGE.step} unit="" onChange={setAverage} />
        <Slider id="golf-spread" label="Distribution (spread)" value={spread} min={SPREAD.min} max={SPREAD.max} step={SPREAD.step} unit=" %" onChange={setSpread} />
        <div className="md:col-span-2">
          <SeedControl seed={seed} onNewSeed={newSeed} />
        </div>
      </div>
      <div className="mt-6">
        <RunStatus running={run.running} hasData={!!r} progress={null} error={run.error} label={`Simulating ${GOLF_ROUNDS} rounds...`} />
      </div>
      {r ? (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="golf-table-h" className="min-w-0">
            <h2 id="golf-table-h" className="mb-2 text-xl font-bold">Score distribution</h2>
            <p className="mb-2 text-sm text-slate-700">
              Simulated mean <strong>{r.mean.toFixed(2)}</strong> (standard deviation {r.sampleStandardDeviation.toFixed(2)}), best{' '}
              <strong>{r.min}</strong>, worst <strong>{r.max}</strong>.
            </p>
            <DataTable
              rows={r.table}
              columns={[
                { id: 'score', header: 'Score', numeric: true, className: 'font-semibold', value: (row) => row.score, firstDirection: 'ascending' },
                { id: 'rounds', header: 'Rounds', numeric: true, value: (row) => row.count },
                { id: 'percent', header: 'Percent', numeric: true, value: (row) => row.percent, render: (row) => `${row.percent.toFixed(1)} %` },
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
