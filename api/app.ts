import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { serveStatic } from '@hono/node-server/serve-static';
import { join, relative, resolve } from 'node:path';
import type { AppEnv } from './app-env';
import type { Db } from './db/database';
import { answerError, errorBody, shown } from './lib/errors';
import { securityHeaders } from './http/security-headers';
import { compression } from './http/compression';
import { immutableAssets } from './http/immutable-assets';
import { allowedHosts, allowedHostsFromEnv } from './http/allowed-hosts';
import { health } from './routes/health';
import { cricket } from './cricket/routes/routes';
import { poolRoutes } from './league/routes';
import { cardRoutes } from './cards/card-routes';
import { offloadLaneReads } from './answer-lanes/answer-lanes';
import { adminRoutes } from './admin/admin-routes';
import { authRoutes } from './auth/auth-routes';
import { adminWriteGate } from './http/write-gate';
import { playerRoutes, resultsRoutes } from './players/player-routes';
import { sitePages } from './ssr/site-pages';
import type { SsrModule } from '../contracts/ssr';
import { seoRoutes } from './seo/seo-routes';
import { apiReference } from './routes/api-reference';
import { routePattern } from './lib/endpoint-router';
import { endpointPaths } from '../contracts/endpoint-paths';

export interface AppOptions {
  db: Db;
  /** Folder of the built SPA (dist/). When set, it is served with its pages (see api/ssr/site-pages.ts). */
  staticRoot?: string;
  /** The built server render entry (dist-ssr/entry-server.js); without it pages get the app shell. */
  ssr?: SsrModule | null;
  /** Log one line per request (off in unit tests). */
  log?: boolean;
  /** Origin for absolute URLs in robots.txt and the sitemap (e.g. https://example.com); default: the request's. */
  publicOrigin?: string;
  /** Host names answered besides localhost and IP literals; default from PUBLIC_ORIGIN and ALLOWED_HOSTS. */
  allowedHosts?: string[];
  /** The clock the sign-in checks read (tests move it); default Date.now. */
  clock?: () => number;
}

export function createApp({ db, staticRoot, ssr = null, log = false, publicOrigin, allowedHosts: hosts = allowedHostsFromEnv(), clock = Date.now }: AppOptions) {
  const app = new Hono<AppEnv>();

  if (log) app.use('*', logger());
  app.use('*', securityHeaders());
  app.use('*', allowedHosts(hosts));
  // Brotli/gzip for HTML, JSON and text over 1 KB; precompressed static files and bodies a route
  // compressed itself pass through untouched.
  app.use('*', compression({ threshold: 1024 }));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', clock);
    c.set('publicOrigin', publicOrigin);
    await next();
  });

  // ---- API routes -------------------------------------------------------
  app.route('/api/health', health);
  // The records tables are answered on their own worker thread (api/answer-lanes/answer-lanes.ts).
  app.use(routePattern(endpointPaths.cricketRecords), offloadLaneReads);
  app.route('/api/cricket', cricket);
  // Built on a read answer lane's thread when the server has one (api/answer-lanes/answer-lanes.ts).
  app.use('/api/pool/*', offloadLaneReads);
  app.route('/api/pool', poolRoutes);
  app.route('/api/card', cardRoutes);
  // Admin sign-in and admin area, behind the gate that keeps another process's writes from stalling this one.
  const writeGate = adminWriteGate(db);
  app.use('/api/auth/*', writeGate);
  app.use('/api/admin/*', writeGate);
  app.route('/api/auth', authRoutes);
  app.route('/api/admin', adminRoutes);
  // Players' sign-in and results, behind the same gate; a group's pending results (public, never cached).
  app.use('/api/player/*', writeGate);
  app.route('/api/player', playerRoutes);
  app.route('/api/results', resultsRoutes);
  // The OpenAPI document and the API reference page.
  app.route('/api', apiReference);

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route for ${shown(c.req.method, 16)} ${shown(c.req.path)}`), 404),
  );

  // ---- robots.txt and sitemap.xml, before the pages ----
  app.route('/', seoRoutes(publicOrigin));

  // ---- Built site: pages (prerendered or server-rendered), then files ----
  let pages: ReturnType<typeof sitePages> | null = null;
  if (staticRoot) {
    const root = resolve(staticRoot);
    // The .br/.gz files beside the built files are bodies for Accept-Encoding, not addresses of their own.
    app.get('*', async (c, next) => (/\.(?:br|gz)$/i.test(c.req.path) ? c.notFound() : next()));
    const rel = relative(process.cwd(), root) || '.';
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      immutableAssets(join(root, 'assets')),
      serveStatic({ root: rel, precompressed: true }),
    );
    pages = sitePages(app, { staticRoot: root, ssr, publicOrigin });
    // .br/.gz files written beside each asset at build (scripts/precompress.mjs) go out as they are.
    app.use('*', serveStatic({ root: rel, precompressed: true }));
  }

  app.notFound(async (c) => {
    // A browser asking for a page that is not there gets the not-found page; anything else the JSON error.
    if (pages && c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) {
      const page = await pages.notFound(c);
      if (page) return page;
    }
    return c.json(errorBody('not_found', `Nothing at ${shown(c.req.path)}`), 404);
  });

  app.onError(answerError);

  return app;
}
