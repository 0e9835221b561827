import type { Context, Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppEnv } from '../app-env';
import type { RenderResult, SsrModule } from '../../contracts/ssr';
import { dataVersion } from '../lib/data-version';
import { HtmlCache, type CachedPage } from './html-cache';
import { COMPRESS_MIN_BYTES } from '../lib/answer-cache';
import { compressSync, negotiateEncoding } from '../http/compression';
import { configuredOrigin, developmentOrigin } from '../lib/site-origin';

export interface SitePagesOptions {
  /** The built client (dist/): template, prerendered pages. */
  staticRoot: string;
  /** The built server render entry; without it every page gets the app shell (client rendering only). */
  ssr: SsrModule | null;
  /** The render template (default: staticRoot/index.html if not yet prerendered, else dist-ssr/template.html beside it). */
  templatePath?: string;
  /** Origin for absolute URLs in the pages (PUBLIC_ORIGIN, e.g. https://example.com); default: the request's. */
  publicOrigin?: string;
}

/** The file a prerendered page is written to under dist/ (scripts/prerender.mjs writes the same names). */
export function prerenderedFile(staticRoot: string, path: string): string {
  return path === '/' ? join(staticRoot, 'index.html') : join(staticRoot, ...path.split('/').filter(Boolean), 'index.html');
}

/** The not-found page, prerendered. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The site's HTML pages (every GET that is not an API route or a static file):
 * - pages needing no data: the HTML prerendered at build time (rendered once on demand if the file is missing);
 * - data pages (cricket, pool): rendered on request with their data, cached per data version;
 * - old paths: 301 to the new ones; admin pages: the app shell (noindex);
 * - anything else: 404 with the not-found page.
 * The site's origin placeholder in prerendered HTML becomes PUBLIC_ORIGIN or the request's origin; data pages are
 * rendered with that origin instead, so nothing inside their data is ever replaced.
 */
