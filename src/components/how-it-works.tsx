import type { ReactNode } from 'react';

/**
 * "How it works": the technical detail of a figure or a method (solvers, random-number streams, what a library
 * calls a method), closed until the visitor opens it, so the page itself speaks to visitors and the detail is one
 * click away. The developer-word check of the page sweep (tests/e2e/support/figure-forms.ts) reads everything else
 * on a page but not what is inside one of these.
 */
export function HowItWorks({ children, title = 'How it works', testId }: { children: ReactNode; title?: string; testId?: string }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700" data-how-it-works="" data-testid={testId}>
      <summary className="cursor-pointer py-1 font-semibold text-slate-900">{title}</summary>
      <div className="space-y-3 pb-2 pt-1">{children}</div>
    </details>
  );
}
