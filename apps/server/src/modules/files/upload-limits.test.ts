import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { PDF, multipart } from '../../../test/multipart.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
});
afterAll(async () => {
  await t?.close();
});

const KB = 1024;
const QUOTA_TEXT =
  'Not enough storage left: each account may keep at most 1 MB of files. Delete files you no longer need, then try again.';
const RATE_TEXT = 'Too many uploads: at most 3 files an hour. Please try again later.';

/** A PDF (by its first bytes) of about `kb` kilobytes. */
const pdfOf = (kb: number) => Buffer.concat([PDF, Buffer.alloc(kb * KB - PDF.length, 0x20)]);

const settings = (values: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/admin/settings', token: adminToken, payload: values });

function uploadOwn(token: string, data = pdfOf(1)) {
  const body = multipart({}, { name: 'notes.pdf', type: 'application/pdf', data });
  return t.request({ method: 'POST', url: '/api/storage/user-uploads', token, ...body });
}

/** Each test starts from the limits it names; the hits of earlier tests belong to other users. */
async function limits(quotaMb: number, perHour: number) {
  const res = await settings({ upload_quota_mb: quotaMb, uploads_per_hour: perHour });
  expect(res.statusCode).toBe(200);
}

describe('upload settings', () => {
  it('default to 50 MB per account and 30 uploads an hour, and refuse nonsense', async () => {
    const read = await t.request({ method: 'GET', url: '/api/admin/settings', token: adminToken });
    expect(read.json().settings).toMatchObject({ upload_quota_mb: 50, uploads_per_hour: 30 });
    for (const [payload, message] of [
      [{ upload_quota_mb: 0 }, 'Storage per account must be between 1 and 10000 MB'],
      [{ upload_quota_mb: 'lots' }, 'Storage per account must be a number of MB'],
      [{ uploads_per_hour: 0 }, 'Uploads per hour must be between 1 and 1000'],
      [{ uploads_per_hour: 2.5 }, 'Uploads per hour must be a whole number'],
    ] as const) {
      const res = await settings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toBe(message);
    }
  });
});

describe('storage quota', () => {
  it('refuses with 413 an upload past the quota; deleting a file frees room', async () => {
    await limits(1, 1000);
    const s = await signedInStudent(t, 'Quota');
    const first = await uploadOwn(s.token, pdfOf(600));
    expect(first.statusCode).toBe(201);
    const second = await uploadOwn(s.token, pdfOf(600));
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({
      error: QUOTA_TEXT,
      code: 'QUOTA_EXCEEDED',
      message_key: 'file.quotaExceeded',
    });
    // Nothing of the refused file was kept.
    const listed = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${s.id}`,
      token: s.token,
    });
    expect(listed.json().files).toHaveLength(1);
    // A small file still fits; after a delete the big one does too.
    expect((await uploadOwn(s.token, pdfOf(100))).statusCode).toBe(201);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/storage/user-uploads?path=${encodeURIComponent(first.json().filePath)}`,
      token: s.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await uploadOwn(s.token, pdfOf(600))).statusCode).toBe(201);
  });

  it("counts certificates in the student's folder, on every upload path", async () => {
    await limits(1, 1000);
    const s = await signedInStudent(t, 'Certquota');
    const cls = await createClass(t, { title: 'Quota Class' });
    expect((await uploadOwn(s.token, pdfOf(700))).statusCode).toBe(201);
    const certificate = multipart(
      { user_id: s.id, class_id: cls.classId },
      { name: 'c.pdf', type: 'application/pdf', data: pdfOf(400) },
    );
    const viaDialog = await t.request({
      method: 'POST',
      url: '/api/certificates',
      token: adminToken,
      ...certificate,
    });
    expect(viaDialog.statusCode).toBe(413);
    expect(viaDialog.json().error).toBe(QUOTA_TEXT);
    const viaStorage = await t.request({
      method: 'POST',
      url: '/api/storage/certificates',
      token: adminToken,
      ...multipart({ userId: s.id }, { name: 'c.pdf', type: 'application/pdf', data: pdfOf(400) }),
    });
    expect(viaStorage.statusCode).toBe(413);
    const rows = await queryRows(
      t.database.db,
      sql`select id from certificates where user_id = ${s.id}`,
    );
    expect(rows).toEqual([]);
  });

  it('lets no burst of parallel uploads past the quota', async () => {
    await limits(1, 1000);
    const s = await signedInStudent(t, 'Quotaburst');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => uploadOwn(s.token, pdfOf(400))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 413, 413, 413, 413]);
  });
});

describe('upload rate', () => {
  it('refuses with 429 past the uploads of an hour, per user', async () => {
    await limits(50, 3);
    const s = await signedInStudent(t, 'Rate');
    for (let i = 0; i < 3; i++) expect((await uploadOwn(s.token)).statusCode).toBe(201);
    const fourth = await uploadOwn(s.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: RATE_TEXT,
      code: 'RATE_LIMITED',
      message_key: 'file.tooManyUploads',
    });
    // Another student has their own allowance.
    const other = await signedInStudent(t, 'Rateother');
    expect((await uploadOwn(other.token)).statusCode).toBe(201);
    // Only the last hour counts.
    await t.database.db.execute(
      sql`update rate_limit_hits set created_at = now() - interval '61 minutes'
          where key = ${`upload:user:${s.id}`}`,
    );
    expect((await uploadOwn(s.token)).statusCode).toBe(201);
  });

  it('counts refused files too, so a flood of bad files is limited as well', async () => {
    await limits(50, 3);
    const s = await signedInStudent(t, 'Ratebad');
    const bad = multipart({}, { name: 'x.exe', type: 'application/pdf', data: Buffer.from('MZ') });
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/storage/user-uploads',
        token: s.token,
        ...bad,
      });
      expect(res.statusCode).toBe(415);
    }
    expect((await uploadOwn(s.token)).statusCode).toBe(429);
  });

  it('lets no burst of parallel uploads past the rate', async () => {
    await limits(50, 3);
    const s = await signedInStudent(t, 'Rateburst');
    const answers = await Promise.all(Array.from({ length: 10 }, () => uploadOwn(s.token)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    const listed = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${s.id}`,
      token: s.token,
    });
    expect(listed.json().files).toHaveLength(3);
  });

  it('leaves the office (admins) out of the hourly rate', async () => {
    await limits(50, 3);
    for (let i = 0; i < 5; i++) expect((await uploadOwn(adminToken)).statusCode).toBe(201);
  });
});
