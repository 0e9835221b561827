import { useRef, useState } from 'react';
import { GaugeChart } from './gauge-chart';
import { DEFAULT_GAUGE, gaugeValueSource, type ChartHeight } from '../utils/demo-data';
import { sharePercent } from '../../../../common/number-text';

const GAUGE_SEED = 7;

/** The gauge, its legend, and Randomise Values, which draws the next seeded set of values. */
export function GaugePanel({ height }: { height: ChartHeight }) {
  const nextGauge = useRef(gaugeValueSource(GAUGE_SEED));
  const [gauge, setGauge] = useState(DEFAULT_GAUGE);
  const randomise = () => {
    const values = nextGauge.current();
    setGauge((g) => g.map((group, i) => ({ ...group, value: values[i] })));
  };
  return (
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
  );
}
