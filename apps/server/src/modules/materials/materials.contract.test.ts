import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { PDF, multipart } from '../../../test/multipart.ts';

/** The contract test of class materials: a link and a file added, listed, fetched and removed. */
let t: TestApp;
let contract: Contract;
let instructor: string;
let student: string;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const lead = await t.createUser({ role: 'instructor', firstName: 'Ivy' });
  instructor = await t.tokenFor(lead.id);
  const stu = await signedInStudent(t, 'Stu');
  student = stu.token;
  const cls = await createClass(t, { instructorId: lead.id });
  classId = cls.classId;
  const enrolled = await t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token: student,
    payload: { sessionId: cls.sessionIds[0] },
  });
  expect(enrolled.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('contract: class materials', () => {
  it('answers adding, listing, fetching and removing as documented', async () => {
    const base = `/api/classes/${classId}/materials`;
    const link = await t.request({
      method: 'POST',
      url: base,
      token: instructor,
      payload: { title: 'Reading list', url: 'https://example.test/list' },
    });
    expect(link.statusCode).toBe(201);
    contract.check('POST /api/classes/:id/materials', link);
    contract.check(
      'POST /api/classes/:id/materials',
      await t.request({ method: 'POST', url: base, token: instructor, payload: { title: 'x' } }),
    );
    const file = await t.request({
      method: 'POST',
      url: base,
      token: instructor,
      ...multipart(
        { title: 'Handout' },
        { name: 'handout.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(file.statusCode).toBe(201);
    const { material } = contract.check('POST /api/classes/:id/materials', file) as {
      material: { id: number };
    };

    const list = await t.request({ method: 'GET', url: base, token: student });
    expect((list.json() as { materials: unknown[] }).materials).toHaveLength(2);
    contract.check('GET /api/classes/:id/materials', list);
    contract.check('GET /api/classes/:id/materials', await t.request({ method: 'GET', url: base }));

    const download = await t.request({
      method: 'GET',
      url: `${base}/${material.id}/file`,
      token: student,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    contract.check('GET /api/classes/:id/materials/:materialId/file', download);
    contract.check(
      'GET /api/classes/:id/materials/:materialId/file',
      await t.request({ method: 'GET', url: `${base}/999999/file`, token: student }),
    );

    const removed = await t.request({
      method: 'DELETE',
      url: `${base}/${material.id}`,
      token: instructor,
    });
    expect(removed.statusCode).toBe(200);
    contract.check('DELETE /api/classes/:id/materials/:materialId', removed);
    contract.check(
      'DELETE /api/classes/:id/materials/:materialId',
      await t.request({ method: 'DELETE', url: `${base}/${material.id}`, token: student }),
    );
  });
});
