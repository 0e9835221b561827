import type { ReactNode } from 'react';

/** A titled section of the style guide, with an optional note under its heading. */
export function Section({ id, title, children, note }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {note && <p className="mt-1 max-w-3xl text-sm text-slate-600">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One component in one state, captioned with its class or state name. */
export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span className="font-mono text-xs text-slate-600">{label}</span>
      <div>{children}</div>
    </div>
  );
}
