import { PAGES } from '../../contracts/route-manifest';

/**
 * The sitemap's view of the route manifest (contracts/route-manifest.ts). Pages with parameters (cricket players,
 * league groups and players) are listed from the database by sitemap.ts. Left out on purpose (`sitemap: 'none'`):
 * /login and /admin (sign-in area, the cricket data dump among it), /cricket/compare/:a/:b (any pair of
 * players; search engines reach comparisons through links); the old paths that only redirect are not pages.
 */
const withSitemap = (kind: 'static' | 'data' | 'none'): readonly string[] => PAGES.filter((p) => p.sitemap === kind).map((p) => p.path);

/** The public pages that need no data to exist: one sitemap URL each. */
export const STATIC_PUBLIC_PATHS = withSitemap('static');

/** Route patterns that are public but reach the sitemap through the database (one URL per row). */
export const DATA_ROUTE_PATTERNS = withSitemap('data');

/** Routes that never go into the sitemap. */
export const UNLISTED_ROUTE_PATTERNS = withSitemap('none');
