import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Tracks whether a scroll container overflows and which edges have more content. */
function useScrollEdges(ref: React.RefObject<HTMLDivElement | null>) {
  // Assume it scrolls until measured: server-rendered HTML (before hydration) stays keyboard-reachable.
  const [edges, setEdges] = useState({ overflow: true, left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // Focusable whenever it scrolls either way (a tall table with a max height scrolls vertically).
    const next = { overflow: max > 1 || el.scrollHeight - el.clientHeight > 1, left: el.scrollLeft > 1, right: el.scrollLeft < max - 1 };
    setEdges((prev) => (prev.overflow === next.overflow && prev.left === next.left && prev.right === next.right ? prev : next));
  }, [ref]);
  // Measured only in ResizeObserver callbacks (they run after the browser's own layout), never in a layout effect:
  // reading scrollWidth there forces a synchronous layout of the whole page on every table's commit.
  const observed = useRef<{ ro: ResizeObserver; child: Element | null } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    const child = el.firstElementChild;
    if (child) ro.observe(child);
    observed.current = { ro, child };
    return () => {
      ro.disconnect();
      observed.current = null;
    };
  }, [ref, update]);
  // New content can replace the observed table (another game's report): observe the new one (its first
  // observation reports its size, so it is measured after the next layout).
  useLayoutEffect(() => {
    const o = observed.current;
    const child = ref.current?.firstElementChild ?? null;
    if (!o || o.child === child) return;
    if (o.child) o.ro.unobserve(o.child);
    if (child) o.ro.observe(child);
    o.child = child;
  });
  return [edges, update] as const;
}

/**
 * The scroll part of DataTable, also used on its own around tables whose markup DataTable does not fit (matrices
 * with row and column headers, MDX tables) and around wide code blocks: a role="region" container labelled
 * `label`, focusable (tabindex=0) whenever it overflows so keyboard users can scroll it, with an edge shadow on
 * each side that has more to show.
 */
export function TableScroll({
  label,
  children,
  className = 'table-wrap',
  sticky = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** The table keeps sticky leading columns (they draw the left shadow themselves). */
  sticky?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [edges, updateEdges] = useScrollEdges(scrollRef);
  return (
    <div
      className="dt-frame"
      data-scroll-left={edges.left ? 'true' : undefined}
      data-scroll-right={edges.right ? 'true' : undefined}
      data-sticky={sticky ? 'true' : undefined}
    >
      <div
        ref={scrollRef}
        className={`${className} dt-scroll`}
        role="region"
        aria-label={label}
        tabIndex={edges.overflow ? 0 : undefined}
        data-overflow={edges.overflow ? 'true' : undefined}
        onScroll={updateEdges}
      >
        {children}
      </div>
    </div>
  );
}
