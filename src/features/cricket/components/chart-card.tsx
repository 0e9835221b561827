import type { ReactNode } from 'react';
import { useContainerWidth } from '../hooks/use-container-width';

/** A titled card whose chart is drawn at the card's measured width. */
export function ChartCard({ title, note, children, testId }: { title: string; note?: string; children: (width: number) => ReactNode; testId?: string }) {
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  return (
    <section className="card min-w-0" data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div ref={ref} className="mt-3 w-full overflow-hidden">
        {width > 0 && children(width)}
      </div>
    </section>
  );
}
