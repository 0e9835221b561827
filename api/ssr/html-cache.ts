export interface CachedPage {
  status: number;
  html: string;
}

/**
 * Server-rendered pages by key (domain, data version, path and query). Least recently used entries go first
 * once `capacity` is reached, so arbitrary query strings cannot grow it without bound; keys of an old data
 * version are never asked for again and age out the same way.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  constructor(private readonly capacity: number) {}

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size() {
    return this.entries.size;
  }
}
