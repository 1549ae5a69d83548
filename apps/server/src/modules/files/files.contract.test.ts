import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { PDF, PNG, multipart } from '../../../test/multipart.ts';

/** The contract test of file storage through the API. */
let t: TestApp;
let contract: Contract;
let student: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  student = await signedInStudent(t, 'Fritz');
});
afterAll(async () => {
  await t?.close();
});

describe('contract: files', () => {
  it('answers upload, list, download and delete as documented', async () => {
    const upload = (file: { name: string; type: string; data: Buffer }) =>
      t.request({
        method: 'POST',
        url: '/api/storage/user-uploads',
        token: student.token,
        ...multipart({}, file),
      });
    const uploaded = await upload({ name: 'form.pdf', type: 'application/pdf', data: PDF });
    expect(uploaded.statusCode).toBe(201);
    const { filePath } = contract.check('POST /api/storage/:bucket', uploaded) as {
      filePath: string;
    };
    const image = await upload({ name: 'photo.png', type: 'image/png', data: PNG });
    expect(image.statusCode).toBe(201);
    const wrongType = await upload({
      name: 'notes.txt',
      type: 'text/plain',
      data: Buffer.from('hi'),
    });
    expect(wrongType.statusCode).toBe(415);
    contract.check('POST /api/storage/:bucket', wrongType);

    const listed = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads?prefix=${student.id}`,
      token: student.token,
    });
    expect(listed.statusCode).toBe(200);
    expect(
      (contract.check('GET /api/storage/:bucket', listed) as { files: unknown[] }).files,
    ).toHaveLength(2);
    const unknownBucket = await t.request({
      method: 'GET',
      url: '/api/storage/secrets',
      token: student.token,
    });
    expect(unknownBucket.statusCode).toBe(404);
    contract.check('GET /api/storage/:bucket', unknownBucket);

    const file = await t.request({
      method: 'GET',
      url: `/api/storage/user-uploads/file?path=${encodeURIComponent(filePath)}`,
      token: student.token,
    });
    expect(file.statusCode).toBe(200);
    expect(
      Buffer.compare(contract.check('GET /api/storage/:bucket/file', file) as Buffer, PDF),
    ).toBe(0);
    const noPath = await t.request({
      method: 'GET',
      url: '/api/storage/user-uploads/file',
      token: student.token,
    });
    expect(noPath.statusCode).toBe(400);
    contract.check('GET /api/storage/:bucket/file', noPath);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/storage/user-uploads?path=${encodeURIComponent(filePath)}`,
      token: student.token,
    });
    expect(removed.statusCode).toBe(200);
    contract.check('DELETE /api/storage/:bucket', removed);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/storage/user-uploads?path=${encodeURIComponent(filePath)}`,
      token: student.token,
    });
    expect(again.statusCode).toBe(404);
    contract.check('DELETE /api/storage/:bucket', again);
  });
});
