import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isBadInputError, isUniqueViolation } from './errors.ts';

/**
 * The error handler's last line of defence answers 400 for database errors only bad input causes.
 * The errors here are the database's own, through Drizzle, on PGlite or PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function errorOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await t.database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('isBadInputError', () => {
  it('knows the errors of values the column types refuse', async () => {
    const cases = [
      sql`select ${'2147483648'}::integer`,
      sql`select ${'abc'}::integer`,
      sql`select ${'2027-02-30'}::date`,
      sql`select ${'0000-01-01'}::date`,
      sql`select ${'25:00'}::time`,
    ];
    for (const query of cases) expect(isBadInputError(await errorOf(query))).toBe(true);
  });

  it('leaves other database errors to be server errors', async () => {
    const missing = await errorOf(sql`select * from no_such_table`);
    expect(isBadInputError(missing)).toBe(false);
    expect(isUniqueViolation(missing)).toBe(false);
    expect(isBadInputError(new Error('plain'))).toBe(false);
  });
});
