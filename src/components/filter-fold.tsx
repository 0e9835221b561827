import { useId, useState, type ReactNode } from 'react';

/**
 * Filters that fold away on a phone: below 640 px only a "Filters (n)" button shows (n: how many filters are set),
 * so the first screen shows data; it opens and closes the controls. From 640 px the controls always show and the
 * button is hidden. Folded by CSS, so the server's HTML is already folded on a phone (no shift when it hydrates).
 */
export function FilterFold({ count, children, className = '' }: { count: number; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="btn-secondary mt-3 sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="filters-toggle"
      >
        {open ? `Hide filters (${count})` : `Filters (${count})`}
      </button>
      <div id={id} className={`${open ? '' : 'max-sm:hidden'} ${className}`} data-testid="filters-fold">
        {children}
      </div>
    </>
  );
}
