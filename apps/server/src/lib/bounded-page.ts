import { DEFAULT_PAGE_LIMIT, type PageInfo } from '@careclass/shared';

/** The most rows one page of a list answers, whatever is asked. */
export const MAX_PAGE_LIMIT = 100;

/** A page of a list as SQL reads it: `limit` rows after `offset`. */
export interface BoundedPage {
  page: number;
  limit: number;
  offset: number;
}

/**
 * The page asked for (`page` from 1, `limit` rows), held within bounds whatever the caller
 * passes, so that no answer grows with the table.
 */
export function boundedPage(q: { page?: number; limit?: number }): BoundedPage {
  const page = Math.max(1, Math.trunc(q.page ?? 1));
  const limit = Math.min(MAX_PAGE_LIMIT, Math.max(1, Math.trunc(q.limit ?? DEFAULT_PAGE_LIMIT)));
  return { page, limit, offset: (page - 1) * limit };
}

/** The answer's `pagination` of a page and the total of every page. */
export const pageInfo = (p: BoundedPage, total: number): PageInfo => ({
  page: p.page,
  limit: p.limit,
  total,
});
