/**
 * The server render entry (src/entry-server.tsx, built to dist-ssr/entry-server.js) as the Hono server and the
 * build's prerender step see it. Type-only: the server loads the built module at run time.
 */

/** How the page at a path is answered. */
export type PageKind =
  | { kind: 'redirect'; to: string }
  /** Needs no server data: prerendered at build time under its route path (lower case). */
  | { kind: 'static'; path: string }
  /** Shows API data: rendered on request, cached under the domain's data version. */
  | { kind: 'data'; domain: 'pool' | 'cricket' }
  /** Rendered in the browser only (admin area): the app shell, noindex. */
  | { kind: 'client' }
  | { kind: 'not-found' };

export interface RenderOptions {
  /** How the page's queries reach the API during a server render (e.g. `(url, init) => app.request(url, init)`). */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The site's origin (e.g. https://example.com) for absolute URLs in the page (canonical, og:url, JSON-LD). Without
   * it they carry SITE_ORIGIN_PLACEHOLDER (pages prerendered at build time).
   */
  origin?: string;
}

export interface RenderResult {
  /** HTTP status of the page: 200, 301 (redirect), 404 (not-found page, unknown player or group) or 500. */
  status: number;
  /** Target of a 301, with the query string carried over. */
  redirect?: string;
  /** Markup of the app for inside #root. */
  html: string;
  /** Head tags: title, description, canonical, Open Graph, Twitter card, robots, JSON-LD. */
  head: string;
  /** JSON of the hydration payload (path, query string, dehydrated query cache), safe inside a script element. */
  payload: string;
}

export interface SsrModule {
  classify(pathname: string): PageKind;
  staticPaths(): string[];
  /**
   * The query string (without "?") the page at `pathname` is rendered for: a data page keeps only the query
   * parameters it reads, so the server renders and caches it once for every other parameter (`?cb=1`, `utm_*`).
   */
  renderedSearch(pathname: string, search: string): string;
  render(url: string, options?: RenderOptions): Promise<RenderResult>;
  pageHtml(template: string, result: RenderResult | null, shellTitle?: string): string;
  /**
   * Written where the site's origin belongs in prerendered pages (no stored data in them); the server replaces it with
   * the request's origin or PUBLIC_ORIGIN. Pages rendered on request get `RenderOptions.origin` instead.
   */
  SITE_ORIGIN_PLACEHOLDER: string;
}