export function sitePages(app: Hono<AppEnv>, { staticRoot, ssr, templatePath, publicOrigin }: SitePagesOptions) {
  const siteUrl = configuredOrigin(publicOrigin);
  let template: string | null = null;
  const readTemplate = () => {
    if (template !== null) return template;
    // The client build's index.html until prerendering replaces it with the home page; then the copy the build
    // keeps beside the render entry (dist-ssr/ next to dist/).
    const candidates = [templatePath, join(staticRoot, 'index.html'), join(dirname(staticRoot), 'dist-ssr', 'template.html')].filter(
      Boolean,
    ) as string[];
    for (const f of candidates) {
      if (existsSync(f)) {
        const text = readFileSync(f, 'utf8');
        // dist/index.html is the home page once prerendered; only an unrendered root is a template.
        if (/<div id="root"><\/div>/.test(text)) return (template = text);
      }
    }
    return null;
  };
  const staticPages = new Map<string, string>();
  const staticFor = async (path: string, s: SsrModule, tpl: string) => {
    let html = staticPages.get(path);
    if (html === undefined) {
      const file = path === '404' ? join(staticRoot, NOT_FOUND_FILE) : prerenderedFile(staticRoot, path);
      if (existsSync(file) && !/<div id="root"><\/div>/.test(readFileSync(file, 'utf8'))) html = readFileSync(file, 'utf8');
      else html = s.pageHtml(tpl, await s.render(path === '404' ? '/404-not-found' : path));
      staticPages.set(path, html);
    }
    return html;
  };
  const cache = new HtmlCache(500);
  /** Pages without stored data with the origin filled in, by origin and page, kept with their compressed bytes. */
  const filledPages = new HtmlCache(200);
  const inflight = new Map<string, Promise<CachedPage>>();

  // One origin per server (PUBLIC_ORIGIN, or http://localhost:<port> in development): no Host header makes a render.
  const originOf = (c: Context<AppEnv>) => siteUrl ?? developmentOrigin(c);
  /**
   * Sends a page: `which` names a page without stored data (its origin placeholder is filled in here, kept per
   * origin), or is the rendered data page itself. The body goes out compressed from bytes kept with the page
   * (compressed at its first request in that encoding), so the compression middleware passes it by.
   */
  const send = (c: Context<AppEnv>, html: string, status: number, which: string | CachedPage) => {
    c.header('Cache-Control', 'no-cache');
    let page: CachedPage;
    if (typeof which !== 'string') page = which;
    else if (!ssr) page = { status, html };
    else {
      const origin = originOf(c);
      const key = `${origin} ${status} ${which}`;
      let kept = filledPages.get(key);
      if (!kept) filledPages.set(key, (kept = { status, html: html.replaceAll(ssr.SITE_ORIGIN_PLACEHOLDER, () => origin) }));
      page = kept;
    }
    const encoding = page.html.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(c.req.header('accept-encoding')) : null;
    if (!encoding) return c.html(page.html, status as 200);
    const encoded = (page.encoded ??= {});
    const body = (encoded[encoding] ??= compressSync(Buffer.from(page.html), encoding));
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.byteLength));
    c.header('Vary', 'Accept-Encoding');
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), status as 200);
  };

  app.get('*', async (c, next) => {
    const path = c.req.path;
    // The page files themselves (dist/about/index.html, dist/404.html) are not addresses of the site: their
    // address is the page's path, where the origin placeholder is filled in.
    if (ssr && /\.html$/i.test(path)) {
      const tpl = readTemplate();
      if (tpl) return send(c, await staticFor('404', ssr, tpl), 404, 'page:404');
    }
    // Files (favicon.svg, robots.txt...) are served by the static handler after this one.
    if (/\.[A-Za-z0-9]+$/.test(path)) return next();
    const tpl = readTemplate();
    if (!tpl) return c.text('The site has not been built yet: run npm run build.', 503);
    if (!ssr) return send(c, tpl, 200, 'shell');

    const kind = ssr.classify(path);
    switch (kind.kind) {
      case 'redirect': {
        const q = new URL(c.req.url).search;
        return c.redirect(kind.to + q, 301);
      }
      case 'client':
        return send(c, ssr.pageHtml(tpl, null), 200, 'client');
      case 'static':
        return send(c, await staticFor(kind.path, ssr, tpl), 200, `page:${kind.path}`);
      case 'not-found':
        return send(c, await staticFor('404', ssr, tpl), 404, 'page:404');
      case 'data': {
        const url = new URL(c.req.url);
        // Only the query parameters the page reads make another page: `?cb=1` or `utm_source` reuse the render.
        const search = ssr.renderedSearch(url.pathname, url.search);
        const target = search ? `${url.pathname}?${search}` : url.pathname;
        // Rendered with the origin itself, never a placeholder replaced afterwards: stored names and other data
        // stay exactly as written.
        const origin = originOf(c);
        const key = `${kind.domain}:${dataVersion(c.get('db'), kind.domain)}:${origin}${target}`;
        let hit = cache.get(key);
        if (!hit) {
          // Requests for the same page while it renders share the one render.
          let pending = inflight.get(key);
          if (!pending) {
            pending = ssr
              .render(target, { origin, transport: (u, init) => Promise.resolve(app.request(u, init)) })
              .then((result: RenderResult) => {
                const page = { status: result.status, html: ssr.pageHtml(tpl, result) };
                // A server failure is not remembered: the next request tries again.
                if (result.status === 200 || result.status === 404) cache.set(key, page);
                return page;
              })
              .finally(() => inflight.delete(key));
            inflight.set(key, pending);
          }
          try {
            hit = await pending;
          } catch (e) {
            // The page could not be rendered here: send the app shell, the browser renders it and fetches its data.
            console.error('Server render failed', url.pathname, e);
            return send(c, tpl, 200, 'shell');
          }
        }
        return send(c, hit.html, hit.status, hit);
      }
    }
  });

  /** The not-found page with status 404, for a GET no other handler answered (a missing file, say). */
  return {
    notFound: async (c: Context<AppEnv>) => {
      const tpl = readTemplate();
      if (!ssr || !tpl) return null;
      return send(c, await staticFor('404', ssr, tpl), 404, 'page:404');
    },
  };
}
