import { describe, expect, it } from 'vitest';
import { PAGES, REDIRECTS, linkTo } from '../../../contracts/route-manifest';
import { routes } from '../../../src/app/routes';
import { clientOnlyRoutes, routeData } from '../../../src/app/route-data';

describe('the route manifest', () => {
  it('lists each path once; the router, the data table and the client-only set follow it', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.map((r) => r.path)).toEqual(paths);
    for (const r of routes) expect(r.component, r.path).toBeTruthy();
    expect(Object.keys(routeData).sort()).toEqual(PAGES.filter((p) => p.render === 'server').map((p) => p.path).sort());
    expect([...clientOnlyRoutes].sort()).toEqual(PAGES.filter((p) => p.render === 'client').map((p) => p.path).sort());
  });

  it('puts only fixed paths in the sitemap as they are, and no client page in it', () => {
    for (const p of PAGES) {
      if (p.sitemap === 'static') expect(p.path, p.path).not.toContain(':');
      if (p.sitemap === 'data') expect(p.path, p.path).toContain(':');
      if (p.render === 'client') expect(p.sitemap, p.path).toBe('none');
    }
  });

  it('redirects only to pages it lists', () => {
    const paths = new Set<string>(PAGES.map((p) => p.path));
    for (const r of REDIRECTS) expect(paths.has(r.to), r.to).toBe(true);
  });
});

describe('linkTo', () => {
  it('fills parameters, encoding them, and adds the query and the hash', () => {
    expect(linkTo('/pool/player/:playerId', { playerId: 7 })).toBe('/pool/player/7');
    expect(linkTo('/cricket/compare/:first/:second', { first: 'je-root', second: 'a b' })).toBe('/cricket/compare/je-root/a%20b');
    expect(linkTo('/pool/predictions/:groupUrlSlug', { groupUrlSlug: 'banff' }, { a: 3, b: undefined }, 'match-up')).toBe(
      '/pool/predictions/banff?a=3#match-up',
    );
    expect(linkTo('/about')).toBe('/about');
  });

  it('refuses a pattern whose parameter is missing', () => {
    expect(() => linkTo('/pool/player/:playerId', {} as { playerId: number })).toThrow(/playerId/);
  });
});
