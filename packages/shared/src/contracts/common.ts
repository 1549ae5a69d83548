import { z } from 'zod';
import { idSchema, wholeNumberSchema } from '../input.ts';

/**
 * Pieces every domain's contract uses (issue 12). Each domain has its own file beside this one;
 * a route declares `schema: { params, querystring, body, response }` from them, the server
 * validates and serialises through them (a field not in a response schema never leaves), and the
 * web app's API client parses answers with the same schemas.
 */

/** `:id` in a path: a positive whole number (a bad one is answered with the invalid-id text). */
export const idParam = z.object({ id: idSchema() });
export type IdParam = z.output<typeof idParam>;

/**
 * A moment in time, ISO 8601 text in JSON. The server's rows hold `Date`s: its answers are parsed
 * through their schema (lib/contract-provider.ts), which turns them into their ISO text, and the
 * web app reads the text.
 */
export const timestamp = z.preprocess(
  (value: Date | string) => (value instanceof Date ? value.toISOString() : value),
  z.string(),
);

/** A calendar date without a time (YYYY-MM-DD), as the database's date columns hold it. */
export const calendarDate = z.string();

/** The plain answer of many writes: what happened, in words for people. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** `{ success: true, message }`, the answer of the writes the specification words that way. */
export const successAnswer = z.object({ success: z.literal(true), message: z.string() });
export type SuccessAnswer = z.output<typeof successAnswer>;

/**
 * Where a page of a long list is: its number, size and the total. Totals are exact up to
 * LIMITS.exactCountMax; above it `total_is_estimate` is true and the total is the planner's
 * estimate (docs/decisions/0043).
 */
export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_is_estimate: z.boolean().optional(),
});
export type PageInfo = z.output<typeof pageInfoSchema>;

/**
 * The optional `page` and `limit` of a list the specification gives no pagination: absent, the
 * first page of `defaultLimit` rows; `limit` at most `maxLimit` (sizes chosen so that a page stays
 * well under 200 KB, docs/decisions/0043).
 */
export const listPageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: wholeNumberSchema('Invalid page', 1).optional().default(1),
  limit: wholeNumberSchema('Invalid limit', 1, maxLimit).optional().default(defaultLimit),
});

/** The default page size of the back office's paged lists. */
export const DEFAULT_PAGE_LIMIT = 25;

/** `page` (from 1) and `limit` (1 to 100, 25 when not given) of a paged list's query. */
export const pageQueryFields = listPageQuery(DEFAULT_PAGE_LIMIT, 100);
