import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's private calendar feed (docs/decisions/0048): at most one per user. Only the SHA-256 of
 * the feed's token is kept, so reading the table does not reveal any feed address; the address is
 * shown once, when the feed is made. Revoking deletes the row, making a new one replaces it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);
