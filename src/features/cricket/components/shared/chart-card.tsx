import type { ReactNode } from 'react';
import { useElementWidth } from '../../../../hooks/use-element-width';

/**
 * A titled card whose chart is drawn at the card's measured width. `minHeight` reserves the chart's height
 * before the width is known (and on the server), so nothing below moves when it draws.
 */
export function ChartCard({
  title,
  note,
  children,
  testId,
  minHeight = 0,
  headingLevel = 2,
  plain = false,
}: {
  title: ReactNode;
  note?: ReactNode;
  children: (width: number) => ReactNode;
  testId?: string;
  minHeight?: number;
  headingLevel?: 2 | 3;
  /** Inside another card: no card of its own, a rule above instead. */
  plain?: boolean;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>({ transition: true });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={plain ? 'min-w-0 border-t border-slate-200 pt-4' : 'card min-w-0'} data-testid={testId}>
      <Heading className={headingLevel === 2 ? 'text-lg font-semibold text-slate-900' : 'text-base font-semibold text-slate-900'}>{title}</Heading>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div ref={ref} className="mt-3 w-full overflow-hidden" style={{ minHeight }}>
        {width !== null && width > 0 && children(width)}
      </div>
    </section>
  );
}
