import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { EXE, PDF, PNG, multipart } from '../../../test/multipart.ts';
import { DOCX, PLAIN_ZIP, PPTX, XLSX } from '../../../test/office-files.ts';
import { queryRows } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';

type Who =
  | 'anonymous'
  | 'student'
  | 'completed'
  | 'otherStudent'
  | 'instructor'
  | 'sessionInstructor'
  | 'otherInstructor'
  | 'admin';

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let classId: number;
let otherClassId: number;

beforeAll(async () => {
  t = await createTestApp();
  const make = async (role: 'student' | 'instructor' | 'admin', firstName: string) => {
    const user = await t.createUser({ role, firstName, lastName: 'Test' });
    return { ...user, token: await t.tokenFor(user.id) };
  };
  const [admin, instructor, sessionInstructor, otherInstructor] = await Promise.all([
    make('admin', 'Ada'),
    make('instructor', 'Ivy'),
    make('instructor', 'Sid'),
    make('instructor', 'Otto'),
  ]);
  const [student, completed, otherStudent] = await Promise.all([
    signedInStudent(t, 'Stu'),
    signedInStudent(t, 'Cora'),
    signedInStudent(t, 'Olga'),
  ]);
  const cls = await createClass(t, {
    instructorId: instructor.id,
    sessions: [{ startInDays: 10 }, { startInDays: -20, status: 'completed' }],
  });
  classId = cls.classId;
  otherClassId = (await createClass(t, { instructorId: otherInstructor.id })).classId;
  await t.database.db.execute(
    sql`update class_sessions set instructor_id = ${sessionInstructor.id} where id = ${cls.sessionIds[1]!}`,
  );
  const enrolled = await t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token: student.token,
    payload: { sessionId: cls.sessionIds[0] },
  });
  expect(enrolled.statusCode).toBeLessThan(300);
  // A student who finished the class earlier: approved, moved to history with completed_at.
  await t.database.db.insert(enrollments).values({
    userId: completed.id,
    classId,
    sessionId: cls.sessionIds[1]!,
    status: 'approved',
    enrollmentType: 'historical',
    completedAt: new Date(),
  });
  Object.assign(tokens, {
    admin: admin.token,
    instructor: instructor.token,
    sessionInstructor: sessionInstructor.token,
    otherInstructor: otherInstructor.token,
    student: student.token,
    completed: completed.token,
    otherStudent: otherStudent.token,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const as = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload } : {}) });

const addLink = (
  who: Who,
  title = 'Reading list',
  url = 'https://example.test/list',
  id = classId,
) => as(who, 'POST', `/api/classes/${id}/materials`, { title, url });

function addFile(
  who: Who,
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = { title: 'Handout' },
  id = classId,
) {
  return t.request({
    method: 'POST',
    url: `/api/classes/${id}/materials`,
    token: tokens[who],
    ...multipart(fields, file),
  });
}

const pdf = { name: 'handout.pdf', type: 'application/pdf', data: PDF };

