import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of a student's own views: profile, dashboard, current and past classes. */
let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

describe("contract: a student's own views", () => {
  it('answers the profile, the dashboard and the class lists as documented', async () => {
    const student = await signedInStudent(t);
    const other = await signedInStudent(t, 'Other');
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = await t.tokenFor(admin.id);
    // An approved enrollment (with a payment due), a withdrawn one, and a place on a waitlist.
    const { classId, sessionIds } = await createClass(t, { sessions: [{}, { startInDays: 15 }] });
    const first = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: student.token,
      payload: { sessionId: sessionIds[0] },
    });
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${first.json().enrollment.id}/approve`,
      token: adminToken,
      payload: {},
    });
    const { classId: pastId, sessionIds: pastSessions } = await createClass(t);
    const past = await t.request({
      method: 'POST',
      url: `/api/enrollments/${pastId}`,
      token: student.token,
      payload: { sessionId: pastSessions[0] },
    });
    await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${past.json().enrollment.id}`,
      token: student.token,
    });
    const { classId: fullId, sessionIds: fullSessions } = await createClass(t, {
      sessions: [{ capacity: 1 }],
    });
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${fullId}`,
      token: other.token,
      payload: { sessionId: fullSessions[0] },
    });
    const joined = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${fullId}`,
      token: student.token,
      payload: {},
    });
    expect(joined.statusCode).toBe(201);

    const get = (url: string) => t.request({ method: 'GET', url, token: student.token });
    const profile = contract.check(
      'GET /api/profile/profile',
      await get('/api/profile/profile'),
    ) as {
      enrollments: unknown[];
      payments: unknown[];
      notifications: unknown[];
      waitlist_entries: unknown[];
    };
    expect(profile.enrollments).toHaveLength(2);
    expect(profile.payments).toHaveLength(1);
    expect(profile.notifications.length).toBeGreaterThan(0);
    expect(profile.waitlist_entries).toHaveLength(1);
    contract.check('GET /api/users/dashboard', await get('/api/users/dashboard'));
    contract.check('GET /api/users/enrolled-classes', await get('/api/users/enrolled-classes'));
    contract.check('GET /api/users/waitlisted-classes', await get('/api/users/waitlisted-classes'));
    contract.check(
      'GET /api/profile/historical-enrollments',
      await get('/api/profile/historical-enrollments'),
    );
    const anonymous = await t.request({ method: 'GET', url: '/api/profile/profile' });
    expect(anonymous.statusCode).toBe(401);
    contract.check('GET /api/profile/profile', anonymous);
  });
});
