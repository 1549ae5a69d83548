import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

/** The contract test of the dashboard stats and the Analytics Dashboard (admins). */
let t: TestApp;
let contract: Contract;
let adminToken: string;
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const RANGE = `startDate=${day(-60)}&endDate=${day(1)}`;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  // One enrolment, one paid payment with a refund, one activity entry: every list has a row.
  const student = await signedInStudent(t, 'Ana');
  const { classId, sessionIds } = await createClass(t, { title: 'First Aid' });
  await t.database.db.execute(
    sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
        values (${student.id}, ${classId}, ${sessionIds[0]}, 'approved', 'active')`,
  );
  const [payment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, class_id, amount_cents, due_date, status, paid_at)
        values (${student.id}, ${classId}, 25050, ${day(0)}, 'paid', now()) returning id`,
  );
  await t.database.db.execute(
    sql`insert into transactions (payment_id, user_id, type, status, amount_cents, created_at)
        values (${payment!.id}, ${student.id}, 'payment', 'completed', 25050, now()),
               (${payment!.id}, ${student.id}, 'refund', 'completed', 1000, now())`,
  );
  await t.database.db.execute(
    sql`insert into activity_log (user_id, action, description)
        values (${student.id}, 'profile_update', 'profile_update')`,
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.request({ method: 'GET', url, token: adminToken });

describe('contract: analytics', () => {
  it('answers the figures as documented, each list with rows', async () => {
    contract.check('GET /api/admin/dashboard/stats', await get('/api/admin/dashboard/stats'));
    const summary = await get(`/api/admin/analytics/summary?${RANGE}`);
    expect(summary.statusCode).toBe(200);
    contract.check('GET /api/admin/analytics/summary', summary);
    const noDates = await get('/api/admin/analytics/summary');
    expect(noDates.statusCode).toBe(400);
    contract.check('GET /api/admin/analytics/summary', noDates);

    // Each list answers at least one row, so its item schema is checked too.
    const rows = (body: unknown) => (body as { data: unknown[] }).data.length;
    const list = async (url: string) => {
      const res = await get(`${url}?${RANGE}`);
      expect(res.statusCode, url).toBe(200);
      return res;
    };
    const revenue = await list('/api/admin/analytics/revenue');
    expect(rows(contract.check('GET /api/admin/analytics/revenue', revenue))).toBeGreaterThan(0);
    const byClass = await list('/api/admin/analytics/revenue/classes');
    expect(
      rows(contract.check('GET /api/admin/analytics/revenue/classes', byClass)),
    ).toBeGreaterThan(0);
    const trends = await list('/api/admin/analytics/enrollments/trends');
    expect(
      rows(contract.check('GET /api/admin/analytics/enrollments/trends', trends)),
    ).toBeGreaterThan(0);
    const classes = await list('/api/admin/analytics/enrollments/classes');
    expect(
      rows(contract.check('GET /api/admin/analytics/enrollments/classes', classes)),
    ).toBeGreaterThan(0);
    const engagement = await list('/api/admin/analytics/users/engagement');
    expect(
      rows(contract.check('GET /api/admin/analytics/users/engagement', engagement)),
    ).toBeGreaterThan(0);
    const activity = await list('/api/admin/analytics/users/activity');
    expect(
      rows(contract.check('GET /api/admin/analytics/users/activity', activity)),
    ).toBeGreaterThan(0);
  });

  it('sends an export as a CSV file, and refuses an unknown type', async () => {
    const file = await get(`/api/admin/analytics/export/revenue?${RANGE}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    contract.check('GET /api/admin/analytics/export/:type', file);
    const unknown = await get(`/api/admin/analytics/export/weather?${RANGE}`);
    expect(unknown.statusCode).toBe(404);
    contract.check('GET /api/admin/analytics/export/:type', unknown);
  });
});
