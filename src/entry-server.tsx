/**
 * Server render entry: renders one URL of the app to HTML with everything the first paint needs (page content
 * with its data, title, meta description, canonical link, Open Graph and Twitter tags, JSON-LD) and the query
 * cache the browser hydrates from. Built by Vite in SSR mode (scripts/build-server.mjs) into dist-ssr/; used by
 * the build's prerender step for pages without server data and by the Hono server (api/ssr) for data pages.
 * It imports the app; nothing in the app imports it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { PageKind, RenderOptions, RenderResult } from '../contracts/ssr';
import { App } from './app/app';
import { matchPath } from './app/route-match';
import { clientOnlyRoutes, routeData } from './app/route-data';
import { PAGES } from '../contracts/route-manifest';
import { ApiClientError, setApiTransport } from './lib/api-client';
import {
  headTags,
  jsonForScript,
  SITE_ORIGIN_PLACEHOLDER,
  type HeadCollector,
  type HeadTag,
  withBrand,
} from './lib/page-meta';
import { SSR_DATA_ELEMENT_ID, dehydrateQueries, pageSearch, payloadJson } from './lib/ssr-state';
import { BRAND } from './lib/site';

export { SITE_ORIGIN_PLACEHOLDER };

/** What a path is, without rendering it: how the server answers it and which data version its HTML follows. */
export function classify(pathname: string): PageKind {
  const m = matchPath(pathname);
  if (m.kind === 'redirect') return { kind: 'redirect', to: m.to };
  if (m.kind === 'not-found') return { kind: 'not-found' };
  const pattern = m.route.path;
  if (clientOnlyRoutes.has(pattern)) return { kind: 'client' };
  const data = routeData[pattern];
  if (data) return { kind: 'data', domain: data.domain };
  return { kind: 'static', path: pattern.toLowerCase() };
}

/** The query parameters the data page at `pathname` reads (null for any other page). */
function paramsRead(pathname: string): readonly string[] | null {
  const m = matchPath(pathname);
  return m.kind === 'page' ? (routeData[m.route.path]?.params ?? null) : null;
}

/**
 * The query string (without "?") the page at `pathname` is rendered for: for a data page, only the parameters it
 * reads (the server caches its render under the path and this); any other page is rendered as asked.
 */
export function renderedSearch(pathname: string, search: string): string {
  const params = paramsRead(pathname);
  return params ? pageSearch(search, params) : search.replace(/^\?/, '');
}

/** Every page rendered at build time: the manifest's `prerender` pages (all of them have fixed paths). */
export function staticPaths(): string[] {
  return PAGES.filter((p) => p.render === 'prerender').map((p) => p.path.toLowerCase());
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagHtml(t: HeadTag): string {
  if (t.tag === 'link') return `<link ${t.key}="${escapeHtml(t.id)}" href="${escapeHtml(t.value)}" />`;
  return `<meta ${t.key}="${escapeHtml(t.id)}" content="${escapeHtml(t.value)}" />`;
}

function headHtml(head: HeadCollector, noindex: boolean): string {
  const meta = head.meta ?? { title: withBrand('Page') };
  const parts = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const t of headTags({ ...meta, noindex: meta.noindex || noindex }, head.path, head.origin ?? SITE_ORIGIN_PLACEHOLDER)) {
    parts.push(tagHtml(t));
  }
  for (const [id, data] of head.structured) {
    parts.push(
      `<script type="application/ld+json" data-ld="${escapeHtml(id)}">${jsonForScript({ '@context': 'https://schema.org', ...data })}</script>`,
    );
  }
  return parts.join('\n    ');
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** 404 when a main query was answered 400/404 (unknown player or group), 500 for another failure, else 200. */
function statusFromQueries(qc: QueryClient, main: QueryKey[]): number {
  let status = 200;
  for (const key of main) {
    const e = qc.getQueryState(key)?.error;
    if (!e) continue;
    if (e instanceof ApiClientError && (e.status === 404 || e.status === 400)) status = Math.max(status, 404);
    else status = 500;
  }
  return status;
}

/**
 * Renders `url` (path and query string) to HTML, waiting for the lazily loaded page and its Suspense boundaries.
 * Data pages fetch their data first through `options.transport` (the server app itself). Redirects and
 * client-only pages come back without markup.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const u = new URL(url, 'http://localhost');
  const pathname = u.pathname;
  const search = renderedSearch(pathname, u.search);
  const kind = classify(pathname);
  if (kind.kind === 'redirect') {
    return { status: 301, redirect: kind.to + u.search, html: '', head: '', payload: '' };
  }

  const queryClient = new QueryClient({
    // retryOnMount off: a failed query renders its error (as the browser will), not a fresh loading state.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } },
  });
  let status = 200;
  const m = matchPath(pathname);
  if (m.kind === 'page') {
    const data = routeData[m.route.path];
    const preload = (m.route.component as { preload?: () => Promise<void> }).preload;
    // A chunk that fails to load fails the render itself below (React.lazy tries again and reports it).
    const chunk = preload ? preload().catch(() => undefined) : Promise.resolve();
    if (data) {
      if (options.transport) setApiTransport(options.transport);
      const main = await data.load(m.params, queryClient);
      status = statusFromQueries(queryClient, main);
    }
    await chunk;
  } else {
    status = 404;
  }

  const head: HeadCollector = { meta: null, path: pathname, origin: options.origin, structured: new Map() };
  const renderErrors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search} head={head} />
    </StrictMode>,
    {
      // Every boundary inline, in order: out-of-order segments would need React's inline reveal script, which
      // the Content-Security-Policy (script-src 'self') rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderErrors.push(error);
      },
    },
  );
  const html = await streamToString(prelude);
  if (renderErrors.length) {
    status = 500;
    for (const e of renderErrors) console.error('Server render error', url, e);
  }
  const params = paramsRead(pathname) ?? undefined;
  const payload = payloadJson({ path: pathname, search, params, queries: dehydrateQueries(queryClient) });
  queryClient.clear();
  return { status, html, head: headHtml(head, status !== 200), payload };
}

/** The template's own title and description, replaced by the page's. */
const TEMPLATE_HEAD = [/<title>[\s\S]*?<\/title>\s*/i, /<meta\s+name="description"[^>]*>\s*/i];

/**
 * The full page: the built index.html with the page's head tags, its markup inside #root and the data payload in
 * a non-executable JSON script element. `result` null gives the app shell for client-rendered pages (noindex).
 */
export function pageHtml(template: string, result: RenderResult | null, shellTitle = BRAND): string {
  let out = template;
  for (const re of TEMPLATE_HEAD) out = out.replace(re, '');
  if (!result) {
    const head = `<title>${escapeHtml(shellTitle)}</title>\n    <meta name="robots" content="noindex, nofollow" />`;
    return out.replace('</head>', () => `    ${head}\n  </head>`);
  }
  out = out.replace('</head>', () => `    ${result.head}\n  </head>`);
  const data = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${result.payload}</script>`;
  return out.replace(/<div id="root"><\/div>/, () => `<div id="root">${result.html}</div>\n    ${data}`);
}
