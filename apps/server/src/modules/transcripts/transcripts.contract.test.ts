import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { PDF, multipart } from '../../../test/multipart.ts';

/** The contract test of transcripts: the student's and the admin's reads, external training. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
let student: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  student = await signedInStudent(t, 'Tess');
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token = adminToken,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

describe('contract: transcripts', () => {
  it('answers the transcript, its PDF and the external training writes as documented', async () => {
    const added = await call('POST', `/api/admin/users/${student.id}/external-training`, {
      title: 'Infant CPR',
      date: '2025-05-01',
      hours: 4,
      cda_subject_areas: [1],
    });
    expect(added.statusCode).toBe(201);
    const { entry } = contract.check('POST /api/admin/users/:id/external-training', added) as {
      entry: { id: number };
    };
    const own = await call('GET', '/api/profile/transcript', undefined, student.token);
    contract.check('GET /api/profile/transcript', own);
    const pdf = await call('GET', '/api/profile/transcript.pdf', undefined, student.token);
    contract.check('GET /api/profile/transcript.pdf', pdf);
    contract.check(
      'GET /api/admin/users/:id/transcript',
      await call('GET', `/api/admin/users/${student.id}/transcript`),
    );
    contract.check(
      'GET /api/admin/users/:id/transcript.pdf',
      await call('GET', `/api/admin/users/${student.id}/transcript.pdf`),
    );
    const withFile = await t.request({
      method: 'POST',
      url: `/api/admin/users/${student.id}/external-training`,
      token: adminToken,
      ...multipart(
        { title: 'County card', date: '2025-05-02', hours: '2', cda_subject_areas: '1' },
        { name: 'card.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(withFile.statusCode).toBe(201);
    const filed = contract.check('POST /api/admin/users/:id/external-training', withFile) as {
      entry: { id: number };
    };
    contract.check(
      'GET /api/admin/external-training/:id/file',
      await call('GET', `/api/admin/external-training/${filed.entry.id}/file`),
    );
    contract.check(
      'GET /api/profile/external-training/:id/file',
      await call(
        'GET',
        `/api/profile/external-training/${filed.entry.id}/file`,
        undefined,
        student.token,
      ),
    );
    contract.check(
      'DELETE /api/admin/external-training/:id',
      await call('DELETE', `/api/admin/external-training/${entry.id}`),
    );
  });
});
