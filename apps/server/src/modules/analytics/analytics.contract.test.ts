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

    const lists = [
      ['GET /api/admin/analytics/revenue', '/api/admin/analytics/revenue'],
      ['GET /api/admin/analytics/revenue/classes', '/api/admin/analytics/revenue/classes'],
      ['GET /api/admin/analytics/enrollments/trends', '/api/admin/analytics/enrollments/trends'],
      ['GET /api/admin/analytics/enrollments/classes', '/api/admin/analytics/enrollments/classes'],
      ['GET /api/admin/analytics/users/engagement', '/api/admin/analytics/users/engagement'],
      ['GET /api/admin/analytics/users/activity', '/api/admin/analytics/users/activity'],
    ] as const;
    for (const [route, url] of lists) {
      const res = await get(`${url}?${RANGE}`);
      expect(res.statusCode, route).toBe(200);
      const { data } = contract.check(route, res) as { data: unknown[] };
      expect(data.length, route).toBeGreaterThan(0);
    }
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
