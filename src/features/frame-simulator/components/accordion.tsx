import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from '../../../components/icons';

/** A section that opens and closes; the header is a button with aria-expanded. */
export function Accordion({
  title,
  children,
  defaultOpen = true,
  headingLevel = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <H className="m-0 text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-slate-900 hover:bg-slate-50"
        >
          <span>{title}</span>
          <ChevronDown className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </H>
      <div id={id} hidden={!open} className="border-t border-slate-200 px-4 py-4">
        {open ? children : null}
      </div>
    </div>
  );
}
