import type { DbOrTx } from './client.ts';

/**
 * A query drizzle builds once per database handle and then only runs with new values (a prepared
 * query whose values are `sql.placeholder`s). Building a select walks every column and condition
 * of it, and on the hottest calls (the sign-in check of every request, Enroll Now's look) that
 * cost more of the server's CPU than the rest of the request (decision 45, "The server's CPU").
 * On PostgreSQL the query is also a named prepared statement, parsed once per connection, so its
 * `name` must be unique and its text never change. Handles are held weakly: a transaction's
 * handle (one per transaction) builds its own and leaves nothing behind.
 */
export function preparedPerDatabase<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
