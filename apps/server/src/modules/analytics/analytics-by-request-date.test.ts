import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';

/*
 * Top Performing Classes and Revenue by Class count enrolments by the day they were requested
 * (enrolled_at), not by the day their session starts: with the screen's default range (the year
 * up to today) a class whose sessions are still to come is listed once students sign up for it.
 */

let t: TestApp;
let adminToken: string;
let studentToken: string;

const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;

async function enrolment(
  userId: number,
  classId: number,
  sessionId: number,
  status: string,
  when: ReturnType<typeof sql>,
) {
  await t.database.db.execute(
    sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at)
        values (${userId}, ${classId}, ${sessionId}, ${status}, 'active', ${when})`,
  );
}

/** Days of the provider's calendar (the default time zone setting), as the server reads a range. */
const providerDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const today = () => providerDay();
/** The screen's default is the year up to today; here it ends yesterday so today's request is out. */
const defaultRange = () => `startDate=${providerDay(-365)}&endDate=${providerDay(-1)}`;

let future: Awaited<ReturnType<typeof createClass>>;
let old: Awaited<ReturnType<typeof createClass>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  const student = await t.createUser();
  studentToken = await t.tokenFor(student.id);
  const others = await Promise.all([1, 2, 3, 4].map(() => t.createUser()));

  // Sessions in 30 and 60 days: outside the range, which ends yesterday.
  future = await createClass(t, {
    title: 'Future First Aid',
    sessions: [
      { startInDays: 30, capacity: 10 },
      { startInDays: 60, capacity: 5 },
    ],
  });
  // A session long past, whose enrolments were all requested before the range.
  old = await createClass(t, { title: 'Old Orientation', sessions: [{ startInDays: -500 }] });

  const [s30, s60] = future.sessionIds as [number, number];
  await enrolment(student.id, future.classId, s30, 'approved', daysAgo(3)); // in range
  await enrolment(others[0]!.id, future.classId, s30, 'pending', daysAgo(40)); // in range
  await enrolment(others[1]!.id, future.classId, s60, 'approved', daysAgo(100)); // in range
  await enrolment(others[2]!.id, future.classId, s60, 'rejected', daysAgo(5)); // holds no seat
  await enrolment(others[3]!.id, future.classId, s60, 'pending', sql`now()`); // today: after it
  await enrolment(others[0]!.id, old.classId, old.sessionIds[0]!, 'approved', daysAgo(520)); // before
});

afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/admin/analytics/${path}`,
    token: adminToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

describe('per-class analytics count enrolments by the day they were requested', () => {
  it('Top Performing Classes: requests in the range for sessions after it count', async () => {
    expect(await get(`enrollments/classes?${defaultRange()}`)).toEqual([
      {
        class_id: future.classId,
        class_name: 'Future First Aid',
        session_count: 2,
        capacity: 15,
        enrollment_count: 3,
        approved_count: 2,
        enrollment_rate: 20,
      },
    ]);
  });

  it('Revenue by Class: a class with requests in the range is listed without any payment', async () => {
    expect(await get(`revenue/classes?${defaultRange()}`)).toEqual([
      {
        class_id: future.classId,
        class_name: 'Future First Aid',
        gross_revenue: 0,
        refunds: 0,
        net_revenue: 0,
        payment_count: 0,
        refund_count: 0,
        enrollment_count: 3,
      },
    ]);
  });

  it('requests made outside the range are not counted', async () => {
    // The range of the old class's sessions, before any request of the future class was made.
    const before = 'startDate=2000-01-01&endDate=2001-12-31';
    expect(await get(`enrollments/classes?${before}`)).toEqual([]);
    expect(await get(`revenue/classes?${before}`)).toEqual([]);
    // Today alone: only the request made today.
    const todayOnly = `startDate=${today()}&endDate=${today()}`;
    const [row] = await get(`enrollments/classes?${todayOnly}`);
    expect(row).toMatchObject({ class_name: 'Future First Aid', enrollment_count: 1 });
  });

  it('stays admin only', async () => {
    for (const path of ['enrollments/classes', 'revenue/classes']) {
      const url = `/api/admin/analytics/${path}?${defaultRange()}`;
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url, token: studentToken })).statusCode).toBe(403);
    }
  });
});
