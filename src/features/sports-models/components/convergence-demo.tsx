import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { area, line, scaleLinear, scaleLog } from 'd3';
import type { ConvergenceResult } from '../../../../workers/demos/convergence';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { CHART_FONT, CHART_FONT_MIN, SERIES_COLORS } from '../../../components/charts/chart-theme';
import { useElementWidth } from '../../../hooks/use-element-width';
import { formatNumber } from '../../../../common/number-text';
import { fixedHalfUp, sharePercent } from '../../../../common/number-text';

const SIM_OPTIONS = [1_000, 10_000, 100_000];
const BEST_OF = [1, 3, 5, 7, 9];

type ConvergenceInput = { p: string; bestOf: number; sims: number; seed: number };

/**
 * The demo's runs on the simulation workers: the first at the defaults on mount, each later one cancelling the one
 * in progress (as does leaving the page); only the newest run's answer or error shows.
 */
function useConvergenceRun() {
  const [result, setResult] = useState<ConvergenceResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  // The run in progress: a newer run or leaving the page cancels it (the pool then ends that worker).
  const current = useRef<AbortController | null>(null);
  const runId = useRef(0);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (input: ConvergenceInput) => {
      const prob = Number(input.p) / 100;
      if (input.p.trim() === '' || !(prob >= 0 && prob <= 1)) {
        setError(new Error('Game win probability must be between 0 and 100 %.'));
        return;
      }
      current.current?.abort();
      const control = new AbortController();
      current.current = control;
      const my = ++runId.current;
      setRunning(true);
      setError(null);
      try {
        const r = await simulationWorkers().runConvergence(
          { gameWinProbability: prob, bestOf: input.bestOf, simulations: input.sims, seed: input.seed },
          { signal: control.signal },
        );
        if (my === runId.current) setResult(r);
      } catch (e) {
        if (my === runId.current) setError(e);
      } finally {
        if (my === runId.current) setRunning(false);
      }
    },
    [],
  );

  useEffect(() => {
    void run({ p: '55', bestOf: 7, sims: 10_000, seed: 1 });
  }, [run]);

  return { result, error, running, run };
}

