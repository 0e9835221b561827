import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element (ResizeObserver), for charts drawn in real pixels. `initial` is the width before
 * the first measurement; `null` lets a chart draw nothing until it knows its real width.
 */
export function useElementWidth<T extends HTMLElement, I extends number | null = number>(initial: I = 600 as I) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | I>(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(Math.max(200, Math.round(el.getBoundingClientRect().width)));
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
