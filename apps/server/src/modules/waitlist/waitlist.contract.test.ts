import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of the waitlist calls: joining, offers, and Waitlist Management. */
let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

describe('contract: waitlist', () => {
  it('answers the student and the office as documented', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = await t.tokenFor(admin.id);
    const holder = await signedInStudent(t, 'Holder');
    const ana = await signedInStudent(t, 'Ana');
    const ben = await signedInStudent(t, 'Ben');
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 1 }] });
    const sessionId = sessionIds[0]!;
    const call = (
      method: 'GET' | 'POST' | 'DELETE' | 'PUT',
      url: string,
      s: Student | string,
      payload?: object,
    ) => t.request({ method, url, token: typeof s === 'string' ? s : s.token, payload });

    const held = await call('POST', `/api/enrollments/${classId}`, holder, { sessionId });
    expect(held.statusCode).toBe(201);

    const joined = await call('POST', `/api/enrollments/waitlist/${classId}`, ana, { sessionId });
    expect(joined.statusCode).toBe(201);
    contract.check('POST /api/enrollments/waitlist/:id', joined);
    const twice = await call('POST', `/api/enrollments/waitlist/${classId}`, ana, {});
    expect(twice.statusCode).toBe(409);
    contract.check('POST /api/enrollments/waitlist/:id', twice);
    const benJoined = await call('POST', `/api/enrollments/waitlist/${classId}`, ben, {
      session_id: sessionId,
    });
    expect(benJoined.statusCode).toBe(201);

    contract.check(
      'GET /api/enrollments/waitlist',
      await call('GET', '/api/enrollments/waitlist', ana),
    );
    contract.check(
      'GET /api/enrollments/waitlist/:id',
      await call('GET', `/api/enrollments/waitlist/${classId}`, ana),
    );
    const notOn = await call('GET', `/api/enrollments/waitlist/${classId}`, holder);
    expect(notOn.statusCode).toBe(404);
    contract.check('GET /api/enrollments/waitlist/:id', notOn);

    // The office's lists, and a hand-made offer to Ana once the seat is free.
    contract.check(
      'GET /api/admin/waitlist',
      await call('GET', '/api/admin/waitlist?search=a', adminToken),
    );
    contract.check(
      'GET /api/admin/classes/:id/waitlist',
      await call('GET', `/api/admin/classes/${classId}/waitlist?include_closed=true`, adminToken),
    );
    const anaEntry = joined.json().entry.id as number;
    const benEntry = benJoined.json().entry.id as number;
    const noSeat = await call(
      'POST',
      `/api/enrollments/waitlist/${anaEntry}/offer`,
      adminToken,
      {},
    );
    expect(noSeat.statusCode).toBe(409);
    contract.check('POST /api/enrollments/waitlist/:id/offer', noSeat);
    // The holder withdraws: the freed seat is offered to Ana, first in line, and she accepts.
    const withdrawn = await call('DELETE', `/api/enrollments/${held.json().enrollment.id}`, holder);
    expect(withdrawn.statusCode).toBe(200);
    const entryNow = async (s: Student) =>
      (await call('GET', `/api/enrollments/waitlist/${classId}`, s)).json().entry as {
        status: string;
      };
    expect((await entryNow(ana)).status).toBe('offered');
    const accepted = await call('POST', `/api/enrollments/waitlist/${anaEntry}/accept`, ana, {});
    expect(accepted.statusCode).toBe(200);
    contract.check('POST /api/enrollments/waitlist/:id/accept', accepted);
    const acceptAgain = await call('POST', `/api/enrollments/waitlist/${anaEntry}/accept`, ana, {});
    expect(acceptAgain.statusCode).toBe(409);
    contract.check('POST /api/enrollments/waitlist/:id/accept', acceptAgain);

    // Ben's line: the office offers him a seat of the class's other session, which he declines.
    expect(benEntry).toBeGreaterThan(0);
    await call('DELETE', `/api/enrollments/waitlist/${classId}`, ben);
    const { classId: twoId, sessionIds: two } = await createClass(t, {
      sessions: [{ capacity: 1 }, { startInDays: 20 }],
    });
    await call('POST', `/api/enrollments/${twoId}`, holder, { sessionId: two[0] });
    const benWaits = await call('POST', `/api/enrollments/waitlist/${twoId}`, ben, {
      sessionId: two[0],
    });
    expect(benWaits.statusCode).toBe(201);
    const benTwoEntry = benWaits.json().entry.id as number;
    const offered = await call(
      'POST',
      `/api/enrollments/waitlist/${benTwoEntry}/offer`,
      adminToken,
      {},
    );
    expect(offered.statusCode).toBe(200);
    contract.check('POST /api/enrollments/waitlist/:id/offer', offered);
    const declined = await call(
      'POST',
      `/api/enrollments/waitlist/${benTwoEntry}/decline`,
      ben,
      {},
    );
    expect(declined.statusCode).toBe(200);
    contract.check('POST /api/enrollments/waitlist/:id/decline', declined);
    const declineAgain = await call(
      'POST',
      `/api/enrollments/waitlist/${benTwoEntry}/decline`,
      ben,
      {},
    );
    expect(declineAgain.statusCode).toBe(409);
    contract.check('POST /api/enrollments/waitlist/:id/decline', declineAgain);

    // Leaving, and the office's decision on another entry.
    const { classId: fullId, sessionIds: fullSessions } = await createClass(t, {
      sessions: [{ capacity: 1 }],
    });
    await call('POST', `/api/enrollments/${fullId}`, holder, { sessionId: fullSessions[0] });
    const benAgain = await call('POST', `/api/enrollments/waitlist/${fullId}`, ben, {});
    expect(benAgain.statusCode).toBe(201);
    const left = await call('DELETE', `/api/enrollments/waitlist/${fullId}`, ben);
    expect(left.statusCode).toBe(200);
    contract.check('DELETE /api/enrollments/waitlist/:id', left);
    const leftAgain = await call('DELETE', `/api/enrollments/waitlist/${fullId}`, ben);
    expect(leftAgain.statusCode).toBe(404);
    contract.check('DELETE /api/enrollments/waitlist/:id', leftAgain);

    const anaWaits = await call('POST', `/api/enrollments/waitlist/${fullId}`, ana, {});
    const anaFullEntry = anaWaits.json().entry.id as number;
    const badDecision = await call(
      'PUT',
      `/api/admin/classes/${fullId}/waitlist/${anaFullEntry}`,
      adminToken,
      { status: 'maybe' },
    );
    expect(badDecision.statusCode).toBe(400);
    contract.check('PUT /api/admin/classes/:id/waitlist/:entryId', badDecision);
    const rejected = await call(
      'PUT',
      `/api/admin/classes/${fullId}/waitlist/${anaFullEntry}`,
      adminToken,
      { status: 'rejected', reason: 'Class is for nurses only' },
    );
    expect(rejected.statusCode).toBe(200);
    contract.check('PUT /api/admin/classes/:id/waitlist/:entryId', rejected);
  });
});
