/**
 * How many pages of this site lie behind the current history entry. Each entry's depth is
 * stored in `history.state` (so Back, Forward and reload keep it): 0 for the page the visitor
 * arrived on from elsewhere (1 if a full page load came from this site), one more for every in-app
 * navigation that pushed an entry. Installed once from
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

/**
 * A fresh entry's depth: 1 when the document was loaded from a page of this site in the same tab (a link
 * followed before the app took over, e.g. on a prerendered page), else 0 (shared link, new tab, typed address).
 */
function arrivalDepth(): number {
  try {
    const sameSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    return sameSite && window.history.length > 1 ? 1 : 0;
  } catch {
    return 0;
  }
}

export function installSiteHistory(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  let depth = stateDepth() ?? arrivalDepth();
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
