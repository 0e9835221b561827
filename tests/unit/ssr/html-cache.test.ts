import { describe, expect, it } from 'vitest';
import { HtmlCache } from '../../../api/ssr/html-cache';

const page = (n: number) => ({ status: 200, html: 'x'.repeat(n) });

describe('HtmlCache', () => {
  it('drops the least recently used page beyond its page count', () => {
    const c = new HtmlCache(2);
    c.set('a', page(1));
    c.set('b', page(1));
    expect(c.get('a')).toBeDefined(); // a is now the most recent
    c.set('c', page(1));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.get('c')).toBeDefined();
    expect(c.size).toBe(2);
  });

  it('keeps the HTML it holds under its character budget', () => {
    const c = new HtmlCache(100, 10);
    c.set('a', page(4));
    c.set('b', page(4));
    c.set('c', page(4)); // 12 > 10: a goes
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(2);
    c.set('b', page(1)); // replacing an entry counts only its new size
    c.set('d', page(5)); // 4 + 1 + 5 = 10 fits
    expect(c.size).toBe(3);
  });
});
