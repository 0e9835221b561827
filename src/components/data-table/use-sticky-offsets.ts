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
      // Every width is read before any offset is written: a write between two reads would make the second read
      // lay the page out again (a forced reflow of the whole table, 80-300 ms on a phone for a long one).
      const count = Math.min(sticky, heads.length);
      const widths = Array.from({ length: count }, (_, i) => heads[i].getBoundingClientRect().width);
      // An offset is written only when it changes (the first column's 0 is its var()'s fallback): each write
      // restyles every cell of the table, which inherits it.
      let left = 0;
      for (let i = 0; i < count; i++) {
        const value = `${left}px`;
        const now = table.style.getPropertyValue(`--dt-left-${i}`) || '0px';
        if (now !== value) table.style.setProperty(`--dt-left-${i}`, value);
        left += widths[i];
      }
    };
    const ro = new ResizeObserver(measure);
    ro.observe(table);
    return () => ro.disconnect();
  }, [tableRef, sticky, columnsKey]);
}
