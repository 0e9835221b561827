import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * Width of an element, kept current with a ResizeObserver, measured in a layout effect (before the browser
 * paints). Width changes are transitions: the charts they draw render in time slices that give way to input,
 * instead of one long main-thread task; the cards reserve the chart's height meanwhile (ChartCard minHeight),
 * so nothing below moves when the chart appears (issue 11, no layout shift).
 */
export function useContainerWidth<T extends HTMLElement>(initial = 0) {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const w = el.getBoundingClientRect().width;
    startTransition(() => setWidth(w));
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        const next = e.contentRect.width;
        startTransition(() => setWidth(next));
      }
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
