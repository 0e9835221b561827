import { useEffect, useRef, type RefObject } from 'react';

/**
 * The site's one pager: Previous / "Page N of M" / Next, bounded to 1..pageCount, shown only when there is more
 * than one page. After Previous or Next the page scrolls so that the top of the paged content is in view under the
 * sticky site navigation: `scrollTarget` when given, otherwise the nearest enclosing <section>, otherwise the
 * pager's parent element.
 */
interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** aria-label of the pager's <nav>. */
  label?: string;
  scrollTarget?: RefObject<HTMLElement | null>;
}

/** Room left above the scrolled-to element for the sticky site navigation. */
const NAV_ALLOWANCE_PX = 72;

/** Scrolls the window so that el's top sits just under the sticky navigation (never scrolls sideways). */
export function scrollToTop(el: HTMLElement) {
  const top = el.getBoundingClientRect().top + window.scrollY - NAV_ALLOWANCE_PX;
  window.scrollTo({ top: Math.max(0, top), left: window.scrollX });
}

export function Pager({ page, pageCount, onChange, label = 'Pages', scrollTarget }: Props) {
  const navRef = useRef<HTMLElement>(null);
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const nav = navRef.current;
    const target = scrollTarget?.current ?? nav?.closest('section') ?? nav?.parentElement ?? null;
    if (target) scrollToTop(target as HTMLElement);
  }, [page, scrollTarget]);

  if (pageCount <= 1) return null;
  const go = (p: number) => {
    if (p === page) return;
    pending.current = true;
    onChange(p);
  };
  return (
    <nav ref={navRef} aria-label={label} className="mt-4 flex items-center justify-between gap-3" data-testid="pager">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => go(Math.max(1, page - 1))}>
        Previous
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page >= pageCount}
        onClick={() => go(Math.min(pageCount, page + 1))}
      >
        Next
      </button>
    </nav>
  );
}
