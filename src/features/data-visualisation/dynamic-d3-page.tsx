import { useMemo, useRef, useState } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { GaugeChart } from './components/gauge-chart';
import { ScatterChart } from './components/scatter-chart';
import {
  DEFAULT_BREAKPOINT,
  DEFAULT_COLOURS,
  DEFAULT_GAUGE,
  DEFAULT_HEIGHT,
  gaugeValueSource,
  PALETTE,
  pickSwatch,
  randomPoints,
  selectSlot,
  swatchName,
  type ChartHeight,
  type PickerState,
} from './utils/demo-data';
import { sharePercent } from '../../../workers/core/number-text';
import { linkTo } from '../../../contracts/route-manifest';

const POINTS_SEED = 20240601;
const GAUGE_SEED = 7;
const SLOT_LABELS = ['Low', 'Breakpoint', 'High'];

export default function DynamicD3Page() {
  usePageMeta({
    title: withBrand('Dynamic D3 Components'),
    description:
      'Interactive D3.js charts in React: a resizable scatter coloured by an adjustable breakpoint, a colour picker and an animated multi-ring gauge.',
    keywords: ['d3', 'react', 'data visualisation', 'scatter plot', 'gauge chart', 'animated transitions'],
    canonicalPath: linkTo('/data-visualisation/dynamic-d3-components'),
  });
  const [height, setHeight] = useState<ChartHeight>(DEFAULT_HEIGHT);
  const [breakpoint, setBreakpoint] = useState(DEFAULT_BREAKPOINT);
  const [picker, setPicker] = useState<PickerState>({ colours: [...DEFAULT_COLOURS], selected: null });
  const points = useMemo(() => randomPoints(POINTS_SEED), []);
  const nextGauge = useRef(gaugeValueSource(GAUGE_SEED));
  const [gauge, setGauge] = useState(DEFAULT_GAUGE);

  const randomise = () => {
    const values = nextGauge.current();
    setGauge((g) => g.map((group, i) => ({ ...group, value: values[i] })));
  };

  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Data visualisation</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Dynamic D3 Components</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        React owns the state, D3 owns the drawing: every control below changes props, and each chart animates from its
        old state to the new one with D3 transitions. Resize the window and the charts redraw to fit their container.
      </p>

      <section aria-labelledby="controls-title" className="card mt-6">
        <h2 id="controls-title" className="text-lg font-semibold">
          Controls
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          <div>
            <p className="text-sm font-medium text-slate-700" id="height-label">
              Chart height
            </p>
            <button
              type="button"
              className="btn-secondary mt-2"
              aria-describedby="height-label"
              aria-pressed={height === 400}
              data-testid="height-toggle"
              onClick={() => setHeight((h) => (h === 300 ? 400 : 300))}
            >
              Height: {height}px (switch to {height === 300 ? 400 : 300})
            </button>
          </div>
          <div>
            <label htmlFor="breakpoint" className="text-sm font-medium text-slate-700">
              Colour breakpoint: <output data-testid="breakpoint-value">{breakpoint}</output>
            </label>
            <input
              id="breakpoint"
              type="range"
              min={0}
              max={100}
              step={1}
              value={breakpoint}
              onChange={(e) => setBreakpoint(Number(e.target.value))}
              className="mt-3 w-full accent-emerald-700"
            />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-700" id="slots-label">
              Colours {picker.selected === null ? '(select a slot to change it)' : `(pick a colour for ${SLOT_LABELS[picker.selected]})`}
            </p>
            <div className="mt-2 flex gap-2" role="group" aria-labelledby="slots-label">
              {picker.colours.map((c, i) => (
                <button
                  key={i}
                  type="button"
                  aria-pressed={picker.selected === i}
                  aria-label={`${SLOT_LABELS[i]} colour: ${swatchName(c)}`}
                  data-testid={`colour-slot-${i}`}
                  data-colour={c}
                  onClick={() => setPicker((p) => selectSlot(p, i))}
                  className={`flex items-center gap-2 rounded-lg border px-2 py-1 text-xs font-medium text-slate-800 ${
                    picker.selected === i ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-300'
                  }`}
                >
                  <span className="h-5 w-5 rounded border border-slate-400" style={{ background: c }} aria-hidden="true" />
                  {SLOT_LABELS[i]}
                </button>
              ))}
            </div>
            <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Palette">
              {PALETTE.map((s) => (
                <button
                  key={s.hex}
                  type="button"
                  aria-label={s.name}
                  title={s.name}
                  disabled={picker.selected === null}
                  data-testid={`swatch-${s.name.toLowerCase()}`}
                  onClick={() => setPicker((p) => pickSwatch(p, s.hex))}
                  className="h-7 w-7 rounded-full border-2 border-white shadow ring-1 ring-slate-400 transition hover:scale-110 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:scale-100"
                  style={{ background: s.hex }}
                />
              ))}
            </div>
          </div>
        </div>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="card min-w-0" aria-labelledby="scatter-title">
          <h2 id="scatter-title" className="text-lg font-semibold">
            Scatter: 150 random points
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Each point is coloured by its value (0-100) on a three-colour scale whose middle colour sits at the
            breakpoint (dashed line).
          </p>
          <div className="mt-3">
            <ScatterChart points={points} height={height} breakpoint={breakpoint} colours={picker.colours} />
          </div>
        </section>
        <section className="card min-w-0" aria-labelledby="gauge-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="gauge-title" className="text-lg font-semibold">
                Gauge
              </h2>
              <p className="mt-1 text-sm text-slate-600">Four groups, each ring filled to its value.</p>
            </div>
            <button type="button" className="btn-primary" onClick={randomise}>
              Randomise Values
            </button>
          </div>
          <div className="mt-3">
            <GaugeChart groups={gauge} height={height} />
          </div>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="gauge-legend">
            {gauge.map((g) => (
              <li key={g.name} className="flex items-center gap-2">
                <span className="h-3 w-3 rounded-full" style={{ background: g.colour }} aria-hidden="true" />
                <span>
                  {g.name} <span className="font-semibold tabular-nums" data-testid={`gauge-value-${g.name.toLowerCase()}`}>{sharePercent(g.value, 0)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="prose-article mt-10 max-w-3xl">
        <h2>How it is built</h2>
        <p>
          The page keeps four pieces of state in React: the chart height (300 or 400 pixels), the colour breakpoint
          (0-100, default 50), the three colours (red, yellow and green to begin with) and the gauge values. Each chart
          is a small component that receives these as props and, in an effect, hands them to D3. D3 joins the data to
          SVG elements by key, so when a prop changes the same 150 circles and the same four rings are updated in
          place, and a transition interpolates every attribute from its old value to its new one.
        </p>
        <p>
          The scatter uses a left margin of 40 pixels; the gauge uses the default chart margins of 15 (top), 15
          (right), 30 (bottom) and 60 (left). Both charts watch their container with a ResizeObserver and redraw at the
          new width, so they fit a phone as well as a wide screen. The points and gauge values come from a seeded
          generator, so the page shows the same data on every visit, and each click on Randomise Values draws the next
          set.
        </p>
        <h3>The colour picker</h3>
        <p>
          Select a slot (Low, Breakpoint or High), then a swatch from the palette of seven: the swatch replaces that
          slot&apos;s colour and the slot is deselected. Points at 0 take the Low colour, points at the breakpoint the
          middle colour and points at 100 the High colour, with a smooth blend in between.
        </p>
      </section>
    </div>
  );
}
