import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Width of an element, kept current with a ResizeObserver. Measured in a layout effect, before the browser
 * paints, so a chart drawn at this width appears in the same frame as its card: no empty first frame that the
 * chart then pushes the rest of the page down from (issue 11, no layout shift).
 */
export function useContainerWidth<T extends HTMLElement>(initial = 0) {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) setWidth(e.contentRect.width);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
