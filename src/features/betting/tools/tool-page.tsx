import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BETTING_HOME } from '../betting-articles';
import { BetResponsibly } from '../components/bet-responsibly';
import { OddsFormatPicker } from './odds-format-picker';

/** The frame of a betting calculator: the way back to the hub, the title and lead, the format choice, the notice. */
export function ToolPage({ title, lead, children, picker = true }: { title: string; lead: ReactNode; children: ReactNode; picker?: boolean }) {
  return (
    <div className="page">
      <Link href={BETTING_HOME.href} className="link text-sm">
        ← {BETTING_HOME.label}
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-800">{lead}</p>
      {picker ? <OddsFormatPicker /> : null}
      {children}
      <BetResponsibly />
    </div>
  );
}

/** A titled explanation block under a calculator (how it works, a worked example). */
export function ToolNotes({ children }: { children: ReactNode }) {
  return <article className="prose-article mt-10 max-w-3xl">{children}</article>;
}
