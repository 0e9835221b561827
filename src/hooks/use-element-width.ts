import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element (its border box, in whole px), for charts drawn in real pixels; `null` until it
 * is measured, so a chart draws nothing (its box keeps the chart's height) rather than guess a width that could make
 * a phone's page wider than its screen. The server's HTML and the first client render therefore hold no
 * chart; the first measurement happens in a layout effect, before the browser paints the hydrated page, and a
 * ResizeObserver (whose callbacks run after the browser's own layout) keeps it current; an unchanged width sets no
 * state. `transition`: every width, the first included, renders as a transition, in time slices that give way to
 * input, after the hydrated page has been painted (large charts: set at once, the first width would re-render every
 * chart of the page in one synchronous task straight after hydration, the longest task of a career page).
 * `observeOnly`: the first width comes from the ResizeObserver's first callback, after the browser's own layout of
 * the frame, instead of a measurement in the layout effect that forces that layout inside the committing task (a
 * page that adds sections one per task would otherwise lay out the whole page once per section, in that task).
 */
export function useElementWidth<T extends HTMLElement>({ transition = false, observeOnly = false }: { transition?: boolean; observeOnly?: boolean } = {}) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const set = (w: number) => setWidth((prev) => (prev === w ? prev : w));
    // Without a ResizeObserver, or unless the caller asked to wait for its first callback, measure now (reading the
    // size here lays out the page at once, inside the task that committed it).
    if (!observeOnly || typeof ResizeObserver === 'undefined') {
      const first = Math.round(el.getBoundingClientRect().width);
      if (transition) startTransition(() => set(first));
      else set(first);
    }
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry.borderBoxSize?.[0];
      const w = Math.round(box ? box.inlineSize : entry.target.getBoundingClientRect().width);
      if (transition) startTransition(() => set(w));
      else set(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [transition, observeOnly]);
  return [ref, width] as const;
}
