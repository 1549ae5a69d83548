import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { PDF, PNG, multipart } from '../../../test/multipart.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { FileExistsError } from '../../storage/storage.ts';

/**
 * The whole file flow through the API with the app configured for S3: every byte goes through the
 * SDK driver to a real S3-protocol server (s3rver) that this file starts on its own port, with its
 * own buckets, and removes at the end.
 */
let s3: TestS3Server;
let t: TestApp;
let adminToken: string;
let classId: number;
beforeAll(async () => {
  s3 = await startS3Server('flow-');
  t = await createTestApp({ s3: s3.pathStyle });
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  classId = (await createClass(t, { title: 'Basic Life Support' })).classId;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

function uploadCertificateFile(student: Student, data = PDF) {
  const body = multipart(
    { userId: student.id },
    { name: 'card.pdf', type: 'application/pdf', data },
  );
  return t.request({
    method: 'POST',
    url: '/api/storage/certificates',
    token: adminToken,
    ...body,
  });
}

const download = (bucket: string, key: string, token: string) =>
  t.request({
    method: 'GET',
    url: `/api/storage/${bucket}/file?path=${encodeURIComponent(key)}`,
    token,
  });

describe('files on S3 through the API', () => {
  it('runs on the S3 driver', () => {
    expect(t.ctx.storage.kind).toBe('s3');
  });

  it('uploads a certificate file, and downloads it only for its owner and admins', async () => {
    const s = await signedInStudent(t);
    const res = await uploadCertificateFile(s);
    expect(res.statusCode).toBe(201);
    const { filePath } = res.json();
    expect(res.json()).toMatchObject({
      success: true,
      fileSize: PDF.length,
      fileType: 'application/pdf',
      publicUrl: `/api/storage/certificates/file?path=${encodeURIComponent(filePath)}`,
    });
    expect(filePath).toMatch(new RegExp(`^${s.id}/certificate_${s.id}_\\d+\\.pdf$`));

    const mine = await download('certificates', filePath, s.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await download('certificates', filePath, adminToken)).rawPayload.equals(PDF)).toBe(
      true,
    );
    const other = await signedInStudent(t, 'Other');
    expect((await download('certificates', filePath, other.token)).statusCode).toBe(404);
    expect((await download('certificates', `${s.id}/missing.pdf`, s.token)).statusCode).toBe(404);
  });

  it('never overwrites: two uploads in the same millisecond keep both files', async () => {
    const s = await signedInStudent(t);
    const first = Buffer.concat([PDF, Buffer.from('% first\n')]);
    const second = Buffer.concat([PDF, Buffer.from('% second\n')]);
    // The name carries the time in milliseconds: freeze it so both uploads want one name. The
    // frozen time is the real one, as the SDK signs requests with it and S3 refuses a skewed clock.
    const frozen = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(frozen);
    let keys: string[];
    try {
      const a = await uploadCertificateFile(s, first);
      const b = await uploadCertificateFile(s, second);
      keys = [a.json().filePath, b.json().filePath];
    } finally {
      now.mockRestore();
    }
    expect(keys).toEqual([
      `${s.id}/certificate_${s.id}_${frozen}.pdf`,
      `${s.id}/certificate_${s.id}_${frozen + 1}.pdf`,
    ]);
    expect((await download('certificates', keys[0]!, s.token)).rawPayload.equals(first)).toBe(true);
    expect((await download('certificates', keys[1]!, s.token)).rawPayload.equals(second)).toBe(
      true,
    );
    // The driver itself refuses to replace an object, and the stored bytes stay as they were.
    await expect(
      t.ctx.storage.put('certificates', keys[0]!, Buffer.from('x'), 'application/pdf'),
    ).rejects.toBeInstanceOf(FileExistsError);
    expect((await t.ctx.storage.get('certificates', keys[0]!))?.equals(first)).toBe(true);
  });

  it('lists a user folder in name order, at most 100 files, and only for its owner', async () => {
    const s = await signedInStudent(t);
    const body = multipart(
      { category: 'general' },
      { name: 'a.png', type: 'image/png', data: PNG },
    );
    const up = await t.request({
      method: 'POST',
      url: '/api/storage/user-uploads',
      token: s.token,
      ...body,
    });
    expect(up.statusCode).toBe(201);
    // 104 more files straight into the bucket (the upload route is rate limited per hour),
    // written out of order so the listing's order is the server's doing.
    const names = Array.from({ length: 104 }, (_, i) => `f_${String(i).padStart(3, '0')}.pdf`);
    for (const name of [...names].reverse()) {
      await t.ctx.storage.put('user-uploads', `${s.id}/general/${name}`, PDF, 'application/pdf');
    }
    const res = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${s.id}`,
      token: s.token,
    });
    expect(res.statusCode).toBe(200);
    const files = res.json().files as { path: string; name: string; size: number }[];
    expect(files).toHaveLength(100);
    expect(files.map((f) => f.name)).toEqual(names.slice(0, 100));
    expect(files[0]).toMatchObject({ path: `${s.id}/general/f_000.pdf`, size: PDF.length });
    const other = await signedInStudent(t, 'Other');
    const denied = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${s.id}`,
      token: other.token,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('deletes a file once; the object is gone from the bucket', async () => {
    const s = await signedInStudent(t);
    const body = multipart({}, { name: 'n.pdf', type: 'application/pdf', data: PDF });
    const key = (
      await t.request({ method: 'POST', url: '/api/storage/user-uploads', token: s.token, ...body })
    ).json().filePath as string;
    const remove = () =>
      t.request({
        method: 'DELETE',
        url: `/api/storage/user-uploads?path=${encodeURIComponent(key)}`,
        token: s.token,
      });
    const res = await remove();
    expect(res.json()).toEqual({ success: true, message: 'File deleted' });
    expect(await t.ctx.storage.get('user-uploads', key)).toBeNull();
    expect((await remove()).statusCode).toBe(404);
    expect((await download('user-uploads', key, s.token)).statusCode).toBe(404);
  });

  it('bulk-deletes certificates and removes their files from the bucket', async () => {
    const s = await signedInStudent(t);
    const ids: number[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const key = (await uploadCertificateFile(s)).json().filePath as string;
      const meta = await t.request({
        method: 'POST',
        url: '/api/certificates/upload-metadata',
        token: adminToken,
        payload: {
          user_id: s.id,
          class_id: classId,
          certificate_name: `Card ${i}`,
          file_path: key,
        },
      });
      expect(meta.statusCode).toBe(201);
      ids.push(meta.json().certificate.id);
      keys.push(key);
    }
    const listed = await t.ctx.storage.list('certificates', `${s.id}/`);
    expect(listed.map((f) => f.path)).toEqual([...keys].sort());
    const res = await t.request({
      method: 'POST',
      url: '/api/certificates/bulk-delete',
      token: adminToken,
      payload: { ids },
    });
    expect(res.json()).toMatchObject({ deleted: 3 });
    for (const key of keys) expect(await t.ctx.storage.get('certificates', key)).toBeNull();
    expect(await t.ctx.storage.list('certificates', `${s.id}/`)).toEqual([]);
  });

  it('reports the bucket writable in the health call', async () => {
    expect(await t.ctx.storage.checkWritable()).toBe(true);
  });
});