async function rowCount(id: number) {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from class_materials where id = ${id}`,
  );
  return rows[0]!.n;
}

async function storedPath(id: number) {
  const rows = await queryRows<{ file_path: string }>(
    t.database.db,
    sql`select file_path from class_materials where id = ${id}`,
  );
  return rows[0]!.file_path;
}

describe('GET /api/classes/{id}/materials', () => {
  it('lists newest first with the uploader name, for the class readers only', async () => {
    const first = await addLink('admin', 'Older link');
    expect(first.statusCode).toBe(201);
    const second = await addFile('instructor', pdf, { title: 'Newer file' });
    expect(second.statusCode).toBe(201);
    for (const who of [
      'student',
      'completed',
      'instructor',
      'sessionInstructor',
      'admin',
    ] as const) {
      const res = await as(who, 'GET', `/api/classes/${classId}/materials`);
      expect(res.statusCode, who).toBe(200);
      const list = res.json().materials;
      expect(list.slice(0, 2)).toEqual([
        {
          id: second.json().material.id,
          class_id: classId,
          title: 'Newer file',
          kind: 'file',
          url: null,
          file_name: 'handout.pdf',
          file_type: 'application/pdf',
          file_size: PDF.length,
          created_at: expect.any(String),
          uploaded_by_name: 'Ivy Test',
        },
        {
          id: first.json().material.id,
          class_id: classId,
          title: 'Older link',
          kind: 'link',
          url: 'https://example.test/list',
          file_name: null,
          file_type: null,
          file_size: null,
          created_at: expect.any(String),
          uploaded_by_name: 'Ada Test',
        },
      ]);
      // The answer never names where the file is stored.
      expect(res.body).not.toContain('file_path');
      expect(res.body).not.toContain('materials_');
    }
  });

  it('refuses visitors, other students and other instructors; an unknown class is 404', async () => {
    expect((await as('anonymous', 'GET', `/api/classes/${classId}/materials`)).statusCode).toBe(
      401,
    );
    for (const who of ['otherStudent', 'otherInstructor'] as const) {
      const res = await as(who, 'GET', `/api/classes/${classId}/materials`);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error).toBe('You do not have permission to do this.');
    }
    const missing = await as('admin', 'GET', '/api/classes/999999/materials');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Class not found');
    expect((await as('admin', 'GET', '/api/classes/abc/materials')).statusCode).toBe(400);
  });

  it('a rejected or cancelled enrolment is no longer a reason to read', async () => {
    const s = await signedInStudent(t, 'Rita');
    const cls = await createClass(t);
    await t.database.db.insert(enrollments).values({
      userId: s.id,
      classId: cls.classId,
      sessionId: cls.sessionIds[0]!,
      status: 'rejected',
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/classes/${cls.classId}/materials`,
      token: s.token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/classes/{id}/materials', () => {
  it('lets the admin and both kinds of class instructor add; nobody else', async () => {
    for (const who of ['admin', 'instructor', 'sessionInstructor'] as const) {
      const res = await addLink(who, `Link by ${who}`);
      expect(res.statusCode, who).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Material added', material: { kind: 'link' } });
    }
    expect((await addLink('anonymous')).statusCode).toBe(401);
    for (const who of ['student', 'completed', 'otherStudent', 'otherInstructor'] as const) {
      expect((await addLink(who)).statusCode, who).toBe(403);
      expect((await addFile(who, pdf)).statusCode, `${who} file`).toBe(403);
    }
    expect((await addLink('admin', 'x', 'https://a.test', 999999)).statusCode).toBe(404);
  });

  it.each([
    ['handout.pdf', 'application/pdf', PDF],
    ['photo.png', 'image/png', PNG],
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX],
    [
      'slides.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      PPTX,
    ],
    ['plan.txt', 'text/plain', Buffer.from('Week 1: safety\r\nWeek 2: play\n')],
    ['plan.txt', 'application/octet-stream', Buffer.from('Sent by a browser that did not know')],
  ])('accepts %s (%s)', async (name, type, data) => {
    const res = await addFile('instructor', { name, type, data }, { title: `File ${name}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().material).toMatchObject({
      kind: 'file',
      file_name: name,
      file_size: data.length,
      title: `File ${name}`,
    });
  });

  it.each([
    [{ url: 'https://example.test' }, 'Title is required', 'title'],
    [{ title: '   ', url: 'https://example.test' }, 'Title is required', 'title'],
    [
      { title: 'x'.repeat(201), url: 'https://example.test' },
      'Title must be at most 200 characters',
      'title',
    ],
    [{ title: 'Link' }, 'Link is required', 'url'],
    [
      { title: 'Link', url: 'not a link' },
      'Please enter a link that starts with http:// or https://',
      'url',
    ],
    [
      { title: 'Link', url: 'javascript:alert(1)' },
      'Please enter a link that starts with http:// or https://',
      'url',
    ],
    [
      { title: 'Link', url: '/profile' },
      'Please enter a link that starts with http:// or https://',
      'url',
    ],
    [
      { title: 'Link', url: '//evil.test/x' },
      'Please enter a link that starts with http:// or https://',
      'url',
    ],
    [
      { title: 'Link', url: 'ftp://example.test/x' },
      'Please enter a link that starts with http:// or https://',
      'url',
    ],
    [
      { title: 'Link', url: 'https://example.test', kind: 'file' },
      'Choose a file or a link',
      'kind',
    ],
  ])('refuses the link %j', async (payload, message, field) => {
    const res = await as('admin', 'POST', `/api/classes/${classId}/materials`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, fields: { [field]: message } });
  });

  const BAD_TYPE =
    'Invalid file type. Materials may be PDF, images (JPEG, PNG, WebP), Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or plain text (.txt).';

  it.each([
    ['a program named .pdf', { name: 'x.pdf', type: 'application/pdf', data: EXE }],
    ['a PDF named .docx', { name: 'x.docx', type: 'application/pdf', data: PDF }],
    [
      'a plain ZIP named .docx',
      {
        name: 'x.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: PLAIN_ZIP,
      },
    ],
    [
      'a workbook named .docx',
      {
        name: 'x.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: XLSX,
      },
    ],
    [
      'a cut-off Word file',
      {
        name: 'x.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: DOCX.subarray(0, 60),
      },
    ],
    ['binary named .txt', { name: 'x.txt', type: 'text/plain', data: EXE }],
    [
      'an HTML page',
      { name: 'x.html', type: 'text/html', data: Buffer.from('<script>1</script>') },
    ],
    ['an SVG', { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }],
    ['a declared type that disagrees', { name: 'x.pdf', type: 'image/png', data: PDF }],
  ])('refuses %s with 415', async (_what, file) => {
    const res = await addFile('admin', file);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: BAD_TYPE,
      code: 'BAD_TYPE',
      message_key: 'material.badFileType',
    });
  });

  it('refuses a file without a title, with a long title, empty, missing or too large', async () => {
    const noTitle = await addFile('admin', pdf, {});
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({
      error: 'Title is required',
      fields: { title: 'Title is required' },
    });
    const long = await addFile('admin', pdf, { title: 'x'.repeat(201) });
    expect(long.json()).toMatchObject({ error: 'Title must be at most 200 characters' });
    const empty = await addFile('admin', { ...pdf, data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'The file is empty' });
    const noFile = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/materials`,
      token: tokens.admin,
      ...multipart({ title: 'Nothing' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Please choose a file to upload');
    const big = await addFile('admin', {
      ...pdf,
      data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size too large. Maximum size is 5MB');
    // Nothing refused left a row.
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from class_materials where title in ('Nothing', ${'x'.repeat(201)})`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('counts against the uploader quota and hourly uploads', async () => {
    const settings = (values: object) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: tokens.admin,
        payload: values,
      });
    expect((await settings({ upload_quota_mb: 1, uploads_per_hour: 1000 })).statusCode).toBe(200);
    const large = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const over = await addFile('sessionInstructor', { ...pdf, data: large });
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('QUOTA_EXCEEDED');
    expect((await settings({ upload_quota_mb: 50, uploads_per_hour: 1 })).statusCode).toBe(200);
    const a = await addFile('otherInstructor', pdf, { title: 'Own class' }, otherClassId);
    expect(a.statusCode).toBe(201);
    const b = await addFile('otherInstructor', pdf, { title: 'Own class again' }, otherClassId);
    expect(b.statusCode).toBe(429);
    expect(b.json().error).toBe(
      'Too many uploads: at most 1 files an hour. Please try again later.',
    );
    expect((await settings({ uploads_per_hour: 30 })).statusCode).toBe(200);
  });

  it('records who added what in the audit log', async () => {
    const res = await addLink('instructor', 'Audited link');
    const rows = await queryRows<{ target_type: string; target_id: string; after: object }>(
      t.database.db,
      sql`select target_type, target_id, after from audit_log where action = 'material.create' and after->>'title' = 'Audited link'`,
    );
    expect(rows).toEqual([
      {
        target_type: 'class',
        target_id: String(classId),
        after: {
          material_id: res.json().material.id,
          title: 'Audited link',
          kind: 'link',
          url: 'https://example.test/list',
          file_name: null,
        },
      },
    ]);
  });
});

describe('GET /api/classes/{id}/materials/{materialId}/file', () => {
  it('sends the file as an attachment to the class readers only', async () => {
    const txt = Buffer.from('Bring comfortable shoes.\n');
    const added = await addFile('admin', { name: 'Kit list é.txt', type: 'text/plain', data: txt });
    const id = added.json().material.id;
    for (const who of [
      'student',
      'completed',
      'instructor',
      'sessionInstructor',
      'admin',
    ] as const) {
      const res = await as(who, 'GET', `/api/classes/${classId}/materials/${id}/file`);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(txt)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'text/plain',
        'content-disposition': `attachment; filename="Kit list _.txt"; filename*=UTF-8''Kit%20list%20%C3%A9.txt`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    }
    expect(
      (await as('anonymous', 'GET', `/api/classes/${classId}/materials/${id}/file`)).statusCode,
    ).toBe(401);
    for (const who of ['otherStudent', 'otherInstructor'] as const) {
      expect(
        (await as(who, 'GET', `/api/classes/${classId}/materials/${id}/file`)).statusCode,
      ).toBe(403);
    }
    // Under another class's path the material does not exist.
    const elsewhere = await as('admin', 'GET', `/api/classes/${otherClassId}/materials/${id}/file`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe('Material not found');
    expect((await as('admin', 'GET', `/api/classes/999999/materials/${id}/file`)).statusCode).toBe(
      404,
    );
  });

  it('a link has no file', async () => {
    const id = (await addLink('admin', 'Just a link')).json().material.id;
    expect(
      (await as('student', 'GET', `/api/classes/${classId}/materials/${id}/file`)).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/classes/{id}/materials/{materialId}', () => {
  it('removes the row and its file for the class staff only', async () => {
    const added = await addFile('instructor', pdf, { title: 'To remove' });
    const id = added.json().material.id;
    const path = await storedPath(id);
    expect(await t.ctx.storage.get('user-uploads', path)).not.toBeNull();
    expect(
      (await as('anonymous', 'DELETE', `/api/classes/${classId}/materials/${id}`)).statusCode,
    ).toBe(401);
    for (const who of ['student', 'completed', 'otherStudent', 'otherInstructor'] as const) {
      expect(
        (await as(who, 'DELETE', `/api/classes/${classId}/materials/${id}`)).statusCode,
        who,
      ).toBe(403);
    }
    expect(
      (await as('admin', 'DELETE', `/api/classes/${otherClassId}/materials/${id}`)).statusCode,
    ).toBe(404);
    const res = await as('sessionInstructor', 'DELETE', `/api/classes/${classId}/materials/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Material removed' });
    expect(await rowCount(id)).toBe(0);
    expect(await t.ctx.storage.get('user-uploads', path)).toBeNull();
    const again = await as('admin', 'DELETE', `/api/classes/${classId}/materials/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Material not found');
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'material.delete' and before->>'material_id' = ${String(id)}`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('removes a link', async () => {
    const id = (await addLink('instructor', 'Gone soon')).json().material.id;
    expect(
      (await as('instructor', 'DELETE', `/api/classes/${classId}/materials/${id}`)).statusCode,
    ).toBe(200);
    expect(await rowCount(id)).toBe(0);
  });

  it('the file cannot be deleted through the storage routes while its material exists', async () => {
    const id = (await addFile('instructor', pdf, { title: 'Kept' })).json().material.id;
    const path = await storedPath(id);
    for (const who of ['instructor', 'admin'] as const) {
      const res = await as(
        who,
        'DELETE',
        `/api/storage/user-uploads?path=${encodeURIComponent(path)}`,
      );
      expect(res.statusCode, who).toBe(409);
      expect(res.json().error).toBe(
        'This file belongs to a class material; remove the material instead',
      );
    }
    expect(await t.ctx.storage.get('user-uploads', path)).not.toBeNull();
  });

  it('a class with materials is cancelled, not deleted, so no file loses its row', async () => {
    const cls = await createClass(t);
    await addLink('admin', 'Keeps the class', 'https://example.test', cls.classId);
    const res = await as('admin', 'DELETE', `/api/admin/classes/${cls.classId}`);
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from classes where id = ${cls.classId}`,
    );
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
});
