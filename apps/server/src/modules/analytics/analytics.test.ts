import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { parseCsv } from '../../lib/csv.ts';

/*
 * A hand-computed fixture. The provider's time zone is America/New_York (the default setting):
 * in January to March 2024 it is UTC-5 until 10 March, then UTC-4. Rows sit on purpose near the
 * edges of months and of the range, where UTC and New York disagree:
 *   2024-01-01T04:59Z = Dec 31 23:59 New York   (before the range)
 *   2024-02-01T03:30Z = Jan 31 22:30 New York   (January)
 *   2024-04-01T03:59Z = Mar 31 23:59 New York   (March, last minute of the range)
 *   2024-04-01T04:00Z = Apr  1 00:00 New York   (after the range)
 * The range asked for is 2024-01-01 .. 2024-03-31.
 */
const RANGE = 'startDate=2024-01-01&endDate=2024-03-31';

let t: TestApp;
let adminToken: string;
const ids: Record<string, number> = {};

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const one = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.database.db, query))[0]!.id;

async function student(key: string, createdAt: string, extra = sql``) {
  const u = await t.createUser({ firstName: key, lastName: 'Fixture' });
  ids[key] = u.id;
  await exec(
    sql`update users set created_at = ${createdAt}::timestamptz ${extra} where id = ${u.id}`,
  );
}

async function classWith(
  key: string,
  status: string,
  sessions: { key: string; start: string; capacity: number; status: string; held: number }[],
) {
  ids[key] = await one(
    sql`insert into classes (title, price_cents, status) values (${key}, 10000, ${status}) returning id`,
  );
  for (const s of sessions) {
    ids[s.key] = await one(
      sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity, seats_held, status)
          values (${ids[key]}, ${s.start}, ${s.start}, '09:00', '15:00', ${s.capacity}, ${s.held}, ${s.status})
          returning id`,
    );
  }
}

async function enrolment(
  key: string,
  user: string,
  cls: string,
  session: string,
  status: string,
  type: string,
  enrolledAt: string,
  extra: { completed?: boolean; archived?: boolean } = {},
) {
  ids[key] = await one(
    sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at,
                                 completed_at, archived_at)
        values (${ids[user]}, ${ids[cls]}, ${ids[session]}, ${status}, ${type}, ${enrolledAt}::timestamptz,
                ${extra.completed ? sql`now()` : sql`null`}, ${extra.archived ? sql`now()` : sql`null`})
        returning id`,
  );
}

async function payment(key: string, user: string, cls: string | null, cents: number) {
  ids[key] = await one(
    sql`insert into payments (user_id, class_id, amount_cents, due_date, status, paid_at)
        values (${ids[user]}, ${cls ? ids[cls] : null}, ${cents}, '2024-01-01', 'paid', now())
        returning id`,
  );
}

async function transaction(
  pay: string,
  type: string,
  status: string,
  cents: number,
  at: string | ReturnType<typeof sql>,
) {
  const when = typeof at === 'string' ? sql`${at}::timestamptz` : at;
  await exec(
    sql`insert into transactions (payment_id, user_id, type, status, amount_cents, created_at)
        select p.id, p.user_id, ${type}, ${status}, ${cents}, ${when} from payments p where p.id = ${ids[pay]}`,
  );
}

