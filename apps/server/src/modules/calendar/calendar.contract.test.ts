import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';

/** The contract test of the calendar: an enrolment's .ics and the feed, made, read and revoked. */
let t: TestApp;
let contract: Contract;
let student: string;
let enrollmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin' });
  const adminToken = await t.tokenFor(admin.id);
  student = (await signedInStudent(t)).token;
  const cls = await createClass(t);
  const enrolled = await t.request({
    method: 'POST',
    url: `/api/enrollments/${cls.classId}`,
    token: student,
    payload: { sessionId: cls.sessionIds[0] },
  });
  expect(enrolled.statusCode).toBe(201);
  enrollmentId = (enrolled.json() as { enrollment: { id: number } }).enrollment.id;
  const approved = await t.request({
    method: 'POST',
    url: `/api/enrollments/${enrollmentId}/approve`,
    token: adminToken,
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('contract: calendar', () => {
  it('answers the .ics and the feed calls as documented', async () => {
    const ics = await t.request({
      method: 'GET',
      url: `/api/calendar/enrollments/${enrollmentId}`,
      token: student,
    });
    expect(ics.statusCode).toBe(200);
    contract.check('GET /api/calendar/enrollments/:id', ics);
    contract.check(
      'GET /api/calendar/enrollments/:id',
      await t.request({ method: 'GET', url: `/api/calendar/enrollments/${enrollmentId}` }),
    );

    const feed = (method: 'GET' | 'POST' | 'DELETE', token?: string) =>
      t.request({ method, url: '/api/calendar/feed', ...(token ? { token } : {}) });
    contract.check('GET /api/calendar/feed', await feed('GET', student));
    contract.check('GET /api/calendar/feed', await feed('GET'));
    const made = await feed('POST', student);
    expect(made.statusCode).toBe(201);
    const { url } = contract.check('POST /api/calendar/feed', made) as { url: string };
    contract.check('POST /api/calendar/feed', await feed('POST'));

    const path = new URL(url).pathname;
    const read = await t.request({ method: 'GET', url: path });
    expect(read.statusCode).toBe(200);
    contract.check('GET /api/calendar/feed/:token.ics', read);

    const revoked = await feed('DELETE', student);
    expect(revoked.statusCode).toBe(200);
    contract.check('DELETE /api/calendar/feed', revoked);
    contract.check('DELETE /api/calendar/feed', await feed('DELETE', student));
    const gone = await t.request({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    contract.check('GET /api/calendar/feed/:token.ics', gone);
  });
});
