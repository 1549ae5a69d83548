import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { PDF, multipart } from '../../test/multipart.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
});
afterAll(async () => {
  await t?.close();
});

/** zod's own wording, which no answer may show. */
const VALIDATOR_WORDING = /Invalid input|expected \w+, received \w+|Invalid option|Too (small|big)/;

describe('validation messages are written for people', () => {
  it('words wrong types, nulls and a body that is no object by the field', async () => {
    const student = await signedInStudent(t);
    const cases: {
      method: 'POST' | 'PUT';
      url: string;
      payload: unknown;
      token?: string;
      error?: string;
    }[] = [
      { method: 'POST', url: '/api/users/register', payload: [] },
      {
        method: 'POST',
        url: '/api/notifications/admin/bulk',
        payload: [1, 2],
        token: adminToken,
        error: 'The request body must be a JSON object',
      },
      {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { first_name: 42, last_name: 'Lee' },
        token: student.token,
      },
      {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { first_name: null, last_name: 'Lee' },
        token: student.token,
      },
      {
        method: 'POST',
        url: '/api/notifications/admin/bulk',
        payload: { user_ids: 'everyone', variables: [] },
        token: adminToken,
      },
      {
        method: 'POST',
        url: '/api/notifications/admin/broadcast',
        payload: { title: ['x'], message: { text: 'y' } },
        token: adminToken,
      },
      {
        method: 'POST',
        url: '/api/certificates/upload-metadata',
        payload: { user_id: student.id, class_id: 1, file_path: 7, file_size: 'big' },
        token: adminToken,
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: true, email: null, message: 3 },
      },
      {
        method: 'POST',
        url: '/api/notifications/admin/templates',
        payload: { name: 'x', type: 'user_notification', title_template: 1, metadata: [] },
        token: adminToken,
      },
    ];
    for (const c of cases) {
      const res = await t.request({
        method: c.method,
        url: c.url,
        token: c.token,
        payload: c.payload as object,
      });
      const what = `${c.method} ${c.url} ${JSON.stringify(c.payload)}: ${res.body}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.body, what).not.toMatch(VALIDATOR_WORDING);
      if (c.error) expect(res.json().error, what).toBe(c.error);
    }
  });

  it('names the field and what it must be', async () => {
    const s = await signedInStudent(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/certificates/upload-metadata',
      token: adminToken,
      payload: { user_id: s.id, class_id: 1, file_path: 7, file_type: ['pdf'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'File path must be text',
      code: 'VALIDATION_ERROR',
      fields: { file_path: 'File path must be text', file_type: 'File type must be text' },
      // Neither text is one of MSG's: no keys to give.
      field_keys: {},
    });
  });

  it('reads null in an optional field as not given', async () => {
    const s = await signedInStudent(t);
    const { classId } = await createClass(t);
    const stored = await t.request({
      method: 'POST',
      url: '/api/storage/certificates',
      token: adminToken,
      ...multipart({ userId: s.id }, { name: 'c.pdf', type: 'application/pdf', data: PDF }),
    });
    expect(stored.statusCode).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: '/api/certificates/upload-metadata',
      token: adminToken,
      payload: {
        user_id: s.id,
        class_id: classId,
        session_id: null,
        certificate_name: null,
        expiration_date: null,
        file_path: stored.json().filePath,
        supabase_path: null,
        certificate_url: null,
        file_type: null,
        file_size: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().certificate).toMatchObject({ file_type: 'application/pdf' });
    // A required field stays required when it is null.
    const missing = await t.request({
      method: 'POST',
      url: '/api/certificates/upload-metadata',
      token: adminToken,
      payload: { user_id: null, class_id: classId, file_path: stored.json().filePath },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(FILE_MSG.selectStudent);
  });
});
