/**
 * How many pages of this site lie behind the current history entry. Each entry's depth is
 * stored in `history.state` (so Back, Forward and reload keep it): 0 for the page the visitor
 * arrived on, one more for every in-app navigation that pushed an entry. Installed once from
 * an effect (never during render: the server has no history).
 */
const KEY = '__siteDepth';
let installed = false;

function stateDepth(): number | null {
  const s: unknown = window.history.state;
  if (s && typeof s === 'object' && typeof (s as Record<string, unknown>)[KEY] === 'number') return (s as Record<string, number>)[KEY];
  return null;
}

function writeDepth(depth: number) {
  const s: unknown = window.history.state;
  const base = s && typeof s === 'object' ? (s as Record<string, unknown>) : {};
  window.history.replaceState({ ...base, [KEY]: depth }, '');
}

export function installSiteHistory(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  let depth = stateDepth() ?? 0;
  if (stateDepth() === null) writeDepth(depth);
  window.addEventListener('popstate', () => {
    depth = stateDepth() ?? 0;
  });
  // wouter dispatches these events after history.pushState / replaceState
  window.addEventListener('pushState', () => {
    depth += 1;
    writeDepth(depth);
  });
  window.addEventListener('replaceState', () => {
    if (stateDepth() !== depth) writeDepth(depth);
  });
}

/** True when Back would land on an earlier page of this site (false for a page opened from a link). */
export function hasEarlierSitePage(): boolean {
  if (typeof window === 'undefined') return false;
  return (stateDepth() ?? 0) > 0;
}
