import { z } from 'zod';
import type { PageOrder, PagedAnswer } from '../../contracts/paging';
import { parseOrThrow } from './validate';

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 1000;

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const pagingQuery = z.object({
  limit: whole(1, MAX_PAGE_LIMIT).optional(),
  offset: whole(0, 999_999_999).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

export interface Paging {
  /** True when `limit` or `offset` was given: the answer is a page with its total. */
  paged: boolean;
  limit: number;
  offset: number;
  order: PageOrder;
}

/**
 * Read `limit` (1..1000, default 100 when only `offset` is given), `offset` (>= 0, default 0) and `order`
 * (`asc` default, `desc`) from a query; a bad value is a 400 naming the field. Other query parameters are ignored.
 */
export function parsePaging(query: Record<string, string | undefined>): Paging {
  const q = parseOrThrow(pagingQuery, { limit: query.limit, offset: query.offset, order: query.order });
  const paged = q.limit !== undefined || q.offset !== undefined;
  return { paged, limit: q.limit ?? DEFAULT_PAGE_LIMIT, offset: q.offset ?? 0, order: q.order ?? 'asc' };
}

/** The normalised query that shapes the answer: the answer cache's key and the ETag's identity. */
export function pagingKey(p: Paging): string {
  return p.paged ? `limit=${p.limit}&offset=${p.offset}&order=${p.order}` : `order=${p.order}`;
}

/** The whole list as `{ data }` when no paging was asked, else one page with the total. */
export function pageOf<T>(rows: readonly T[], p: Paging): { data: T[] } | PagedAnswer<T> {
  const ordered = p.order === 'desc' ? [...rows].reverse() : (rows as T[]);
  if (!p.paged) return { data: ordered };
  return { data: ordered.slice(p.offset, p.offset + p.limit), total: rows.length, limit: p.limit, offset: p.offset, order: p.order };
}
