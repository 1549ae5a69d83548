import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FILE_MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { EXE, PDF, PNG, multipart } from '../../../test/multipart.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
let cls: Awaited<ReturnType<typeof createClass>>;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  cls = await createClass(t, { title: 'CPR and First Aid Certification' });
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
const storedFiles = (bucket: string) => {
  const dir = path.join(t.config.dataDir, 'storage', bucket);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
};
const rowCount = async () =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from certificates`)
  )[0]!.n;

function upload(
  student: Student,
  file: { name: string; type: string; data: Buffer },
  extra: Record<string, string | number> = {},
  token = adminToken,
) {
  const body = multipart(
    {
      user_id: student.id,
      class_id: cls.classId,
      certificate_name: 'CPR card',
      expiration_date: '2028-01-31',
      ...extra,
    },
    file,
  );
  return t.request({ method: 'POST', url: '/api/certificates', token, ...body });
}

describe('POST /api/certificates (upload)', () => {
  it('stores a PDF under the student folder, writes the row and tells the student', async () => {
    const s = await signedInStudent(t);
    const res = await upload(s, { name: 'card.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Certificate uploaded successfully',
      certificate: {
        user_id: s.id,
        class_id: cls.classId,
        certificate_name: 'CPR card',
        file_type: 'application/pdf',
        file_size: PDF.length,
        status: 'active',
        expiration_date: '2028-01-31',
      },
    });
    expect(res.json().certificate.file_path).toMatch(
      new RegExp(`^${s.id}/certificate_${s.id}_\\d+\\.pdf$`),
    );
    const note = (
      await t.request({ method: 'GET', url: '/api/notifications', token: s.token })
    ).json().notifications[0];
    expect(note.title).toBe('Certificate issued: CPR card');
  });

  it.each([
    [
      'a 6 MB file',
      {
        name: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
      },
      413,
      FILE_MSG.tooLargeScreen,
    ],
    [
      'a renamed executable',
      { name: 'card.pdf', type: 'application/pdf', data: EXE },
      415,
      FILE_MSG.badTypeScreen,
    ],
    [
      'a wrong extension',
      { name: 'card.exe', type: 'application/pdf', data: PDF },
      415,
      FILE_MSG.badExtension,
    ],
    [
      'a PNG declared as PDF',
      { name: 'card.pdf', type: 'application/pdf', data: PNG },
      415,
      FILE_MSG.badTypeScreen,
    ],
    [
      'a declared type not allowed',
      { name: 'card.pdf', type: 'text/html', data: PDF },
      415,
      FILE_MSG.badTypeScreen,
    ],
  ])(
    'refuses %s with its message and leaves no file and no row',
    async (_name, file, status, message) => {
      const s = await signedInStudent(t);
      const [filesBefore, rowsBefore] = [storedFiles('certificates').length, await rowCount()];
      const res = await upload(s, file);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(message);
      expect(storedFiles('certificates').length).toBe(filesBefore);
      expect(await rowCount()).toBe(rowsBefore);
    },
  );

  it('requires a student and a class, and an admin', async () => {
    const s = await signedInStudent(t);
    const noStudent = await upload(
      s,
      { name: 'c.pdf', type: 'application/pdf', data: PDF },
      { user_id: '' },
    );
    expect(noStudent.statusCode).toBe(400);
    expect(noStudent.json().error).toBe(FILE_MSG.selectStudent);
    const noClass = await upload(
      s,
      { name: 'c.pdf', type: 'application/pdf', data: PDF },
      { class_id: '' },
    );
    expect(noClass.json().error).toBe('Please select a class');
    expect(
      (await upload(s, { name: 'c.pdf', type: 'application/pdf', data: PDF }, {}, s.token))
        .statusCode,
    ).toBe(403);
    const anon = await t.request({
      method: 'POST',
      url: '/api/certificates',
      ...multipart({}, { name: 'c.pdf', type: 'application/pdf', data: PDF }),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('download, list, delete', () => {
  it('only the owner and admins can download; a second student cannot', async () => {
    const owner = await signedInStudent(t);
    const other = await signedInStudent(t);
    const id = (await upload(owner, { name: 'card.png', type: 'image/png', data: PNG })).json()
      .certificate.id;
    const mine = await t.request({
      method: 'GET',
      url: `/api/certificates/${id}/download`,
      token: owner.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toContain('attachment');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/certificates/${id}/download`,
          token: adminToken,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/certificates/${id}/download`,
          token: other.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/certificates/${id}/download` })).statusCode,
    ).toBe(401);
    const list = await t.request({ method: 'GET', url: '/api/certificates', token: other.token });
    expect(list.json().certificates).toEqual([]);
  });

  it('bulk delete removes the rows and their files', async () => {
    const s = await signedInStudent(t);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await upload(s, { name: 'c.pdf', type: 'application/pdf', data: PDF })).json().certificate,
      );
    const before = storedFiles('certificates').length;
    const res = await t.request({
      method: 'POST',
      url: '/api/certificates/bulk-delete',
      token: adminToken,
      payload: { ids: ids.map((c) => c.id) },
    });
    expect(res.json()).toMatchObject({
      message: '3 certificate(s) deleted successfully',
      deleted: 3,
    });
    expect(storedFiles('certificates').length).toBe(before - 3);
    for (const c of ids)
      expect(existsSync(path.join(t.config.dataDir, 'storage', 'certificates', c.file_path))).toBe(
        false,
      );
    const one = (await upload(s, { name: 'c.pdf', type: 'application/pdf', data: PDF })).json()
      .certificate;
    expect(
      (
        await t.request({ method: 'DELETE', url: `/api/certificates/${one.id}`, token: adminToken })
      ).json(),
    ).toEqual({ message: 'Certificate deleted successfully' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/certificates/${one.id}`, token: adminToken }))
        .statusCode,
    ).toBe(404);
  });

  it('filters by status; expired is derived from the date and revoked is set by an admin', async () => {
    const s = await signedInStudent(t);
    const old = (
      await upload(
        s,
        { name: 'c.pdf', type: 'application/pdf', data: PDF },
        { expiration_date: '2020-01-01' },
      )
    ).json().certificate;
    expect(old.status).toBe('expired');
    const current = (await upload(s, { name: 'c.pdf', type: 'application/pdf', data: PDF })).json()
      .certificate;
    const revoked = await t.request({
      method: 'PATCH',
      url: `/api/certificates/${current.id}`,
      token: adminToken,
      payload: { status: 'revoked' },
    });
    expect(revoked.json().certificate.status).toBe('revoked');
    const expiredList = await t.request({
      method: 'GET',
      url: `/api/certificates?status=expired&user_id=${s.id}`,
      token: adminToken,
    });
    expect(expiredList.json().certificates.map((c: { id: number }) => c.id)).toEqual([old.id]);
  });
});

describe('storage API', () => {
  it('takes user uploads into the caller’s own folder and keeps others out', async () => {
    const a = await signedInStudent(t);
    const b = await signedInStudent(t);
    const up = await t.request({
      method: 'POST',
      url: '/api/storage/user-uploads',
      token: a.token,
      ...multipart(
        { category: 'documents' },
        {
          name: 'id.jpg',
          type: 'image/jpeg',
          data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        },
      ),
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ success: true, fileType: 'image/jpeg', fileSize: 7 });
    expect(up.json().filePath).toMatch(
      new RegExp(`^${a.id}/documents/documents_${a.id}_\\d+\\.jpg$`),
    );
    const mine = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${a.id}`,
      token: a.token,
    });
    expect(mine.json().files).toHaveLength(1);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/storage/user-uploads?prefix=${a.id}`,
          token: b.token,
        })
      ).statusCode,
    ).toBe(403);
    const path_ = encodeURIComponent(up.json().filePath);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/storage/user-uploads/file?path=${path_}`,
          token: b.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/storage/user-uploads/file?path=${path_}`,
          token: a.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/storage/user-uploads?path=${path_}`,
          token: b.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/storage/user-uploads?path=${path_}`,
          token: a.token,
        })
      ).statusCode,
    ).toBe(200);
    const traversal = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads/file?path=${encodeURIComponent('../../jwt-secret')}`,
      token: a.token,
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('certificates bucket: admins only; a file in use by a certificate cannot be deleted directly; two-step metadata works', async () => {
    const s = await signedInStudent(t);
    const file = { name: 'c.pdf', type: 'application/pdf', data: PDF };
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/storage/certificates',
          token: s.token,
          ...multipart({ userId: s.id }, file),
        })
      ).statusCode,
    ).toBe(403);
    const stored = await t.request({
      method: 'POST',
      url: '/api/storage/certificates',
      token: adminToken,
      ...multipart({ userId: s.id }, file),
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().filePath).toMatch(new RegExp(`^${s.id}/certificate_${s.id}_\\d+\\.pdf$`));
    const meta = await t.request({
      method: 'POST',
      url: '/api/certificates/upload-metadata',
      token: adminToken,
      payload: {
        user_id: s.id,
        class_id: cls.classId,
        certificate_name: 'Two step',
        file_path: stored.json().filePath,
        file_type: 'text/plain',
        file_size: 1,
      },
    });
    expect(meta.statusCode).toBe(201);
    expect(meta.json().certificate).toMatchObject({
      certificate_name: 'Two step',
      file_type: 'application/pdf',
      file_size: PDF.length,
    });
    const del = await t.request({
      method: 'DELETE',
      url: `/api/storage/certificates?path=${encodeURIComponent(stored.json().filePath)}`,
      token: adminToken,
    });
    expect(del.statusCode).toBe(409);
    const big = await t.request({
      method: 'POST',
      url: '/api/storage/certificates',
      token: adminToken,
      ...multipart(
        { userId: s.id },
        { ...file, data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
      ),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(FILE_MSG.tooLarge);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/storage/nope',
          token: adminToken,
          ...multipart({}, file),
        })
      ).statusCode,
    ).toBe(404);
  });
});
