import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// A broadcast to more students than one insert statement carries (500 rows): every student gets
// exactly one notification, and exactly those who want e-mail get exactly one e-mail.

const STUDENTS = 1_150;

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  // Written in one statement: hashing 1,150 passwords would only slow the test down. Every
  // seventh student has turned e-mail notifications off.
  await t.database.db.execute(
    sql`insert into users (first_name, last_name, email, password_hash, role, email_notifications)
        select 'Student', 'No ' || n, 'bulk-' || n || '@example.test', '!not-a-hash', 'student',
               n % 7 <> 0
        from generate_series(1, ${STUDENTS}) as n`,
  );
});
afterAll(async () => {
  await t?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

describe('a broadcast to more than a thousand students', () => {
  it('writes one notification per student and one e-mail per student who wants e-mail', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/notifications/admin/broadcast',
      token: adminToken,
      payload: { title: 'Snow day', message: 'All classes move online tomorrow.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sent_count: STUDENTS,
      total_users: STUDENTS,
      failed_count: 0,
    });

    expect(
      await count(sql`select count(distinct user_id)::int as n from notifications
                      where title = 'Snow day'`),
    ).toBe(STUDENTS);
    expect(
      await count(sql`select count(*)::int as n from notifications where title = 'Snow day'`),
    ).toBe(STUDENTS);
    const wantMail = STUDENTS - Math.floor(STUDENTS / 7);
    expect(
      await count(sql`select count(*)::int as n from email_outbox where subject = 'Snow day'`),
    ).toBe(wantMail);
    // Each of them once, and nobody who turned e-mail off.
    expect(
      await count(sql`select count(distinct to_address)::int as n from email_outbox
                      where subject = 'Snow day'`),
    ).toBe(wantMail);
    expect(
      await count(sql`select count(*)::int as n from email_outbox o
                      join users u on lower(u.email) = lower(o.to_address)
                      where o.subject = 'Snow day' and not u.email_notifications`),
    ).toBe(0);
  });
});
