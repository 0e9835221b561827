import { useLayoutEffect, useState, type RefObject } from 'react';

/** True while the element's content is wider than its box (it scrolls sideways). */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflow, setOverflow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setOverflow(el.scrollWidth - el.clientWidth > 1);
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  }, [ref]);
  return overflow;
}
