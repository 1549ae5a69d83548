import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';

/**
 * Waitlist Management pages its entries (docs/decisions/0044): the stat cards count every page,
 * positions are each entry's place among the open entries of its class whatever page shows it.
 */
let t: TestApp;
let token: string;
const get = (url: string) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  token = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

interface Entry {
  id: number;
  class_id: number;
  status: string;
  position: number | null;
}

describe('admin waitlist, a page at a time', () => {
  it('pages the entries first joined first, with positions and stats of the whole list', async () => {
    const a = await createClass(t);
    const b = await createClass(t);
    // Seven entries, joined a minute apart, alternating between the classes; one is offered.
    for (let i = 0; i < 7; i++) {
      const user = await t.createUser({ firstName: `Wait${i}` });
      await t.database.db
        .execute(sql`insert into waitlist_entries (user_id, class_id, status, joined_at)
        values (${user.id}, ${(i % 2 === 0 ? a : b).classId}, ${i === 3 ? 'offered' : 'waiting'},
                now() - ${`${60 - i} minutes`}::interval)`);
    }
    const whole = (await get('/api/admin/waitlist?limit=100')).json();
    expect(whole.entries).toHaveLength(7);
    expect(whole.stats).toEqual({ total_waiting: 6, total_offered: 1, classes: 2 });
    expect(whole.pagination).toEqual({ page: 1, limit: 100, total: 7 });
    // Class a: entries 0, 2, 4, 6 -> positions 1 to 4; class b: 1, 5 waiting (3 is offered).
    expect((whole.entries as Entry[]).map((e) => e.position)).toEqual([1, 1, 2, null, 3, 2, 4]);

    const paged: Entry[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await get(`/api/admin/waitlist?page=${page}&limit=3`)).json();
      expect(body.pagination).toEqual({ page, limit: 3, total: 7 });
      expect(body.stats).toEqual(whole.stats);
      paged.push(...body.entries);
    }
    // (Each answer's estimated wait is counted from its own moment: ids and positions compare.)
    const key = (e: Entry) => `${e.id}:${e.position}`;
    expect(paged.map(key)).toEqual((whole.entries as Entry[]).map(key));

    // The class's own list pages the same way, and counts only its entries.
    const ofB = (await get(`/api/admin/classes/${b.classId}/waitlist?page=1&limit=2`)).json();
    expect(ofB.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(ofB.stats).toEqual({ total_waiting: 2, total_offered: 1, classes: 1 });
    expect((ofB.entries as Entry[]).map((e) => e.position)).toEqual([1, null]);
    const first = (await get('/api/admin/waitlist')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 25, total: 7 });
  });

  it('refuses a page below 1 and a limit outside 1 to 100', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=101']) {
      expect((await get(`/api/admin/waitlist?${query}`)).statusCode, query).toBe(400);
      expect((await get(`/api/admin/classes/1/waitlist?${query}`)).statusCode, query).toBe(400);
    }
  });
});
