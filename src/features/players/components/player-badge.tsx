import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';
import { usePlayerMe } from '../api/player-api';

/**
 * On every page while a player is signed in: a badge with the number of results waiting for his answer, opening
 * the list of them and "Enter a result" (from opening the site: the badge, Enter a result, then Send).
 */
export function PlayerBadge() {
  const me = usePlayerMe();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  if (!me.data) return null;
  const waiting = me.data.to_confirm;
  return (
    <div ref={rootRef} className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="relative flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="player-badge"
      >
        <span className="max-w-[7rem] truncate">{me.data.player.name}</span>
        {waiting.length > 0 ? (
          <span className="rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white" data-testid="player-badge-count">
            {waiting.length}
            <span className="sr-only"> {waiting.length === 1 ? 'result' : 'results'} waiting for your answer</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={id} className="absolute right-0 top-full z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 shadow-lg">
          <Link href={linkTo('/me', {}, undefined, 'enter')} className="btn-primary block w-full text-center" data-testid="enter-result-link">
            Enter a result
          </Link>
          <p className="mt-3 text-sm font-semibold text-slate-800">{waiting.length === 0 ? 'Nothing waits for your answer.' : 'Waiting for your answer'}</p>
          <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="player-badge-list">
            {waiting.map((s) => (
              <li key={s.id} className="py-1.5">
                <Link href={linkTo('/me')} className="link">
                  {s.player_1} {s.score_1}–{s.score_2} {s.player_2}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
