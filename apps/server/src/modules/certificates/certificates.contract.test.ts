import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { PDF, multipart } from '../../../test/multipart.ts';
import { enrollments } from '../../db/schema/index.ts';

/** The contract test of certificates: uploads, the lists, the download and the admin's changes. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let cls: Awaited<ReturnType<typeof createClass>>;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  student = await signedInStudent(t, 'Cara');
  cls = await createClass(t, { title: 'BLS for Providers', sessions: [{ startInDays: -5 }] });
  await t.database.db.insert(enrollments).values({
    userId: student.id,
    classId: cls.classId,
    sessionId: cls.sessionIds[0]!,
    status: 'approved',
    enrollmentType: 'historical',
    completedAt: new Date(),
  });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = adminToken) =>
  t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Uploads a PDF into the student's certificate folder; answers its stored path. */
async function storedPdf() {
  const res = await t.request({
    method: 'POST',
    url: '/api/storage/certificates',
    token: adminToken,
    ...multipart({ user_id: student.id }, { name: 'card.pdf', type: 'application/pdf', data: PDF }),
  });
  expect(res.statusCode).toBe(201);
  return (contract.check('POST /api/storage/:bucket', res) as { filePath: string }).filePath;
}

describe('contract: certificates', () => {
  it('answers uploads, lists and the download as documented', async () => {
    const sessions = await call(
      'GET',
      `/api/certificates/completed-sessions/${cls.classId}?user_id=${student.id}`,
    );
    expect(sessions.statusCode).toBe(200);
    expect(contract.check('GET /api/certificates/completed-sessions/:id', sessions)).toEqual({
      sessions: [expect.objectContaining({ id: cls.sessionIds[0] })],
    });
    const badUser = await call(
      'GET',
      `/api/certificates/completed-sessions/${cls.classId}?user_id=x`,
    );
    expect(badUser.statusCode).toBe(400);
    contract.check('GET /api/certificates/completed-sessions/:id', badUser);

    const uploaded = await t.request({
      method: 'POST',
      url: '/api/certificates',
      token: adminToken,
      ...multipart(
        {
          user_id: student.id,
          class_id: cls.classId,
          session_id: cls.sessionIds[0]!,
          certificate_name: 'BLS card',
          expiration_date: '2029-06-30',
        },
        { name: 'card.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(uploaded.statusCode).toBe(201);
    const { certificate } = contract.check('POST /api/certificates', uploaded) as {
      certificate: { id: number };
    };
    const noClass = await t.request({
      method: 'POST',
      url: '/api/certificates',
      token: adminToken,
      ...multipart(
        { user_id: student.id },
        { name: 'card.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(noClass.statusCode).toBe(400);
    contract.check('POST /api/certificates', noClass);

    const twoStep = await call('POST', '/api/certificates/upload-metadata', {
      user_id: student.id,
      class_id: cls.classId,
      session_id: null,
      expiration_date: '',
      file_path: await storedPdf(),
    });
    expect(twoStep.statusCode).toBe(201);
    contract.check('POST /api/certificates/upload-metadata', twoStep);
    const missing = await call('POST', '/api/certificates/upload-metadata', {
      user_id: student.id,
      class_id: cls.classId,
      file_path: `${student.id}/certificate_${student.id}_1.pdf`,
    });
    expect(missing.statusCode).toBe(400);
    contract.check('POST /api/certificates/upload-metadata', missing);

    const all = await call('GET', `/api/certificates?status=all&search=bls`);
    expect(all.statusCode).toBe(200);
    contract.check('GET /api/certificates', all);
    const badStatus = await call('GET', '/api/certificates?status=lost');
    expect(badStatus.statusCode).toBe(400);
    contract.check('GET /api/certificates', badStatus);

    const mine = await t.request({
      method: 'GET',
      url: '/api/users/certificates',
      token: student.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      (contract.check('GET /api/users/certificates', mine) as { certificates: unknown[] })
        .certificates,
    ).toHaveLength(2);

    const file = await call(
      'GET',
      `/api/certificates/${certificate.id}/download`,
      undefined,
      student.token,
    );
    expect(file.statusCode).toBe(200);
    expect(
      Buffer.compare(contract.check('GET /api/certificates/:id/download', file) as Buffer, PDF),
    ).toBe(0);
    const stranger = await signedInStudent(t, 'Stan');
    const notTheirs = await call(
      'GET',
      `/api/certificates/${certificate.id}/download`,
      undefined,
      stranger.token,
    );
    expect(notTheirs.statusCode).toBe(404);
    contract.check('GET /api/certificates/:id/download', notTheirs);
  });

  it('answers the changes, one by one and by action, as documented', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/api/admin/certificates', {
        action: 'upload_metadata',
        user_id: student.id,
        class_id: cls.classId,
        file_path: await storedPdf(),
      });
      expect(res.statusCode).toBe(201);
      ids.push(
        (contract.check('POST /api/admin/certificates', res) as { certificate: { id: number } })
          .certificate.id,
      );
    }
    const [a, b, c, d] = ids as [number, number, number, number];

    const revoked = await call('PATCH', `/api/certificates/${a}`, { status: 'revoked' });
    expect(revoked.statusCode).toBe(200);
    contract.check('PATCH /api/certificates/:id', revoked);
    const expired = await call('PATCH', `/api/certificates/${a}`, { status: 'expired' });
    expect(expired.statusCode).toBe(400);
    contract.check('PATCH /api/certificates/:id', expired);
    const restored = await call('POST', '/api/admin/certificates', {
      action: 'set_status',
      certificate_id: a,
      status: 'active',
    });
    expect(restored.statusCode).toBe(200);
    contract.check('POST /api/admin/certificates', restored);

    const deleted = await call('DELETE', `/api/certificates/${a}`);
    expect(deleted.statusCode).toBe(200);
    contract.check('DELETE /api/certificates/:id', deleted);
    const gone = await call('DELETE', `/api/certificates/${a}`);
    expect(gone.statusCode).toBe(404);
    contract.check('DELETE /api/certificates/:id', gone);
    const deletedByAction = await call('POST', '/api/admin/certificates', {
      action: 'delete',
      certificate_id: b,
    });
    expect(deletedByAction.statusCode).toBe(200);
    contract.check('POST /api/admin/certificates', deletedByAction);

    const bulk = await call('POST', '/api/certificates/bulk-delete', { ids: [c] });
    expect(bulk.statusCode).toBe(200);
    contract.check('POST /api/certificates/bulk-delete', bulk);
    const none = await call('POST', '/api/certificates/bulk-delete', { ids: [] });
    expect(none.statusCode).toBe(400);
    contract.check('POST /api/certificates/bulk-delete', none);
    const bulkByAction = await call('POST', '/api/admin/certificates', {
      action: 'bulk_delete',
      ids: [d],
    });
    expect(bulkByAction.statusCode).toBe(200);
    expect(contract.check('POST /api/admin/certificates', bulkByAction)).toMatchObject({
      deleted: 1,
      requested: 1,
    });
    const unknown = await call('POST', '/api/admin/certificates', { action: 'archive' });
    expect(unknown.statusCode).toBe(400);
    contract.check('POST /api/admin/certificates', unknown);
  });

  it('answers revoke, reissue and the public verification as documented', async () => {
    const issued = await createClass(t, {
      title: 'Infant CPR',
      sessions: [{ startInDays: 3 }, { startInDays: 30 }],
    });
    const holder = await signedInStudent(t, 'Ines');
    const enrolled = await call(
      'POST',
      `/api/enrollments/${issued.classId}`,
      { sessionId: issued.sessionIds[0] },
      holder.token,
    );
    expect(enrolled.statusCode).toBe(201);
    await call('POST', `/api/enrollments/${enrolled.json().enrollment.id}/approve`, {});
    const done = await call('PATCH', `/api/sessions/sessions/${issued.sessionIds[0]}/status`, {
      status: 'completed',
    });
    expect(done.statusCode).toBe(200);
    const list = await t.request({
      method: 'GET',
      url: '/api/users/certificates',
      token: holder.token,
    });
    const [cert] = list.json().certificates as { id: number; verification_code: string }[];
    const verified = await call('GET', `/api/verify/${cert!.verification_code}`, undefined, '');
    expect(verified.statusCode).toBe(200);
    contract.check('GET /api/verify/:code', verified);
    const unknown = await call('GET', `/api/verify/${'b'.repeat(26)}`, undefined, '');
    expect(unknown.statusCode).toBe(404);
    contract.check('GET /api/verify/:code', unknown);
    const noReason = await call('POST', `/api/admin/certificates/${cert!.id}/revoke`, {});
    expect(noReason.statusCode).toBe(400);
    contract.check('POST /api/admin/certificates/:id/revoke', noReason);
    const revoked = await call('POST', `/api/admin/certificates/${cert!.id}/revoke`, {
      reason: 'Wrong class',
    });
    expect(revoked.statusCode).toBe(200);
    contract.check('POST /api/admin/certificates/:id/revoke', revoked);
    const reissued = await call('POST', `/api/admin/certificates/${cert!.id}/reissue`, {});
    expect(reissued.statusCode).toBe(200);
    contract.check('POST /api/admin/certificates/:id/reissue', reissued);
    const again = await call('POST', `/api/admin/certificates/${cert!.id}/reissue`, {});
    expect(again.statusCode).toBe(409);
    contract.check('POST /api/admin/certificates/:id/reissue', again);
  });

  it('answers Expiring Soon and its CSV as documented', async () => {
    const page = await call('GET', '/api/admin/certificates/expiring?days=30');
    expect(page.statusCode).toBe(200);
    contract.check('GET /api/admin/certificates/expiring', page);
    const bad = await call('GET', '/api/admin/certificates/expiring?days=0');
    expect(bad.statusCode).toBe(400);
    contract.check('GET /api/admin/certificates/expiring', bad);
    const file = await call('GET', '/api/admin/certificates/expiring.csv?days=30');
    expect(file.statusCode).toBe(200);
    contract.check('GET /api/admin/certificates/expiring.csv', file);
    const denied = await call(
      'GET',
      '/api/admin/certificates/expiring.csv',
      undefined,
      student.token,
    );
    expect(denied.statusCode).toBe(403);
    contract.check('GET /api/admin/certificates/expiring.csv', denied);
  });
});
