import { matchRoute } from 'wouter';
import { caseInsensitiveParser } from './case-insensitive-parser';
import { redirects, routes } from './routes';
import type { RouteDef } from './route-types';

export type RouteMatch =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; route: RouteDef; params: Record<string, string> }
  | { kind: 'not-found' };

/** The path as the router sees it: escape sequences decoded as wouter decodes them (decodeURI, fail-safe). */
function unescapePath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** Fills `:name` segments of a redirect target from the matched params. */
function fillParams(to: string, params: Record<string, string | undefined>): string {
  return to.replace(/:([A-Za-z0-9_]+)/g, (m, k: string) => params[k] ?? m);
}

/**
 * What a path shows, decided exactly as the router's Switch decides it (redirects first, then pages, then
 * not-found, case-insensitive). Used by the browser entry to load the page's chunk before hydrating and by the
 * server render to pick the page's data loader and status.
 */
export function matchPath(rawPathname: string): RouteMatch {
  const pathname = unescapePath(rawPathname);
  for (const r of redirects) {
    const [ok, params] = matchRoute(caseInsensitiveParser, r.from, pathname);
    if (ok) return { kind: 'redirect', to: fillParams(r.to, params as Record<string, string | undefined>) };
  }
  for (const route of routes) {
    const [ok, params] = matchRoute(caseInsensitiveParser, route.path, pathname);
    if (ok) {
      const named: Record<string, string> = {};
      for (const [k, v] of Object.entries(params ?? {})) if (!/^\d+$/.test(k) && v !== undefined) named[k] = v;
      return { kind: 'page', route, params: named };
    }
  }
  return { kind: 'not-found' };
}

/** Loads the chunk of the page at `pathname` (if it is a lazily loaded page). */
export async function preloadPage(pathname: string): Promise<void> {
  const m = matchPath(pathname);
  if (m.kind !== 'page') return;
  const preload = (m.route.component as { preload?: () => Promise<void> }).preload;
  if (preload) await preload();
}
