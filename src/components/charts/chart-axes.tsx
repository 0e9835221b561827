import type { ScaleLinear } from 'd3';
import { formatNumber } from '../../../common/number-text';

export const MARGIN = { top: 15, right: 15, bottom: 44, left: 56 };

interface AxisProps {
  scale: ScaleLinear<number, number>;
  ticks?: number;
  length: number;
  label: string;
  format?: (n: number) => string;
  /** Only whole-number ticks (counts, innings numbers). */
  integer?: boolean;
  /** Exactly these ticks (instead of the scale's own). */
  values?: number[];
}

/** A tick's number as the site writes it (grouped thousands, the true minus). */
const axisNumber = (t: number) => formatNumber(t, 12);

const tickValues = (scale: ScaleLinear<number, number>, n: number, integer?: boolean) =>
  integer ? scale.ticks(n).filter((t) => Number.isInteger(t)) : scale.ticks(n);

/** Bottom axis drawn at y = 0 of its group; translate the group to the plot's bottom. */
export function BottomAxis({ scale, ticks = 6, length, label, format = axisNumber, integer, values }: AxisProps) {
  return (
    <g className="text-slate-600">
      <line x1={0} x2={length} y1={0} y2={0} stroke="currentColor" />
      {(values ?? tickValues(scale, ticks, integer)).map((t) => (
        <g key={t} transform={`translate(${scale(t)},0)`}>
          <line y2={5} stroke="currentColor" />
          <text y={17} textAnchor="middle" fontSize={11} fill="currentColor">
            {format(t)}
          </text>
        </g>
      ))}
      <text x={length / 2} y={36} textAnchor="middle" fontSize={12} fill="#334155" fontWeight={600}>
        {label}
      </text>
    </g>
  );
}

/** Left axis with light grid lines across the plot width. */
export function LeftAxis({ scale, ticks = 5, length, label, format = axisNumber, gridWidth = 0, integer, values }: AxisProps & { gridWidth?: number }) {
  return (
    <g className="text-slate-600">
      <line x1={0} x2={0} y1={0} y2={length} stroke="currentColor" />
      {(values ?? tickValues(scale, ticks, integer)).map((t) => (
        <g key={t} transform={`translate(0,${scale(t)})`}>
          <line x2={-5} stroke="currentColor" />
          {gridWidth > 0 && <line x2={gridWidth} stroke="#e2e8f0" />}
          <text x={-8} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
            {format(t)}
          </text>
        </g>
      ))}
      <text transform={`translate(-42,${length / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill="#334155" fontWeight={600}>
        {label}
      </text>
    </g>
  );
}