/** Live Monte Carlo demo: the running estimate of a series-win chance converging on the exact value. */
export function ConvergenceDemo() {
  const id = useId();
  const [p, setP] = useState('55');
  const [bestOf, setBestOf] = useState(7);
  const [sims, setSims] = useState(10_000);
  const [seed, setSeed] = useState(1);
  const { result, error, running, run } = useConvergenceRun();

  const last = result ? result.estimate.length - 1 : -1;
  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="convergence-demo" data-toc-skip>
      <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
        Live demo: a Monte Carlo estimate converging
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Chance that a team winning each game with the probability below wins a best-of-N series. The simulation runs in your
        browser from a seed: the same seed always gives the same curve.
      </p>
      <form
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5 sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void run({ p, bestOf, sims, seed });
        }}
      >
        <div>
          <label htmlFor={`${id}-p`} className="block text-sm font-medium text-slate-700">
            Game win %
          </label>
          <input id={`${id}-p`} className="input mt-1" type="number" min={0} max={100} step={1} value={p} onChange={(e) => setP(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-bo`} className="block text-sm font-medium text-slate-700">
            Best of
          </label>
          <select id={`${id}-bo`} className="input mt-1" value={bestOf} onChange={(e) => setBestOf(Number(e.target.value))}>
            {BEST_OF.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-n`} className="block text-sm font-medium text-slate-700">
            Simulations
          </label>
          <select id={`${id}-n`} className="input mt-1" value={sims} onChange={(e) => setSims(Number(e.target.value))}>
            {SIM_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {formatNumber(n)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-seed`} className="block text-sm font-medium text-slate-700">
            Replay code
          </label>
          <input id={`${id}-seed`} className="input mt-1" type="number" step={1} value={seed} onChange={(e) => setSeed(Math.trunc(Number(e.target.value)))} />
        </div>
        <button type="submit" className="btn-primary col-span-2 sm:col-span-1" disabled={running}>
          {running ? 'Running...' : 'Run simulation'}
        </button>
      </form>
      <div className="mt-4" aria-live="polite">
        {error != null && <ErrorMessage error={error} />}
        {!result && !error && <Spinner label="Simulating..." />}
        {result && (
          <>
            <dl className="grid grid-cols-3 gap-3 text-center" data-testid="convergence-summary">
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs uppercase tracking-wide text-slate-600">Estimate</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid="convergence-estimate">
                  {sharePercent(result.estimate[last], 2)}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs uppercase tracking-wide text-slate-600">Exact</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid="convergence-exact">
                  {sharePercent(result.exact, 2)}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs uppercase tracking-wide text-slate-600">95 % margin</dt>
                <dd className="text-lg font-bold tabular-nums">±{fixedHalfUp(1.96 * result.standardError[last] * 100, 2)}</dd>
              </div>
            </dl>
            <ConvergenceChart result={result} />
          </>
        )}
      </div>
    </section>
  );
}

const H = 250;
const M = { top: 12, right: 30, bottom: 40, left: 52 };

/** Drawn in real pixels (the box's measured width) so its text stays 11-12 px at any width. */
function ConvergenceChart({ result }: { result: ConvergenceResult }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const W = measured ?? 0;
  const pts = Array.from(result.n, (n, i) => ({ n, e: result.estimate[i], se: result.standardError[i] }));
  const x = scaleLog().domain([pts[0].n, pts[pts.length - 1].n]).range([M.left, W - M.right]);
  const y = scaleLinear().domain([0, 1]).range([H - M.bottom, M.top]);
  const band = area<(typeof pts)[number]>()
    .x((d) => x(d.n))
    .y0((d) => y(Math.max(0, d.e - 1.96 * d.se)))
    .y1((d) => y(Math.min(1, d.e + 1.96 * d.se)))(pts);
  const path = line<(typeof pts)[number]>()
    .x((d) => x(d.n))
    .y((d) => y(d.e))(pts);
  const xTicks = x.ticks().filter((t) => Math.log10(t) % 1 === 0);
  return (
    <figure className="mt-4">
      <div ref={ref} className="w-full" style={{ height: H }}>
      {measured !== null && (
<svg width={W} height={H} className="block max-w-full" role="img" aria-label="Running estimate against number of simulations, with a 95 % band narrowing around the exact value">
        {[0, 0.25, 0.5, 0.75, 1].map((t) => (
          <g key={t} transform={`translate(0,${y(t)})`}>
            <line x1={M.left} x2={W - M.right} stroke="#e2e8f0" />
            <text x={M.left - 8} dy="0.32em" textAnchor="end" fontSize={CHART_FONT_MIN} fill="#475569">{sharePercent(t, 0)}</text>
          </g>
        ))}
        {xTicks.map((t) => (
          <g key={t} transform={`translate(${x(t)},${H - M.bottom})`}>
            <line y2={5} stroke="#64748b" />
            <text y={18} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#475569">{formatNumber(t)}</text>
          </g>
        ))}
        <path d={band ?? ''} fill={SERIES_COLORS[0]} opacity={0.18} />
        <line x1={M.left} x2={W - M.right} y1={y(result.exact)} y2={y(result.exact)} stroke={SERIES_COLORS[1]} strokeDasharray="6 4" strokeWidth={1.5} />
        <path d={path ?? ''} fill="none" stroke={SERIES_COLORS[0]} strokeWidth={2} />
        <text x={W - M.right} y={y(result.exact) - 6} textAnchor="end" fontSize={CHART_FONT_MIN} fill="#B34E00">exact</text>
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fontSize={CHART_FONT} fill="#334155">Simulated series (log scale)</text>
      </svg>
)}
      </div>
      <figcaption className="text-xs text-slate-600">
        Blue line: running estimate; shaded: 95 % interval (±1.96 standard errors); orange dashes: exact answer.
      </figcaption>
    </figure>
  );
}
