import { expect, type APIRequestContext } from '@playwright/test';
import { PAGES } from '../../../contracts/route-manifest';
import { test } from '../support/shared-page';

/**
 * Every page of the site is reachable from the home page by following links, as a visitor (or a search engine that
 * is never given the sitemap) finds it. The walk reads the server's HTML (every page is prerendered or rendered on
 * the server with its links), following each same-origin link once per path (a link's query string chooses a
 * filter or a page of the same route), and fails on:
 * - a page of the route manifest that no link leads to (a route with parameters: at least one of its pages);
 * - a link that does not answer (4xx/5xx);
 * - /favicon.ico not answering as an icon.
 * The API reference (/api/docs, a page of the server, not of the app) must be linked too, and link back home.
 * Left out: the sign-in area (the footer links /admin, which asks for the password) and an
 * invite's landing page (/join, useless without the code an invite link carries).
 */
const NOT_LINKED = new Set(['/login', '/join']);
/** The admin's pages behind the sign-in (the footer's link to /admin is followed; the pages after it are not). */
const signedInOnly = (path: string) => path.startsWith('/admin/');
/** At most this many pages are read (the e2e database has a few dozen). */
const MAX_PAGES = 600;

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`, 'i');

/** Same-origin link targets in a page's HTML, as paths (no query, no fragment), with the query-carrying originals. */
function linksIn(html: string, base: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)(?:#[^"]*)?"/gi)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (!href || /^(?:mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    out.push(url.pathname);
  }
  return out;
}

async function walk(request: APIRequestContext, origin: string) {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  /** The page each path was first found on, for the report. */
  const from = new Map<string, string>();
  const broken: string[] = [];
  for (let i = 0; i < queue.length && i < MAX_PAGES; i++) {
    const path = queue[i];
    const res = await request.get(origin + path, { headers: { accept: 'text/html' }, maxRedirects: 5, maxRetries: 2 });
    if (res.status() >= 400) {
      broken.push(`${path}: ${res.status()} (linked from ${from.get(path) ?? '-'})`);
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksIn(await res.text(), origin + path)) {
      if (seen.has(link)) continue;
      seen.add(link);
      from.set(link, path);
      queue.push(link);
    }
  }
  return { reached: [...seen], broken };
}

test('every page of the route manifest is reachable from / by links, and every link answers', async ({ request, baseURL }) => {
  const { reached, broken } = await walk(request, baseURL!);
  expect(broken, 'links that do not answer').toEqual([]);
  const unreached = PAGES.map((p) => p.path as string)
    .filter((path) => !NOT_LINKED.has(path) && !signedInOnly(path))
    .filter((path) => !reached.some((r) => patternRegex(path).test(r)));
  expect(unreached, `pages no link leads to (reached ${reached.length})`).toEqual([]);
  // The API reference: linked from the site, and a way back home from it.
  expect(reached).toContain('/api/docs');
  const reference = await (await request.get(`${baseURL}/api/docs`)).text();
  expect(linksIn(reference, `${baseURL}/api/docs`)).toContain('/');
  // The icon browsers ask for whatever a page links.
  const icon = await request.get(`${baseURL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('the walk fails on a page no link leads to', () => {
  // The walk's test of a pattern against the reached paths, on a made-up site: a page linked nowhere stays unreached.
  const reached = linksIn('<a href="/cricket">C</a> <a href="/cricket/player/a-smith?view=bowling">A</a> <a href="https://x.org/y">X</a>', 'http://h/');
  expect(reached).toEqual(['/cricket', '/cricket/player/a-smith']);
  const unreached = ['/cricket', '/cricket/player/:slug', '/cricket/records'].filter((p) => !reached.some((r) => patternRegex(p).test(r)));
  expect(unreached).toEqual(['/cricket/records']);
});
