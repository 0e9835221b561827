import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssrTestApp } from '../ssr/ssr-test-app';
import { answerCacheStats } from '../../../api/lib/answer-cache';
import { cardRenders } from '../../../api/cards/card-render-pool';
import { sitemapBuilds } from '../../../api/seo/sitemap';

let t: ReturnType<typeof ssrTestApp>;
beforeAll(() => {
  t = ssrTestApp('one-origin');
});
afterAll(() => t.close());

/** Host names and ports the server answers (localhost names and IP literals are always allowed). */
const HOSTS = ['localhost', 'localhost:8080', 'LOCALHOST:1', 'a.localhost', 'b.c.localhost:3000', '127.0.0.1', '127.0.0.1:9999', '[::1]:4000', '10.0.0.7'];

async function fetchAll(path: string) {
  const bodies: string[] = [];
  for (const host of HOSTS) {
    const res = await t.app.request(`http://${host}${path}`, { headers: { Host: host } });
    expect(res.status, `${host}${path}`).toBe(200);
    bodies.push(Buffer.from(await res.arrayBuffer()).toString('base64'));
  }
  return bodies;
}

describe('one origin without PUBLIC_ORIGIN: no Host name or port multiplies work', () => {
  it('a data page is rendered once for every Host', async () => {
    t.render.mockClear();
    const bodies = await fetchAll('/pool/group/banff');
    expect(t.render).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('a share card is drawn once for every Host', async () => {
    const before = cardRenders();
    await fetchAll('/api/card/pool/group/banff.png');
    expect(cardRenders() - before).toBe(1);
  });

  it('the sitemap is built once for every Host and names the one origin', async () => {
    const before = sitemapBuilds();
    const bodies = await fetchAll('/sitemap.xml');
    expect(sitemapBuilds() - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(Buffer.from(bodies[0], 'base64').toString()).toContain('<loc>http://localhost/pool/group/banff</loc>');
  });

  it('a calendar feed is built once for every Host', async () => {
    const before = answerCacheStats(t.db).builds;
    const bodies = await fetchAll('/api/pool/group/banff/fixtures.ics');
    expect(answerCacheStats(t.db).builds - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("a Host holding $' or $& does not corrupt a prerendered page", async () => {
    const plain = await (await t.app.request('http://localhost/about')).text();
    for (const host of ["x$'.localhost", 'y$&.localhost', "$`.localhost"]) {
      const res = await t.app.request(`http://localhost/about`, { headers: { Host: host } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plain);
    }
    expect(plain).toContain('http://localhost/about');
  });
});
