/**
 * Paged list answers (issue 12). A match list asked with `?limit=&offset=` (and optionally `order=desc`)
 * answers this shape; without `limit` and `offset` it answers the whole list as `{ data }`, as before.
 */
export type PageOrder = 'asc' | 'desc';

export interface PagedAnswer<T> {
  /** The rows of this page, in `order` (ascending game number unless `desc`). */
  data: T[];
  /** Rows in the whole list. */
  total: number;
  limit: number;
  offset: number;
  order: PageOrder;
}
