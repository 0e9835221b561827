import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { ChartControls } from './components/chart-controls';
import { GaugePanel } from './components/gauge-panel';
import { ScatterChart } from './components/scatter-chart';
import { DEFAULT_BREAKPOINT, DEFAULT_COLOURS, DEFAULT_HEIGHT, randomPoints, type ChartHeight, type PickerState } from './utils/demo-data';
import { linkTo } from '../../../contracts/route-manifest';

const POINTS_SEED = 20240601;

export default function DynamicD3Page() {
  usePageMeta({
    title: withBrand('Dynamic D3 components'),
    description:
      'Interactive D3.js charts in React: a resizable scatter coloured by an adjustable breakpoint, a colour picker and an animated multi-ring gauge.',
    keywords: ['d3', 'react', 'data visualisation', 'scatter plot', 'gauge chart', 'animated transitions'],
    canonicalPath: linkTo('/data-visualisation/dynamic-d3-components'),
  });
  const [height, setHeight] = useState<ChartHeight>(DEFAULT_HEIGHT);
  const [breakpoint, setBreakpoint] = useState(DEFAULT_BREAKPOINT);
  const [picker, setPicker] = useState<PickerState>({ colours: [...DEFAULT_COLOURS], selected: null });
  const points = useMemo(() => randomPoints(POINTS_SEED), []);

  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Data visualisation</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Dynamic D3 components</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        React owns the state, D3 owns the drawing: every control below changes props, and each chart animates from its
        old state to the new one with D3 transitions. Resize the window and the charts redraw to fit their container.
      </p>

      <ChartControls height={height} setHeight={setHeight} breakpoint={breakpoint} setBreakpoint={setBreakpoint} picker={picker} setPicker={setPicker} />

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
        <GaugePanel height={height} />
      </div>

      {/* The demo's method: how it is built, for readers who build charts (left out of the developer-word check). */}
      <section className="prose-article mt-10 max-w-3xl" data-how-it-works="">
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
      <section className="prose-article mt-10 max-w-3xl" aria-labelledby="more-demos" data-testid="more-demos">
        <h2 id="more-demos">More demos</h2>
        <ul>
          <li>
            <Link href={linkTo('/intersecting-lines')}>Intersecting lines and tangents</Link>: two circles and the four lines
            that touch both, every point computed from the centres and radii.
          </li>
          <li>
            <Link href={linkTo('/playground')}>Playground</Link>: the site&apos;s colours, type, buttons, form fields and
            loading and error states, each in every state it can be in.
          </li>
        </ul>
      </section>
    </div>
  );
}
