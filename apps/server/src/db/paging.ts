import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_LIMIT, LIMITS, REQUEST_MSG, type PageInfo } from '@careclass/shared';
import { badRequest } from '../lib/errors.ts';
import { queryRows, type DbOrTx } from './client.ts';

/**
 * Paging of the long lists (docs/decisions/0043): pages stop at LIMITS.listDepthMax rows, so an
 * offset never walks a million rows, and totals are exact up to LIMITS.exactCountMax and the
 * planner's estimate above it, so a count never scans a million rows either.
 */

export const PAGE_TOO_DEEP = REQUEST_MSG.pageTooDeep;

/** The offset of a page, refused (400) beyond the depth limit. */
export function pageOffset(page: number, limit: number): number {
  const offset = (page - 1) * limit;
  if (offset + limit > LIMITS.listDepthMax && offset > 0) throw badRequest(PAGE_TOO_DEEP);
  return offset;
}

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
 * passes, so that no answer grows with the table; refused (400) beyond the depth limit.
 */
export function boundedPage(q: { page?: number; limit?: number }): BoundedPage {
  const page = Math.max(1, Math.trunc(q.page ?? 1));
  const limit = Math.min(MAX_PAGE_LIMIT, Math.max(1, Math.trunc(q.limit ?? DEFAULT_PAGE_LIMIT)));
  return { page, limit, offset: pageOffset(page, limit) };
}

/** The answer's `pagination` of a page and the total of every page. */
export const pageInfo = (p: BoundedPage, total: number): PageInfo => ({
  page: p.page,
  limit: p.limit,
  total,
});

export interface BoundedCount {
  total: number;
  /** True when the rows exceed LIMITS.exactCountMax and `total` is the planner's estimate. */
  estimated: boolean;
}

/**
 * Counts the rows of `select 1 <fromWhere>` exactly up to the bound (reading at most bound + 1
 * rows) and asks the planner for an estimate above it. `fromWhere` is `from ... where ...`.
 */
export async function boundedCount(db: DbOrTx, fromWhere: SQL): Promise<BoundedCount> {
  const bound = LIMITS.exactCountMax;
  const exact = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${bound + 1}) bounded`,
  );
  const n = exact[0]?.n ?? 0;
  if (n <= bound) return { total: n, estimated: false };
  return {
    total: Math.max(bound + 1, await estimatedRows(db, sql`select 1 ${fromWhere}`)),
    estimated: true,
  };
}

/** The planner's estimate of the rows a query returns (EXPLAIN, nothing is run). */
export async function estimatedRows(db: DbOrTx, query: SQL): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}
