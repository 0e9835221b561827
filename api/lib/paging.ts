import { DEFAULT_PAGE_LIMIT, PagingQuery, type PageOrder, type PagedAnswer } from '../../contracts/paging';
import type { z } from 'zod';

export interface Paging {
  /** True when `limit` or `offset` was given: the answer is a page with its total. */
  paged: boolean;
  limit: number;
  offset: number;
  order: PageOrder;
}

/** The paging a validated query asks for (contracts/paging.ts `PagingQuery`); other query parameters are ignored. */
export function pagingOf(q: z.output<typeof PagingQuery>): Paging {
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
