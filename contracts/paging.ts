/**
 * Paged list answers. A match list asked with `?limit=&offset=` (and optionally `order=desc`) answers a page with
 * its total; without `limit` and `offset` it answers the whole list as `{ data }`.
 */
import { z } from './endpoint';

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 1000;

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** `limit` (1..1000, default 100 when only `offset` is given), `offset` (>= 0), `order` (`asc` default, `desc`). */
export const PagingQuery = z.object({
  limit: whole(1, MAX_PAGE_LIMIT).optional().openapi({ param: { name: 'limit', in: 'query' }, type: 'string', example: '50' }),
  offset: whole(0, 999_999_999).optional().openapi({ param: { name: 'offset', in: 'query' }, type: 'string', example: '0' }),
  order: z.enum(['asc', 'desc']).optional().openapi({ param: { name: 'order', in: 'query' } }),
});

export type PageOrder = 'asc' | 'desc';

/** The whole list `{ data }`, or (with `limit`/`offset`) one page of it with the total. */
export const pagedList = <S extends z.ZodType>(row: S) =>
  z.union([
    z.object({
      /** The rows of this page, in `order` (ascending game number unless `desc`). */
      data: z.array(row),
      /** Rows in the whole list. */
      total: z.int().min(0),
      limit: z.int().min(1),
      offset: z.int().min(0),
      order: z.enum(['asc', 'desc']),
    }),
    z.object({ data: z.array(row) }),
  ]);

export interface PagedAnswer<T> {
  /** The rows of this page, in `order` (ascending game number unless `desc`). */
  data: T[];
  /** Rows in the whole list. */
  total: number;
  limit: number;
  offset: number;
  order: PageOrder;
}
