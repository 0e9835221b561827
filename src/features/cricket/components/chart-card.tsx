import type { ReactNode } from 'react';
import { useContainerWidth } from '../hooks/use-container-width';

/**
 * A titled card whose chart is drawn at the card's measured width. `minHeight` (the chart's height in px) holds
 * the chart's room before the width is known, e.g. in HTML rendered on the server, so nothing moves when it draws.
 */
export function ChartCard({
  title,
  note,
  children,
  testId,
  minHeight,
}: {
  title: string;
  note?: string;
  children: (width: number) => ReactNode;
  testId?: string;
  minHeight?: number;
}) {
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  return (
    <section className="card min-w-0" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div ref={ref} className="mt-3 w-full overflow-hidden" style={minHeight ? { minHeight } : undefined}>
        {width > 0 && children(width)}
      </div>
    </section>
  );
}
