import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedSitemapXml, robotsTxt } from './sitemap';
import { originOf } from '../lib/site-origin';

/** /robots.txt and /sitemap.xml, mounted before the SPA fallback. */
export function seoRoutes(publicOrigin?: string) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(originOf(c, publicOrigin)));
    })
    .get('/sitemap.xml', (c) => {
      const xml = cachedSitemapXml(c.get('db'), originOf(c, publicOrigin));
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
    });
}
