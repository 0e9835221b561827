import type { Encoding } from '../http/compression';

export interface CachedPage {
  status: number;
  html: string;
  /**
   * The page compressed, per encoding, made at its first request in that encoding and kept with the render: a
   * page is compressed once per data version, not once per request. At most about the html's own size again
   * (brotli and gzip each take a fraction of it), so the html bound below bounds these too.
   */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * Server-rendered pages by key (domain, data version, path and the query parameters the page reads). Least recently used entries go first
 * once `capacity` pages or `maxChars` characters of HTML are held, so arbitrary query strings cannot grow it
 * without bound; keys of an old data version are never asked for again and age out the same way.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private chars = 0;
  constructor(
    private readonly capacity: number,
    private readonly maxChars = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage) {
    this.drop(key);
    this.entries.set(key, page);
    this.chars += page.html.length;
    while (this.entries.size > this.capacity || (this.chars > this.maxChars && this.entries.size > 1)) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.chars -= old.html.length;
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
