import type { ReactNode } from 'react';

/**
 * A calculator's table in its own scrolling region (named for screen readers, reachable by keyboard), so a wide
 * table scrolls inside the page at 375 px instead of widening it.
 */
export function ToolTable({ label, testId, className = 'mt-3', children }: { label: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${className} overflow-x-auto rounded-lg border border-slate-200`} role="region" aria-label={label} tabIndex={0}>
      <table className="data-table tool-table" data-testid={testId}>
        {children}
      </table>
    </div>
  );
}
