import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of the enrollment calls: the student's and the office's. */
let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

describe('contract: enrollments', () => {
  it('answers the student and the office as documented', async () => {
    const student = await signedInStudent(t);
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = await t.tokenFor(admin.id);
    const { classId, sessionIds } = await createClass(t, { sessions: [{}, { startInDays: 20 }] });
    const as = (token: string) => ({ token });

    const refused = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      ...as(student.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    contract.check('POST /api/enrollments/:id', refused);

    const enrolled = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      ...as(student.token),
      payload: { sessionId: sessionIds[0] },
    });
    expect(enrolled.statusCode).toBe(201);
    const id = (
      contract.check('POST /api/enrollments/:id', enrolled) as { enrollment: { id: number } }
    ).enrollment.id;
    const again = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      ...as(student.token),
      payload: { session_id: sessionIds[0] },
    });
    expect(again.statusCode).toBe(409);
    contract.check('POST /api/enrollments/:id', again);

    const get = (url: string, token = student.token) => t.request({ method: 'GET', url, token });
    contract.check('GET /api/enrollments/my', await get('/api/enrollments/my'));
    contract.check('GET /api/enrollments/:id', await get(`/api/enrollments/${id}`));
    contract.check('GET /api/enrollments/:id/history', await get(`/api/enrollments/${id}/history`));
    contract.check(
      'GET /api/enrollments/check-eligibility/:id',
      await get(`/api/enrollments/check-eligibility/${classId}`),
    );
    const missing = await get('/api/enrollments/999999');
    expect(missing.statusCode).toBe(404);
    contract.check('GET /api/enrollments/:id', missing);

    // The office.
    const list = await get('/api/enrollments?status=all&page=1', adminToken);
    expect(list.statusCode).toBe(200);
    contract.check('GET /api/enrollments', list);
    const badList = await get('/api/enrollments?status=nope', adminToken);
    expect(badList.statusCode).toBe(400);
    contract.check('GET /api/enrollments', badList);
    contract.check('GET /api/enrollments/stats', await get('/api/enrollments/stats', adminToken));
    contract.check(
      'GET /api/enrollments/classes/:id',
      await get(`/api/enrollments/classes/${classId}`, adminToken),
    );
    const change = async (path: 'approve' | 'pending' | 'reject') => {
      const res = await t.request({
        method: 'POST',
        url: `/api/enrollments/${id}/${path}`,
        token: adminToken,
        payload: { reason: 'Checked', admin_notes: 'Contract test' },
      });
      expect(res.statusCode).toBe(200);
      return res;
    };
    contract.check('POST /api/enrollments/:id/approve', await change('approve'));
    contract.check('POST /api/enrollments/:id/pending', await change('pending'));
    contract.check('POST /api/enrollments/:id/reject', await change('reject'));
    const same = await t.request({
      method: 'POST',
      url: `/api/enrollments/${id}/reject`,
      token: adminToken,
      payload: {},
    });
    expect(same.statusCode).toBe(409);
    contract.check('POST /api/enrollments/:id/reject', same);
    const forbidden = await t.request({
      method: 'POST',
      url: `/api/enrollments/${id}/approve`,
      token: student.token,
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    contract.check('POST /api/enrollments/:id/approve', forbidden);

    // Withdrawing a live enrollment, then one no longer active.
    const second = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: student.token,
      payload: { sessionId: sessionIds[1] },
    });
    const secondId = second.json().enrollment.id as number;
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${secondId}`,
      token: student.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    contract.check('DELETE /api/enrollments/:id', withdrawn);
    const twice = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${secondId}`,
      token: student.token,
    });
    expect(twice.statusCode).toBe(409);
    contract.check('DELETE /api/enrollments/:id', twice);
  });
});
