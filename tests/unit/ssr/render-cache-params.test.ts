import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as entry from '../../../src/entry-server';
import { ssrTestApp } from './ssr-test-app';

/**
 * The rendered-page cache keys on the path and the query parameters the page reads. Any other
 * parameter (a cache buster, utm_*) reuses the cached render instead of forcing a full one.
 */
let close: () => void;
let render: ReturnType<typeof vi.fn>;
let app: ReturnType<typeof ssrTestApp>['app'];

const payloadOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/)![1]) as { search: string; params?: string[] };

beforeAll(() => {
  ({ app, render, close } = ssrTestApp('ssr-params'));
});

afterAll(() => close());

describe('rendered-page cache and query parameters', () => {
  it('renders a page once for any parameters it does not read (?cb=1, ?cb=2, utm_source)', async () => {
    render.mockClear();
    const plain = await (await app.request('/pool/group/banff')).text();
    const cb1 = await (await app.request('/pool/group/banff?cb=1')).text();
    const cb2 = await (await app.request('/pool/group/banff?cb=2&utm_source=mail')).text();
    expect(render).toHaveBeenCalledTimes(1);
    expect(cb1).toBe(plain);
    expect(cb2).toBe(plain);
    // The page says what it was rendered for: no parameter, and it reads none.
    expect(payloadOf(cb2)).toMatchObject({ search: '', params: [] });
  });

  it('renders again for a parameter the page reads, and keeps only those in the render', async () => {
    render.mockClear();
    const base = await (await app.request('/pool/predictions/banff?cb=1')).text();
    const race = await (await app.request('/pool/predictions/banff?race=7&cb=2')).text();
    expect(render).toHaveBeenCalledTimes(2);
    expect(race).not.toBe(base);
    expect(render.mock.calls.map((c) => c[0])).toEqual(['/pool/predictions/banff', '/pool/predictions/banff?race=7']);
    expect(payloadOf(race)).toMatchObject({ search: 'race=7', params: ['a', 'b', 'race'] });
    // The same parameters in another order, or with other ones beside them, are the same page.
    await app.request('/pool/predictions/banff?utm_medium=x&race=7');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keys the career filters of a cricket page, not its other parameters', () => {
    expect(entry.renderedSearch('/cricket/player/someone', '?cb=3&venue=home&opp=India')).toBe('opp=India&venue=home');
    expect(entry.renderedSearch('/cricket', '?view=table&fbclid=abc')).toBe('view=table');
    // A page prerendered at build time is not keyed here: its query string is left as asked.
    expect(entry.renderedSearch('/about', '?x=1')).toBe('x=1');
  });
});
