import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { DEMO_LOGINS, hasClasses, seedDemoData, wantsDemoData } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('is wanted on the embedded database by default and on a server only when asked', () => {
    expect(wantsDemoData(undefined, 'pglite')).toBe(true);
    expect(wantsDemoData(undefined, 'postgres')).toBe(false);
    expect(wantsDemoData(true, 'postgres')).toBe(true);
    expect(wantsDemoData(false, 'pglite')).toBe(false);
  });

  it('loads the three example classes, a full session and working demo logins', async () => {
    expect(await hasClasses(t.database.db)).toBe(false);
    await seedDemoData(t.database.db);
    expect(await hasClasses(t.database.db)).toBe(true);

    const titles = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from classes order by id`,
    );
    expect(titles.map((r) => r.title)).toEqual([
      'Development and Operations',
      'Child Development Associate (CDA)',
      'CPR and First Aid Certification',
    ]);

    // Seats held equal the live enrolment rows plus held offers, and at least one upcoming
    // session is full; the history adds sessions of the past year (issue 15).
    const sessions = await queryRows<{
      id: number;
      capacity: number;
      seats_held: number;
      live: number;
      start_date: string;
    }>(
      t.database.db,
      sql`select s.id, s.capacity, s.seats_held, s.start_date::text as start_date,
                 (select count(*)::int from enrollments e where e.session_id = s.id
                   and e.status in ('pending','approved') and e.enrollment_type = 'active')
                 + (select count(*)::int from waitlist_entries w where w.offered_session_id = s.id
                   and w.status = 'offered') as live
          from class_sessions s`,
    );
    for (const s of sessions) expect(s.seats_held).toBe(s.live);
    const today = new Date().toISOString().slice(0, 10);
    expect(sessions.some((s) => s.seats_held === s.capacity && s.start_date > today)).toBe(true);

    // Approved enrolments owe the class price.
    const owed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrollments e join payments p on p.enrollment_id = e.id where e.status = 'approved'`,
    );
    const approved = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrollments where status = 'approved'`,
    );
    expect(owed[0]!.n).toBe(approved[0]!.n);
    // Paid payments have their transaction, refunded ones a refund row too.
    const unmatched = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments p where p.paid_at is not null and not exists
            (select 1 from transactions t where t.payment_id = p.id and t.type = 'payment'
               and t.amount_cents = p.amount_cents)`,
    );
    expect(unmatched[0]!.n).toBe(0);

    for (const login of DEMO_LOGINS) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: login.email, password: login.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(login.role);
    }

    // Demo addresses cannot receive mail, so every demo account starts verified (decision 29).
    const unverified = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email_verified_at is null`,
    );
    expect(unverified[0]!.n).toBe(0);
  });
});

describe('demo data and configured defaults', () => {
  it('leaves the sign-up limit to SIGNUPS_PER_ADDRESS_PER_HOUR rather than storing the default', async () => {
    const configured = await createTestApp({ signupsPerAddressPerHour: 1000 });
    try {
      await seedDemoData(configured.database.db);
      const admin = await configured.createUser({ role: 'admin' });
      const res = await configured.request({
        method: 'GET',
        url: '/api/admin/settings',
        token: await configured.tokenFor(admin.id),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings.signups_per_address_per_hour).toBe(1000);
    } finally {
      await configured.close();
    }
  });
});
