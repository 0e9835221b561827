import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sticky columns: each one's left offset (--dt-left-i) is the summed width of the sticky columns before it,
 * measured in a ResizeObserver callback (after the browser's layout, before paint) rather than forcing a layout on
 * commit. `columnsKey` changes when the columns are reordered.
 */
export function useStickyOffsets(tableRef: RefObject<HTMLTableElement | null>, sticky: number, columnsKey: unknown) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || sticky < 2 || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const heads = table.tHead?.rows[0]?.cells;
      if (!heads) return;
      // Every width is read before any offset is written: a read after a write would lay the page out again.
      const widths = Array.from({ length: Math.min(sticky, heads.length) }, (_, i) => heads[i].getBoundingClientRect().width);
      let left = 0;
      // An unchanged offset is not written again (a write invalidates the table's style).
      widths.forEach((w, i) => {
        if (table.style.getPropertyValue(`--dt-left-${i}`) !== `${left}px`) table.style.setProperty(`--dt-left-${i}`, `${left}px`);
        left += w;
      });
    };
    const ro = new ResizeObserver(measure);
    ro.observe(table);
    return () => ro.disconnect();
  }, [tableRef, sticky, columnsKey]);
}