async function activity(user: string, action: string, at: string | ReturnType<typeof sql>) {
  const when = typeof at === 'string' ? sql`${at}::timestamptz` : at;
  await exec(
    sql`insert into activity_log (user_id, action, description, created_at)
        values (${ids[user]}, ${action}, ${action}, ${when})`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);

  // Students. S1 before the range; S2, S3 (Jan 31 22:00 New York) in January; S4 in March;
  // S5 on Apr 1 01:00 New York, after the range. An instructor is never a student.
  await student('S1', '2023-12-15T15:00Z', sql`, last_login = null`);
  await student('S2', '2024-01-10T15:00Z', sql`, last_login = '2024-02-20T15:00Z'`);
  await student('S3', '2024-02-01T03:00Z');
  await student('S4', '2024-03-20T12:00Z', sql`, last_login = '2024-03-25T15:00Z'`);
  await student('S5', '2024-04-01T05:00Z', sql`, status = 'suspended'`);
  const teacher = await t.createUser({ role: 'instructor' });
  await exec(sql`update users set created_at = '2024-01-05T15:00Z' where id = ${teacher.id}`);

  // Classes and sessions. seats_held is what the enrolments and offers below hold.
  await classWith('Alpha CPR', 'active', [
    { key: 'A1', start: '2024-01-20', capacity: 10, status: 'completed', held: 0 },
    { key: 'A2', start: '2024-03-10', capacity: 10, status: 'scheduled', held: 1 },
    { key: 'A3', start: '2024-04-15', capacity: 10, status: 'scheduled', held: 1 },
  ]);
  await classWith('Beta CDA', 'active', [
    { key: 'B1', start: '2024-02-05', capacity: 5, status: 'scheduled', held: 2 },
    { key: 'B2', start: '2024-02-20', capacity: 5, status: 'cancelled', held: 0 },
  ]);
  await classWith('Gamma DevOps', 'completed', [
    { key: 'G1', start: '2023-12-01', capacity: 8, status: 'completed', held: 0 },
  ]);
  // Summary: one class open now (a session in 10 days), one cancelled class with an open session.
  const open = await createClass(t, { title: 'Delta Upcoming', status: 'active' });
  ids['Delta Upcoming'] = open.classId;
  ids.D1 = open.sessionIds[0]!;
  await exec(sql`update class_sessions set seats_held = 1 where id = ${ids.D1}`);
  await createClass(t, {
    title: 'Epsilon Cancelled',
    status: 'cancelled',
    sessions: [{ capacity: 4 }],
  });

  // Enrolments: requested (New York month), status, type.
  await enrolment('E1', 'S1', 'Alpha CPR', 'A1', 'approved', 'historical', '2024-01-05T15:00Z', {
    completed: true,
  }); // Jan
  await enrolment('E2', 'S2', 'Alpha CPR', 'A1', 'approved', 'historical', '2024-01-10T15:00Z', {
    completed: true,
  }); // Jan
  await enrolment('E3', 'S3', 'Alpha CPR', 'A1', 'pending', 'historical', '2024-01-12T15:00Z', {
    archived: true,
  }); // Jan, archived when A1 completed: no seat
  await enrolment('E4', 'S4', 'Alpha CPR', 'A2', 'approved', 'active', '2024-02-01T04:00Z'); // Jan 31 23:00
  await enrolment('E5', 'S1', 'Beta CDA', 'B1', 'approved', 'active', '2024-02-02T15:00Z'); // Feb
  await enrolment('E6', 'S2', 'Beta CDA', 'B1', 'rejected', 'active', '2024-02-03T15:00Z'); // Feb
  await enrolment('E7', 'S3', 'Beta CDA', 'B1', 'pending', 'active', '2024-03-01T15:00Z'); // Mar
  await enrolment('E8', 'S5', 'Alpha CPR', 'A3', 'pending', 'active', '2024-04-01T06:00Z'); // after
  await enrolment('E9', 'S2', 'Gamma DevOps', 'G1', 'approved', 'historical', '2023-11-20T15:00Z', {
    completed: true,
  }); // before

  // Payments (all paid) and their transactions.
  await payment('P1', 'S1', 'Alpha CPR', 10000);
  await payment('P2', 'S2', 'Alpha CPR', 10000);
  await payment('P3', 'S4', 'Alpha CPR', 10000);
  await payment('P4', 'S1', 'Beta CDA', 25000);
  await payment('P5', 'S2', null, 5000);
  await payment('P6', 'S2', 'Gamma DevOps', 8000);
  await transaction('P1', 'payment', 'completed', 10000, '2024-01-06T15:00Z'); // Jan
  await transaction('P2', 'payment', 'completed', 10000, '2024-02-01T03:30Z'); // Jan 31 22:30
  await transaction('P3', 'payment', 'failed', 10000, '2024-02-14T15:00Z'); // failed: not money
  await transaction('P3', 'payment', 'completed', 10000, '2024-02-15T15:00Z'); // Feb
  await transaction('P4', 'payment', 'completed', 25000, '2024-02-16T15:00Z'); // Feb
  await transaction('P1', 'reminder', 'completed', 0, '2024-02-20T15:00Z'); // not money
  await transaction('P4', 'refund', 'completed', 5000, '2024-03-05T15:00Z'); // Mar, refund
  await transaction('P1', 'refund', 'pending', 3000, '2024-03-06T15:00Z'); // not completed
  await transaction('P5', 'payment', 'completed', 5000, '2024-04-01T03:59Z'); // Mar 31 23:59
  await transaction('P6', 'payment', 'completed', 8000, '2024-01-01T04:59Z'); // Dec 31: before
  await transaction('P2', 'refund', 'completed', 2000, '2024-04-01T04:00Z'); // Apr 1: after

  // Activity entries in the range (self-caused ones make a student active).
  await activity('S1', 'enrollment_requested', '2024-01-15T15:00Z'); // Jan
  await activity('S2', 'payment_made', '2024-01-20T15:00Z'); // Jan
  await activity('S2', 'profile_update', '2024-01-21T15:00Z'); // Jan, same student
  await activity('S1', 'waitlist_offered', '2024-02-10T15:00Z'); // Feb, written by a sweep
  await activity('S3', 'enrollment_requested', '2024-02-12T15:00Z'); // Feb
  await activity('S1', 'enrollment_requested', '2024-04-01T03:00Z'); // Mar 31 23:00
  await activity('S5', 'payment_made', '2024-04-02T15:00Z'); // after

  // "Now" rows for the summary cards.
  await transaction('P1', 'payment', 'completed', 7500, sql`now()`);
  await transaction('P1', 'refund', 'completed', 2500, sql`now()`);
  await transaction('P2', 'payment', 'completed', 9900, sql`now() - interval '40 days'`);
  await activity('S1', 'payment_made', sql`now() - interval '2 days'`);
  await activity('S3', 'waitlist_offered', sql`now() - interval '1 day'`);
  // N1 and N2 signed up now (after the range): N1 signed in yesterday, N2 31 days ago.
  await student('N1', new Date().toISOString(), sql`, last_login = now() - interval '1 day'`);
  await student('N2', new Date().toISOString(), sql`, last_login = now() - interval '31 days'`);
  await exec(sql`update users set last_login = now() where id = ${ids.S5!}`);
  for (const [user, age] of [
    ['S1', '5 days'],
    ['S2', '40 days'],
  ] as const) {
    await exec(
      sql`insert into certificates (user_id, certificate_name, file_path, file_type, file_size, upload_date)
          values (${ids[user]}, 'CPR', 'x.pdf', 'application/pdf', 10, now() - ${age}::interval)`,
    );
  }
  for (const [user, status] of [
    ['S3', 'waiting'],
    ['S4', 'offered'],
    ['S1', 'left'],
  ] as const) {
    await exec(
      sql`insert into waitlist_entries (user_id, class_id, status)
          values (${ids[user]}, ${ids['Delta Upcoming']}, ${status})`,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, token = adminToken) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/${path}`, token });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
const range = { start_date: '2024-01-01', end_date: '2024-03-31', time_zone: 'America/New_York' };

describe('GET /api/admin/dashboard/stats', () => {
  it('counts enrolments and the share of seats taken', async () => {
    // Enrolments E1..E9 = 9. Pending and active: E7, E8 = 2. Students with an approved active
    // enrolment: S4 (E4), S1 (E5) = 2. Seats of the sessions still to run of open classes: Delta
    // 10 (1, an offer) = 10 %. A2, A3 and B1 (2024) are still marked scheduled but long over, and
    // Epsilon's session belongs to a cancelled class: their seats are not counted.
    expect(await get('dashboard/stats')).toMatchObject({
      totalEnrollments: 9,
      pendingEnrollments: 2,
      activeStudents: 2,
      enrollmentRate: 10,
    });
  });
});

describe('GET /api/admin/analytics/*', () => {
  it('summary: the four cards as of now', async () => {
    expect(await get(`analytics/summary?${RANGE}`)).toEqual({
      range,
      data: {
        // This month: 75.00 paid - 25.00 refunded; the 99.00 of 40 days ago is another month.
        monthly_revenue: 50,
        recent_payments: 1,
        // Approved and active: E4, E5.
        active_enrollments: 2,
        // S1 (own activity 2 days ago), N1 (login yesterday). Not S3 (an offer is not their
        // doing), N2 (login 31 days ago), S5 (suspended, though signed in today).
        active_users: 2,
        // Delta Upcoming only: Alpha's sessions are past, Epsilon is cancelled.
        active_classes: 1,
        recent_certificates: 1,
        // S3 waiting and S4 offered; S1 left.
        waitlist_count: 2,
        enrollment_rate: 10,
        // The one certificate has no expiration date.
        expiring_certificates: 0,
      },
    });
  });

  it('revenue by month: payments minus refunds, by transaction date in New York', async () => {
    expect(await get(`analytics/revenue?${RANGE}`)).toEqual({
      range,
      data: [
        // T1 100.00 + T2 100.00 (Jan 31 22:30)
        {
          period: '2024-01',
          gross_revenue: 200,
          refunds: 0,
          net_revenue: 200,
          payment_count: 2,
          refund_count: 0,
        },
        // P3's completed 100.00 (not the failed try) + P4 250.00
        {
          period: '2024-02',
          gross_revenue: 350,
          refunds: 0,
          net_revenue: 350,
          payment_count: 2,
          refund_count: 0,
        },
        // P5 50.00 (Mar 31 23:59) - refund 50.00; the pending refund does not count
        {
          period: '2024-03',
          gross_revenue: 50,
          refunds: 50,
          net_revenue: 0,
          payment_count: 1,
          refund_count: 1,
        },
      ],
    });
  });

  it('revenue by class, largest first; a payment without a class is "No class"', async () => {
    expect((await get(`analytics/revenue/classes?${RANGE}`)).data).toEqual([
      {
        class_id: ids['Alpha CPR'],
        class_name: 'Alpha CPR',
        gross_revenue: 300,
        refunds: 0,
        net_revenue: 300,
        payment_count: 3,
        refund_count: 0,
        // E1, E2, E4 requested in the range (E3 archived, E8 after it)
        enrollment_count: 3,
      },
      {
        class_id: ids['Beta CDA'],
        class_name: 'Beta CDA',
        gross_revenue: 250,
        refunds: 50,
        net_revenue: 200,
        payment_count: 1,
        refund_count: 1,
        // E5, E7 (E6 rejected)
        enrollment_count: 2,
      },
      {
        class_id: null,
        class_name: 'No class',
        gross_revenue: 50,
        refunds: 0,
        net_revenue: 50,
        payment_count: 1,
        refund_count: 0,
        enrollment_count: 0,
      },
    ]);
  });

  it('enrolment trends: requests per month by their status now', async () => {
    expect((await get(`analytics/enrollments/trends?${RANGE}`)).data).toEqual([
      // E1, E2, E3, E4 (Jan 31 23:00)
      {
        period: '2024-01',
        total_enrollments: 4,
        approved_enrollments: 3,
        pending_enrollments: 1,
        rejected_enrollments: 0,
      },
      // E5, E6
      {
        period: '2024-02',
        total_enrollments: 2,
        approved_enrollments: 1,
        pending_enrollments: 0,
        rejected_enrollments: 1,
      },
      // E7
      {
        period: '2024-03',
        total_enrollments: 1,
        approved_enrollments: 0,
        pending_enrollments: 1,
        rejected_enrollments: 0,
      },
    ]);
  });

  it('class enrolments: seats taken by the requests made in the range', async () => {
    expect((await get(`analytics/enrollments/classes?${RANGE}`)).data).toEqual([
      // A1 (E1, E2 completed; E3 archived) + A2 (E4) = 3 of 20 seats. E8 (A3) came after the range.
      {
        class_id: ids['Alpha CPR'],
        class_name: 'Alpha CPR',
        session_count: 2,
        capacity: 20,
        enrollment_count: 3,
        approved_count: 3,
        enrollment_rate: 15,
      },
      // B1: E5 approved + E7 pending (E6 rejected) = 2 of 5. B2 was cancelled.
      {
        class_id: ids['Beta CDA'],
        class_name: 'Beta CDA',
        session_count: 1,
        capacity: 5,
        enrollment_count: 2,
        approved_count: 1,
        enrollment_rate: 40,
      },
    ]);
  });

  it('user engagement: new, active and registered students per month', async () => {
    expect((await get(`analytics/users/engagement?${RANGE}`)).data).toEqual([
      // New: S2, S3 (Jan 31 22:00). Active: S1, S2 (two entries, one student). Registered: S1 + 2.
      { period: '2024-01', new_users: 2, active_users: 2, total_users: 3, engagement_rate: 66.7 },
      // Active: S3 (own request), S2 (last login Feb 20); S1's seat offer is not their doing.
      { period: '2024-02', new_users: 0, active_users: 2, total_users: 3, engagement_rate: 66.7 },
      // New: S4. Active: S4 (login), S1 (Mar 31 23:00).
      { period: '2024-03', new_users: 1, active_users: 2, total_users: 4, engagement_rate: 50 },
    ]);
  });

  it('user activity: entries in the range by action', async () => {
    expect((await get(`analytics/users/activity?${RANGE}`)).data).toEqual([
      { action: 'enrollment_requested', count: 3, users: 2 },
      { action: 'payment_made', count: 1, users: 1 },
      { action: 'profile_update', count: 1, users: 1 },
      { action: 'waitlist_offered', count: 1, users: 1 },
    ]);
  });

  it('a month without data is a row of zeros; a range inside one month is one row', async () => {
    const quiet = await get('analytics/revenue?startDate=2023-06-01&endDate=2023-07-15');
    expect(quiet.data.map((r: { period: string; net_revenue: number }) => r)).toEqual([
      expect.objectContaining({ period: '2023-06', net_revenue: 0, payment_count: 0 }),
      expect.objectContaining({ period: '2023-07', net_revenue: 0, payment_count: 0 }),
    ]);
    // Only March 31 (New York): P5's payment at 23:59.
    const day = await get('analytics/revenue?startDate=2024-03-31&endDate=2024-03-31');
    expect(day.data).toEqual([expect.objectContaining({ period: '2024-03', net_revenue: 50 })]);
  });

  it('validates the range with the messages of the specification', async () => {
    const cases: [string, string][] = [
      ['', 'Start and end dates are required'],
      ['startDate=2024-01-01', 'Start and end dates are required'],
      ['endDate=2024-01-01&startDate=', 'Start and end dates are required'],
      ['startDate=2024-03-01&endDate=2024-02-01', 'Start date cannot be after end date'],
      ['startDate=01/02/2024&endDate=2024-02-01', 'Dates must be yyyy-MM-dd'],
      ['startDate=2024-02-30&endDate=2024-03-01', 'Dates must be yyyy-MM-dd'],
      ['startDate=2024-01-01&endDate=2026-01-01', 'The date range cannot be longer than 2 years'],
    ];
    const paths = [
      'summary',
      'revenue',
      'revenue/classes',
      'enrollments/trends',
      'enrollments/classes',
      'users/engagement',
      'users/activity',
    ];
    for (const path of paths) {
      for (const [query, message] of cases) {
        const res = await t.request({
          method: 'GET',
          url: `/api/admin/analytics/${path}?${query}`,
          token: adminToken,
        });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
      }
    }
    // Two years exactly is allowed.
    await get('analytics/revenue?startDate=2024-01-01&endDate=2025-12-31');
  });

  it('buckets by the time zone setting', async () => {
    await exec(sql`insert into settings (key, value) values ('time_zone', '"UTC"'::jsonb)`);
    try {
      const utc = await get(`analytics/revenue?${RANGE}`);
      expect(utc.range.time_zone).toBe('UTC');
      // In UTC: Jan = T1 + P6's Dec 31 23:59 New York payment (04:59Z); Feb gains T2 (03:30Z);
      // March loses P5's payment (Apr 1 03:59Z) and keeps the 50.00 refund.
      expect(utc.data.map((r: { net_revenue: number }) => r.net_revenue)).toEqual([180, 450, -50]);
    } finally {
      await exec(sql`delete from settings where key = 'time_zone'`);
    }
  });

  it('refuses anonymous callers, students and instructors', async () => {
    const s = await signedInStudent(t);
    const instructor = await t.createUser({ role: 'instructor' });
    const instructorToken = await t.tokenFor(instructor.id);
    for (const path of [
      'dashboard/stats',
      `analytics/summary?${RANGE}`,
      `analytics/revenue?${RANGE}`,
      `analytics/revenue/classes?${RANGE}`,
      `analytics/enrollments/trends?${RANGE}`,
      `analytics/enrollments/classes?${RANGE}`,
      `analytics/users/engagement?${RANGE}`,
      `analytics/users/activity?${RANGE}`,
      'analytics/revenue',
    ]) {
      const url = `/api/admin/${path}`;
      expect((await t.request({ method: 'GET', url })).statusCode, path).toBe(401);
      expect((await t.request({ method: 'GET', url, token: s.token })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url, token: instructorToken })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('GET /api/admin/analytics/export/{type}', () => {
  const exportOf = (type: string, query = RANGE, token: string | null = adminToken) =>
    t.request({
      method: 'GET',
      url: `/api/admin/analytics/export/${type}?${query}`,
      token: token ?? undefined,
    });

  /** Each export, the JSON call it is made of, its header and how a JSON row reads in the CSV. */
  const money = (v: unknown) => (v as number).toFixed(2);
  const cases: {
    type: string;
    path: string;
    header: string[];
    row: (r: Record<string, unknown>) => string[];
  }[] = [
    {
      type: 'summary',
      path: 'summary',
      header: [
        'Monthly revenue (USD)',
        'Payments this month',
        'Active enrollments',
        'Enrollment rate (%)',
        'Active users',
        'Certificates uploaded (last 30 days)',
        'Active classes',
        'Open waitlist entries',
        'Certificates expiring (90 days)',
      ],
      row: (r) => [
        money(r.monthly_revenue),
        ...[
          r.recent_payments,
          r.active_enrollments,
          r.enrollment_rate,
          r.active_users,
          r.recent_certificates,
          r.active_classes,
          r.waitlist_count,
          r.expiring_certificates,
        ].map(String),
      ],
    },
    {
      type: 'revenue',
      path: 'revenue',
      header: [
        'Month',
        'Gross revenue (USD)',
        'Refunds (USD)',
        'Net revenue (USD)',
        'Payments',
        'Refund count',
      ],
      row: (r) => [
        String(r.period),
        money(r.gross_revenue),
        money(r.refunds),
        money(r.net_revenue),
        String(r.payment_count),
        String(r.refund_count),
      ],
    },
    {
      type: 'revenue-by-class',
      path: 'revenue/classes',
      header: [
        'Class ID',
        'Class',
        'Gross revenue (USD)',
        'Refunds (USD)',
        'Net revenue (USD)',
        'Payments',
        'Refund count',
      ],
      row: (r) => [
        r.class_id === null ? '' : String(r.class_id),
        String(r.class_name),
        money(r.gross_revenue),
        money(r.refunds),
        money(r.net_revenue),
        String(r.payment_count),
        String(r.refund_count),
      ],
    },
    {
      type: 'enrollments',
      path: 'enrollments/trends',
      header: ['Month', 'Total', 'Approved', 'Pending', 'Rejected'],
      row: (r) =>
        [
          r.period,
          r.total_enrollments,
          r.approved_enrollments,
          r.pending_enrollments,
          r.rejected_enrollments,
        ].map(String),
    },
    {
      type: 'class-enrollments',
      path: 'enrollments/classes',
      header: [
        'Class ID',
        'Class',
        'Sessions',
        'Seats',
        'Enrolled',
        'Approved',
        'Enrollment rate (%)',
      ],
      row: (r) =>
        [
          r.class_id,
          r.class_name,
          r.session_count,
          r.capacity,
          r.enrollment_count,
          r.approved_count,
          r.enrollment_rate,
        ].map(String),
    },
    {
      type: 'user-engagement',
      path: 'users/engagement',
      header: ['Month', 'New users', 'Active users', 'Total users', 'Engagement rate (%)'],
      row: (r) =>
        [r.period, r.new_users, r.active_users, r.total_users, r.engagement_rate].map(String),
    },
    {
      type: 'user-activity',
      path: 'users/activity',
      header: ['Action', 'Entries', 'Users'],
      row: (r) => [r.action, r.count, r.users].map(String),
    },
  ];

  it('answers each metric as CSV with the figures of its JSON call', async () => {
    for (const c of cases) {
      const res = await exportOf(c.type);
      expect(res.statusCode, `${c.type}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="careclass-${c.type}-2024-01-01-to-2024-03-31.csv"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const json = (await get(`analytics/${c.path}?${RANGE}`)).data;
      const rows = Array.isArray(json) ? json : [json];
      expect(rows.length, c.type).toBeGreaterThan(0);
      expect(parseCsv(res.body), c.type).toEqual([c.header, ...rows.map(c.row)]);
    }
  });

  it('writes the hand-computed fixture figures (revenue by month)', async () => {
    const res = await exportOf('revenue');
    expect(parseCsv(res.body).slice(1)).toEqual([
      ['2024-01', '200.00', '0.00', '200.00', '2', '0'],
      ['2024-02', '350.00', '0.00', '350.00', '2', '0'],
      ['2024-03', '50.00', '50.00', '0.00', '1', '1'],
    ]);
  });

  it('refuses an unknown type by name, listing the known ones, before reading the dates', async () => {
    for (const query of [RANGE, '']) {
      const res = await exportOf('top-secret', query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        error:
          'Unknown export type: top-secret. Use one of: summary, revenue, revenue-by-class, ' +
          'enrollments, class-enrollments, user-engagement, user-activity',
      });
    }
    // Inherited object keys are not export types either.
    expect((await exportOf('constructor')).statusCode).toBe(404);
    const long = await exportOf('x'.repeat(80));
    expect(long.json().error).toContain(`Unknown export type: ${'x'.repeat(40)}…. Use one of:`);
  });

  it('checks the range with the messages of the JSON calls', async () => {
    const cases: [string, string][] = [
      ['', 'Start and end dates are required'],
      ['startDate=2024-03-01&endDate=2024-02-01', 'Start date cannot be after end date'],
      ['startDate=2024-02-30&endDate=2024-03-01', 'Dates must be yyyy-MM-dd'],
      ['startDate=2024-01-01&endDate=2026-01-01', 'The date range cannot be longer than 2 years'],
    ];
    for (const [query, message] of cases) {
      const res = await exportOf('revenue', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    }
  });

  it('is for admins only', async () => {
    const s = await signedInStudent(t);
    const instructor = await t.createUser({ role: 'instructor' });
    const instructorToken = await t.tokenFor(instructor.id);
    for (const c of cases) {
      expect((await exportOf(c.type, RANGE, null)).statusCode).toBe(401);
      expect((await exportOf(c.type, RANGE, s.token)).statusCode).toBe(403);
      expect((await exportOf(c.type, RANGE, instructorToken)).statusCode).toBe(403);
    }
    // The role is checked before the type: a stranger learns nothing of the known names.
    expect((await exportOf('nope', RANGE, s.token)).statusCode).toBe(403);
  });
});
