/** How many player cards the list adds per "Show more players" click. */
export const PLAYERS_PAGE_SIZE = 60;

export interface PageWindow<T> {
  /** The first `pages` pages of the items. */
  visible: T[];
  total: number;
  /** Items not shown yet. */
  remaining: number;
  /** How many the next "show more" adds (0 when everything is shown). */
  nextCount: number;
}

/**
 * The first `pages` pages (at least one) of `items`, `pageSize` per page.
 * The count lines stay over the whole result; only the rendered cards are cut.
 */
export function firstPages<T>(items: readonly T[], pages: number, pageSize = PLAYERS_PAGE_SIZE): PageWindow<T> {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const n = Number.isFinite(pages) ? Math.max(1, Math.floor(pages)) : 1;
  const visible = items.slice(0, n * pageSize);
  const remaining = items.length - visible.length;
  return { visible, total: items.length, remaining, nextCount: Math.min(pageSize, remaining) };
}
