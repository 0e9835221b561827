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
      let left = 0;
      for (let i = 0; i < Math.min(sticky, heads.length); i++) {
        table.style.setProperty(`--dt-left-${i}`, `${left}px`);
        left += heads[i].getBoundingClientRect().width;
      }
    };
    const ro = new ResizeObserver(measure);
    ro.observe(table);
    return () => ro.disconnect();
  }, [tableRef, sticky, columnsKey]);
}
