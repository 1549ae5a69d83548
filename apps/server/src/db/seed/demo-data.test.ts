import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { DEMO_LOGINS, hasClasses, seedDemoData, wantsDemoData } from './demo-data.ts';
import { issuedFile } from '../../modules/certificates/issued.service.ts';
import { sweepExpiryReminders } from '../../jobs/reminder-sweep.ts';

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

describe('the demo history (issue 15)', () => {
  // Runs on the database the test above seeded.
  const admin = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'admin@careclass.test'`,
    );
    return t.tokenFor(row!.id);
  };
  /** The year that ends today, as the analytics calls take it. */
  const lastYear = () => {
    const end = new Date();
    const start = new Date(end.getTime() - 364 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return `startDate=${day(start)}&endDate=${day(end)}`;
  };

  it('fills every panel of the back office', async () => {
    const token = await admin();
    const get = async (url: string) => {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const students = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where role = 'student'`,
    );
    expect(students[0]!.n).toBeGreaterThanOrEqual(55);

    const revenue = (await get(`/api/admin/analytics/revenue?${lastYear()}`)).data as {
      gross_revenue: number;
    }[];
    expect(revenue.filter((m) => m.gross_revenue > 0).length).toBeGreaterThanOrEqual(10);
    const trends = (await get(`/api/admin/analytics/enrollments/trends?${lastYear()}`)).data as {
      total_enrollments: number;
    }[];
    expect(trends.filter((m) => m.total_enrollments > 0).length).toBeGreaterThanOrEqual(10);
    const top = (await get(`/api/admin/analytics/enrollments/classes?${lastYear()}`)).data as {
      enrollment_count: number;
    }[];
    expect(top).toHaveLength(3);
    expect(top.every((c) => c.enrollment_count > 0)).toBe(true);
    const engagement = (await get(`/api/admin/analytics/users/engagement?${lastYear()}`)).data as {
      active_users: number;
    }[];
    expect(engagement.filter((m) => m.active_users > 0).length).toBeGreaterThanOrEqual(10);
    const summary = (await get(`/api/admin/analytics/summary?${lastYear()}`)).data;
    expect(summary.active_users).toBeGreaterThan(0);
    expect(summary.waitlist_count).toBeGreaterThan(0);

    const outstanding = await get('/api/admin/financial/payments/outstanding');
    expect(outstanding.stats.overdue_count).toBeGreaterThan(0);
    const refunds = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transactions where type = 'refund' and status = 'completed'`,
    );
    expect(refunds[0]!.n).toBeGreaterThan(0);

    // The waitlist has an open offer whose seat is held; certificates expire soon; students have
    // read and unread notifications; templates exist.
    const [offer] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from waitlist_entries
          where status = 'offered' and offer_expires_at > now() and offered_session_id is not null`,
    );
    expect(offer!.n).toBe(1);
    const [certs] = await queryRows<{ soon: number }>(
      t.database.db,
      sql`select count(*)::int as soon from certificates
          where expiration_date between current_date and current_date + 60`,
    );
    expect(certs!.soon).toBeGreaterThan(0);
    const reads = await queryRows<{ is_read: boolean }>(
      t.database.db,
      sql`select distinct is_read from notifications`,
    );
    expect(reads).toHaveLength(2);
    const [templates] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_templates`,
    );
    expect(templates!.n).toBeGreaterThan(0);
  });

  it("keeps the demo accounts' enrollments as they were", async () => {
    const rows = await queryRows<{ email: string; status: string; title: string }>(
      t.database.db,
      sql`select u.email, e.status, c.title from enrollments e join users u on u.id = e.user_id
          join classes c on c.id = e.class_id where u.email like '%@careclass.test' order by u.email, c.title`,
    );
    expect(rows).toEqual([
      {
        email: 'student2@careclass.test',
        status: 'approved',
        title: 'CPR and First Aid Certification',
      },
      {
        email: 'student3@careclass.test',
        status: 'approved',
        title: 'CPR and First Aid Certification',
      },
      {
        email: 'student4@careclass.test',
        status: 'pending',
        title: 'CPR and First Aid Certification',
      },
      {
        email: 'student5@careclass.test',
        status: 'pending',
        title: 'CPR and First Aid Certification',
      },
      {
        email: 'student@careclass.test',
        status: 'approved',
        title: 'Child Development Associate (CDA)',
      },
      { email: 'student@careclass.test', status: 'pending', title: 'Development and Operations' },
    ]);
  });

  it('writes a valid PDF for each certificate, and no history for the demo accounts', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoData(fresh.database.db, fresh.ctx.storage);
      // Uploaded certificates are stored at seeding; issued ones are drawn on first download.
      const certs = await queryRows<{ file_path: string; file_size: number }>(
        fresh.database.db,
        sql`select file_path, file_size from certificates where enrollment_id is null`,
      );
      expect(certs.length).toBeGreaterThan(0);
      for (const c of certs.slice(0, 5)) {
        const file = await fresh.ctx.storage.get('certificates', c.file_path);
        expect(file?.length).toBe(c.file_size);
        expect(file!.subarray(0, 5).toString()).toBe('%PDF-');
        expect(file!.toString('latin1')).toMatch(/%%EOF\n$/);
      }
      const issued = await queryRows<{ id: number; issued_at: Date; completed_at: Date }>(
        fresh.database.db,
        sql`select c.id, c.issued_at, e.completed_at from certificates c
            join enrollments e on e.id = c.enrollment_id where c.verification_code is not null`,
      );
      expect(issued.length).toBeGreaterThan(0);
      // Issued when the session was completed, not when the demo was seeded.
      for (const c of issued) {
        expect(new Date(c.issued_at).getTime()).toBeGreaterThan(new Date(c.completed_at).getTime());
      }
      const drawn = await issuedFile(fresh.ctx, issued[0]!.id);
      expect(drawn!.subarray(0, 5).toString()).toBe('%PDF-');
      // The demo accounts' own rows are the earlier seed's: no notifications (but the demo
      // student's expiry reminder), activity or waitlist.
      const [extra] = await queryRows<{ n: number }>(
        fresh.database.db,
        sql`select (select count(*) from notifications n join users u on u.id = n.user_id
                     where u.email like '%@careclass.test'
                       and n.metadata->>'kind' is distinct from 'expiry_reminder')::int
                 + (select count(*) from activity_log a join users u on u.id = a.user_id
                     where u.email like '%@careclass.test')::int
                 + (select count(*) from waitlist_entries w join users u on u.id = w.user_id
                     where u.email like '%@careclass.test')::int as n`,
      );
      expect(extra!.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo expiry reminder', () => {
  it('the demo student has a card expiring within 30 days, its reminder, and a session to renew in', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoData(fresh.database.db, fresh.ctx.storage);
      const [card] = await queryRows<{
        id: number;
        days: number;
        class_id: number;
        file_path: string;
      }>(
        fresh.database.db,
        sql`select c.id, (c.expiration_date - current_date)::int as days, c.class_id, c.file_path
            from certificates c join users u on u.id = c.user_id
            where u.email = 'student@careclass.test'`,
      );
      expect(card!.days).toBeGreaterThan(7);
      expect(card!.days).toBeLessThanOrEqual(30);
      const notices = await queryRows<{ title: string; is_read: boolean; reminder_id: number }>(
        fresh.database.db,
        sql`select n.title, n.is_read, (n.metadata->>'reminder_id')::int as reminder_id
            from notifications n join users u on u.id = n.user_id
            where u.email = 'student@careclass.test' and n.metadata->>'kind' = 'expiry_reminder'`,
      );
      expect(notices).toEqual([
        {
          title: expect.stringMatching(
            /^Your certificate expires in \d+ days: CPR and First Aid Certification$/,
          ),
          is_read: false,
          reminder_id: expect.any(Number),
        },
      ]);
      const reminders = await queryRows<{ threshold_days: number; status: string }>(
        fresh.database.db,
        sql`select threshold_days, status from certificate_reminders
            where certificate_id = ${card!.id} order by threshold_days desc`,
      );
      expect(reminders).toEqual([
        { threshold_days: 90, status: 'passed' },
        { threshold_days: 60, status: 'passed' },
        { threshold_days: 30, status: 'sent' },
      ]);
      // No e-mail for it, and the sweep at start sends no second one.
      await sweepExpiryReminders(fresh.ctx);
      const outbox = await queryRows(
        fresh.database.db,
        sql`select id from email_outbox where to_address = 'student@careclass.test'`,
      );
      expect(outbox).toEqual([]);
      const [open] = await queryRows<{ n: number }>(
        fresh.database.db,
        sql`select count(*)::int as n from class_sessions
            where class_id = ${card!.class_id} and status = 'scheduled'
              and start_date > current_date and seats_held < capacity`,
      );
      expect(open!.n).toBeGreaterThan(0);
      const file = await fresh.ctx.storage.get('certificates', card!.file_path);
      expect(file!.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await fresh.close();
    }
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
