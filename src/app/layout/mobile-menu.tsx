import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { PROJECTS } from '../../lib/site';
import { linkTo } from '../../../contracts/route-manifest';

/** Menu button and slide-down panel used below the md breakpoint. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location]);

  // A tap or click anywhere outside the button and the panel closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="md:hidden"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-2 rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
      >
        <p className="pt-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">Projects</p>
        <ul className="grid gap-1">
          {PROJECTS.map((p) => (
            <li key={p.href}>
              <Link href={p.href} className="block rounded-lg px-3 py-3 font-medium text-slate-900 hover:bg-emerald-50">
                {p.title}
              </Link>
            </li>
          ))}
          <li>
            <Link href={linkTo('/about')} className="block rounded-lg px-3 py-3 font-medium text-slate-900 hover:bg-emerald-50">
              About
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
