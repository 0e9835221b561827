import { useState } from 'react';
import { NARROW_QUERY, useMediaQuery } from '../../../hooks/use-media-query';

/**
 * The admin dashboard's sections collapse: each heading is a button that shows or hides the section's body. On a
 * phone the long lists (finding a match, recently deleted) start collapsed, so the dashboard is a short list of
 * headings; elsewhere, or once the admin opens or closes one, the admin's choice holds.
 */
export function useSectionOpen({ collapsedOnPhone = false, forceOpen = false }: { collapsedOnPhone?: boolean; forceOpen?: boolean } = {}) {
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = forceOpen || (choice ?? !(collapsedOnPhone && isNarrow));
  return { open, toggle: () => setChoice(!open) };
}

/** A section heading that opens and closes the section's body (`controls`: the body's id). */
export function SectionToggle({ id, title, open, onToggle, controls }: { id: string; title: string; open: boolean; onToggle: () => void; controls: string }) {
  return (
    <h2 id={id} className="text-xl font-bold">
      <button type="button" className="flex w-full items-center justify-between gap-2 text-left" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        {title}
        <span aria-hidden="true" className="text-base font-normal text-slate-500">
          {open ? 'Hide' : 'Show'}
        </span>
      </button>
    </h2>
  );
}
