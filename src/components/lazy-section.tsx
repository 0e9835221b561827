import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes within `margin` of the viewport, keeping `minHeight` reserved
 * until then so nothing below shifts (or `placeholderClassName`, for a height that depends on the screen's width).
 * The server and the first client render show the placeholder.
 */
export function LazySection({
  children,
  minHeight,
  placeholderClassName,
  margin = '600px',
  testId,
}: {
  children: ReactNode;
  minHeight?: number;
  placeholderClassName?: string;
  margin?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      // A transition: the section renders in time slices rather than one long task.
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }} className={near ? undefined : placeholderClassName} data-testid={testId} data-loaded={near ? 'true' : 'false'}>
      {near ? children : null}
    </div>
  );
}
