import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

/** A point a chart can show a tooltip for: its position in the SVG's pixels and the tooltip's lines. */
export interface TipPoint {
  x: number;
  y: number;
  lines: string[];
}

/**
 * The one chart readout: tooltips for an SVG chart that work with a mouse (hover), on touch (tap a point; tap
 * elsewhere to close) and from the keyboard (focus the chart, then arrow keys step through the points, Home and End
 * jump to the ends, Escape closes; the text is announced by `ChartTooltip`'s live region). `mode` 'x' picks the
 * point nearest along x (bars, lines), 'xy' the nearest within `radius` px. `setActive` lets a page show a point
 * from outside the chart (a turning point's link).
 */
export function useChartTips(points: readonly TipPoint[], mode: 'x' | 'xy' = 'xy', radius = 28) {
  const [active, setActive] = useState<number | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const current = active !== null && active < points.length ? active : null;

  const nearest = (px: number, py: number): number | null => {
    let best: number | null = null;
    let bestD = Infinity;
    points.forEach((p, i) => {
      const d = mode === 'x' ? Math.abs(p.x - px) : Math.hypot(p.x - px, p.y - py);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    return mode === 'xy' && bestD > radius ? null : best;
  };
  const at = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return nearest(e.clientX - r.left, e.clientY - r.top);
  };

  // A tap outside the chart closes a touch tooltip.
  useEffect(() => {
    if (current === null) return;
    const close = (e: globalThis.PointerEvent) => {
      if (svgRef.current && !svgRef.current.contains(e.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [current]);

  const svgProps = {
    ref: svgRef,
    tabIndex: 0,
    onPointerMove: (e: PointerEvent<SVGSVGElement>) => {
      if (e.pointerType !== 'touch') setActive(at(e));
    },
    onPointerDown: (e: PointerEvent<SVGSVGElement>) => setActive(at(e)),
    onPointerLeave: (e: PointerEvent<SVGSVGElement>) => {
      if (e.pointerType !== 'touch') setActive(null);
    },
    onBlur: () => setActive(null),
    onKeyDown: (e: KeyboardEvent<SVGSVGElement>) => {
      if (!points.length) return;
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
        e.preventDefault();
        setActive((a) => (a === null ? 0 : Math.min(points.length - 1, a + 1)));
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a === null ? points.length - 1 : Math.max(0, a - 1)));
      } else if (e.key === 'Home') {
        e.preventDefault();
        setActive(0);
      } else if (e.key === 'End') {
        e.preventDefault();
        setActive(points.length - 1);
      } else if (e.key === 'Escape') setActive(null);
    },
    className: 'touch-pan-y focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
  };
  return { active: current, setActive, svgProps, point: current === null ? null : points[current] };
}

/** The tooltip box (place it in a `relative` wrapper around the SVG) and a live region for keyboard users. */
export function ChartTooltip({ point, width, testId = 'chart-tooltip' }: { point: TipPoint | null; width: number; testId?: string }) {
  let box: ReactNode = null;
  if (point) {
    const left = Math.max(80, Math.min(width - 80, point.x));
    const below = point.y < 56;
    box = (
      <div
        role="tooltip"
        data-testid={testId}
        className="pointer-events-none absolute z-20 max-w-[11rem] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 text-white shadow-lg"
        style={{ left, top: below ? point.y + 14 : point.y - 10, transform: `translate(-50%, ${below ? '0' : '-100%'})` }}
      >
        {point.lines.map((l, i) => (
          <div key={i} className={i === 0 ? 'font-semibold' : undefined}>
            {l}
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      {box}
      <div className="sr-only" aria-live="polite" data-testid={`${testId}-readout`}>
        {point ? point.lines.join('. ') : ''}
      </div>
    </>
  );
}
