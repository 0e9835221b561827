import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronDown } from '../../components/icons';
import { PROJECTS } from '../../lib/site';

/**
 * Desktop "Projects" dropdown: a disclosure button and a list of links.
 * Escape closes it and returns focus to the button; arrow keys move between
 * the links; a click outside or a navigation closes it.
 */
export function ProjectsMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panelRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => links()[0]?.focus());
        return;
      }
      const all = links();
      const i = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % all.length : (i - 1 + all.length) % all.length;
      all[next]?.focus();
    }
  };

  return (
    <div className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Projects
        <ChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={id}
        hidden={!open}
        className="absolute right-0 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {PROJECTS.map((p) => (
            <li key={p.href}>
              <Link
                href={p.href}
                className="block rounded-lg px-3 py-2 hover:bg-emerald-50 focus:bg-emerald-50"
                onClick={() => setOpen(false)}
              >
                <span className="block text-sm font-semibold text-slate-900">{p.title}</span>
                <span className="block text-xs text-slate-600">{p.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
