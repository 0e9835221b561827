import { useEffect, useRef, useState } from 'react';

const MIN_WIDTH = 200;

/**
 * The rendered width of an element (its border box, at least 200 px), for charts drawn in real pixels. `initial` is
 * the width before the first measurement; `null` lets a chart draw nothing until it knows its real width. Read from
 * ResizeObserver callbacks, which run after the browser's own layout (its first one comes with the first frame), so
 * measuring forces no extra layout; an unchanged width sets no state.
 */
export function useElementWidth<T extends HTMLElement, I extends number | null = number>(initial: I = 600 as I) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | I>(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const set = (w: number) => setWidth((prev) => (prev === w ? prev : w));
    if (typeof ResizeObserver === 'undefined') {
      set(Math.max(MIN_WIDTH, Math.round(el.getBoundingClientRect().width)));
      return;
    }
    const ro = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry.borderBoxSize?.[0];
      set(Math.max(MIN_WIDTH, Math.round(box ? box.inlineSize : entry.target.getBoundingClientRect().width)));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
