import type { ReactNode } from 'react';

/** A chart box with a caption (the chart's title) and a fixed height so it stays readable at 375 px. */
export function ChartFigure({ caption, children, height = 288, testId }: { caption: string; children: ReactNode; height?: number; testId?: string }) {
  return (
    <figure className="m-0" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{caption}</figcaption>
      <div style={{ height }} className="w-full min-w-0">
        {children}
      </div>
    </figure>
  );
}
