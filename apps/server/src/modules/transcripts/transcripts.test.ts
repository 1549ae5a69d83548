import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILE_MSG, LIMITS, TRANSCRIPT_MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { EXE, PDF, multipart } from '../../../test/multipart.ts';
import { queryRows } from '../../db/client.ts';
import { monthsBefore } from './transcripts.service.ts';

/** The training-hours transcript: exact totals by window and area, its PDF, external training. */
let t: TestApp;
let adminToken: string;
let instructorId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  instructorId = (await t.createUser({ role: 'instructor' })).id;
});
afterAll(async () => {
  await t?.close();
});

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token: string | undefined = adminToken,
) => t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

async function newClass(title: string, hours: number, areas: number[]) {
  const created = await api('POST', '/api/admin/classes', {
    title,
    instructor_id: instructorId,
    description: `${title} description`,
    price: 10,
    dates: [
      {
        date: future,
        end_date: future,
        start_time: '09:00',
        end_time: '12:00',
        location: 'Room 1',
        capacity: 5,
      },
    ],
    training_hours: hours,
    cda_subject_areas: areas,
  });
  expect(created.statusCode).toBe(201);
  return created.json().class.id as number;
}

/** A session of the class that ended on `endDate` and the student's approved enrolment, completed or not. */
async function enrolment(userId: number, classId: number, endDate: string, completed = true) {
  const [s] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity)
        values (${classId}, ${endDate}::date - 1, ${endDate}, '09:00', '12:00', 5) returning id`,
  );
  const [e] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, completed_at)
        values (${userId}, ${classId}, ${s!.id}, 'approved',
          ${completed ? 'historical' : 'active'}, ${completed ? sql`now()` : null}) returning id`,
  );
  return { sessionId: s!.id, enrollmentId: e!.id };
}

async function issued(
  userId: number,
  classId: number,
  ids: { sessionId: number; enrollmentId: number },
  hours: string,
  end: string,
  revoked = false,
) {
  const n = `CC-TEST-${ids.enrollmentId}`;
  await queryRows(
    t.database.db,
    sql`insert into certificates (user_id, class_id, session_id, enrollment_id, certificate_name,
          file_path, file_type, file_size, certificate_number, verification_code, issued_at,
          training_hours, session_start, session_end, revoked_at)
        values (${userId}, ${classId}, ${ids.sessionId}, ${ids.enrollmentId}, 'Test certificate',
          ${`${userId}/${n}.pdf`}, 'application/pdf', 0, ${n}, ${`code${ids.enrollmentId}`}, now(),
          ${hours}, ${end}::date - 1, ${end}, ${revoked ? sql`now()` : null})`,
  );
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the training-hours transcript', () => {
  it('answers exact totals by window and by CDA area, external training included', async () => {
    const ann = await signedInStudent(t, 'Annabel');
    const empty = await api('GET', '/api/profile/transcript', undefined, ann.token);
    expect(empty.statusCode).toBe(200);
    const today = empty.json().as_of as string;
    expect(empty.json().totals).toEqual({ last_12_months: 0, last_36_months: 0, all_time: 0 });
    expect(empty.json().entries).toEqual([]);
    const from12 = monthsBefore(today, 12);
    const from36 = monthsBefore(today, 36);

    // On the window's first day (inside); the issued certificate's frozen 9.0 hours count, not 8.5.
    const a = await newClass('Safe Spaces', 8.5, [1, 2]);
    const aIds = await enrolment(ann.id, a, from12);
    await issued(ann.id, a, aIds, '9.0', from12);
    // The day before the 12-month window: in 36 months only.
    await enrolment(ann.id, await newClass('Growing Minds', 3.3, [2]), dayBefore(from12));
    // On the 36-month window's first day, and the day before it.
    await enrolment(ann.id, await newClass('Observation', 0.1, [8]), from36);
    await enrolment(ann.id, await newClass('Feelings', 10, [3]), dayBefore(from36));
    // Not completed, or its certificate revoked: not counted.
    await enrolment(ann.id, await newClass('Families', 5, [4]), today, false);
    const f = await newClass('Programs', 4, [5]);
    const fIds = await enrolment(ann.id, f, today);
    await issued(ann.id, f, fIds, '4.0', today, true);
    // Another student's training is not Annabel's.
    const bob = await signedInStudent(t, 'Bob');
    await enrolment(bob.id, await newClass('Bob class', 7, [1]), today);

    const added = await api('POST', `/api/admin/users/${ann.id}/external-training`, {
      title: 'County first aid',
      date: today,
      hours: 2.2,
      cda_subject_areas: [8, 1, 1],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: TRANSCRIPT_MSG.added,
      entry: { kind: 'external', hours: 2.2, cda_subject_areas: [1, 8], completed_on: today },
    });

    const got = (await api('GET', '/api/profile/transcript', undefined, ann.token)).json();
    expect(got.totals).toEqual({ last_12_months: 11.2, last_36_months: 14.6, all_time: 24.6 });
    const areas = Object.fromEntries(
      (got.areas as { area: number; hours: number; met: boolean }[]).map((x) => [
        x.area,
        [x.hours, x.met],
      ]),
    );
    expect(areas).toEqual({
      1: [11.2, true],
      2: [12.3, true],
      3: [10, true],
      4: [0, false],
      5: [0, false],
      6: [0, false],
      7: [0, false],
      8: [2.3, false],
    });
    expect(got.goal).toEqual({ total: 120, per_area: 10, met: false });
    expect(got.entries.map((e: { title: string; hours: number }) => [e.title, e.hours])).toEqual([
      ['County first aid', 2.2],
      ['Safe Spaces', 9],
      ['Growing Minds', 3.3],
      ['Observation', 0.1],
      ['Feelings', 10],
    ]);
    expect(got.entries[1].certificate_number).toBe(`CC-TEST-${aIds.enrollmentId}`);

    // The admin reads the same transcript; Bob reads only his own.
    const admin = await api('GET', `/api/admin/users/${ann.id}/transcript`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(got);
    const bobs = (await api('GET', '/api/profile/transcript', undefined, bob.token)).json();
    expect(bobs.totals).toEqual({ last_12_months: 7, last_36_months: 7, all_time: 7 });
    expect(bobs.student.id).toBe(bob.id);
    const denied = await api('GET', `/api/admin/users/${ann.id}/transcript`, undefined, bob.token);
    expect(denied.statusCode).toBe(403);

    // The PDF carries the name and the totals.
    for (const [url, token] of [
      ['/api/profile/transcript.pdf', ann.token],
      [`/api/admin/users/${ann.id}/transcript.pdf`, adminToken],
    ] as const) {
      const pdf = await api('GET', url, undefined, token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Annabel Dent');
      expect(text).toContain('Last 12 months: 11.2 hours');
      expect(text).toContain('Last 36 months: 14.6 hours');
      expect(text).toContain('All time: 24.6 hours');
      expect(text).toContain('County first aid');
    }
    const bobPdf = await api(
      'GET',
      `/api/admin/users/${ann.id}/transcript.pdf`,
      undefined,
      bob.token,
    );
    expect(bobPdf.statusCode).toBe(403);

    // Deleting the external training takes its hours away.
    const id = added.json().entry.id as number;
    expect(
      (await api('DELETE', `/api/admin/external-training/${id}`, undefined, bob.token)).statusCode,
    ).toBe(403);
    const gone = await api('DELETE', `/api/admin/external-training/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(TRANSCRIPT_MSG.deleted);
    expect((await api('DELETE', `/api/admin/external-training/${id}`)).json().error).toBe(
      TRANSCRIPT_MSG.notFound,
    );
    const after = (await api('GET', '/api/profile/transcript', undefined, ann.token)).json();
    expect(after.totals).toEqual({ last_12_months: 9, last_36_months: 12.4, all_time: 22.4 });
  });

  it('counts the window from the same calendar day, clamped to the month end', () => {
    expect(monthsBefore('2026-11-27', 12)).toBe('2025-11-27');
    expect(monthsBefore('2026-11-27', 36)).toBe('2023-11-27');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2026-01-31', 36)).toBe('2023-01-31');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
  });

  it('guards every endpoint: anonymous 401, student 403', async () => {
    const stu = await signedInStudent(t, 'Sam');
    for (const url of ['/api/profile/transcript', '/api/profile/transcript.pdf']) {
      expect((await api('GET', url, undefined, '')).statusCode).toBe(401);
    }
    const body = { title: 'X', date: '2024-01-02', hours: 1, cda_subject_areas: [] };
    for (const [method, url, payload] of [
      ['GET', `/api/admin/users/${stu.id}/transcript`, undefined],
      ['GET', `/api/admin/users/${stu.id}/transcript.pdf`, undefined],
      ['POST', `/api/admin/users/${stu.id}/external-training`, body],
      ['DELETE', '/api/admin/external-training/1', undefined],
    ] as const) {
      expect((await api(method, url, payload, '')).statusCode).toBe(401);
      expect((await api(method, url, payload, stu.token)).statusCode).toBe(403);
    }
    expect((await api('GET', '/api/admin/users/999999/transcript')).statusCode).toBe(404);
    const missing = await api('POST', '/api/admin/users/999999/external-training', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(TRANSCRIPT_MSG.userNotFound);
  });

  it('validates external training with clear messages', async () => {
    const stu = await signedInStudent(t, 'Val');
    const url = `/api/admin/users/${stu.id}/external-training`;
    const bad = await api('POST', url, {
      title: ' ',
      date: '2024-02-30',
      hours: 0,
      cda_subject_areas: [9],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      title: TRANSCRIPT_MSG.title,
      date: TRANSCRIPT_MSG.date,
      hours: TRANSCRIPT_MSG.hours,
    });
    const decimals = await api('POST', url, { title: 'A', date: '2024-01-01', hours: 1.25 });
    expect(decimals.statusCode).toBe(400);
    expect(JSON.stringify(decimals.json())).toContain(TRANSCRIPT_MSG.hours);
    const areas = await api('POST', url, {
      title: 'A',
      date: '2024-01-01',
      hours: 1,
      cda_subject_areas: [0],
    });
    expect(areas.statusCode).toBe(400);
    expect(JSON.stringify(areas.json())).toContain(TRANSCRIPT_MSG.areas);
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = await api('POST', url, { title: 'A', date: tomorrow, hours: 1 });
    expect(later.statusCode).toBe(400);
    expect(later.json().error).toBe(TRANSCRIPT_MSG.date);
    const ok = await api('POST', url, { title: 'A', date: '2024-01-01', hours: 9999.9 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().entry.hours).toBe(9999.9);
  });
});

describe('the file of external training', () => {
  const fields = (title: string) => ({
    title,
    date: '2024-05-06',
    hours: '3.5',
    cda_subject_areas: '2, 6',
  });
  const addWithFile = (
    userId: number,
    title: string,
    file?: { name: string; type: string; data: Buffer },
    token: string | undefined = adminToken,
  ) =>
    t.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/external-training`,
      ...(token ? { token } : {}),
      ...multipart(fields(title), file),
    });
  const scan = { name: 'county-card.pdf', type: 'application/pdf', data: PDF };
  const filesOf = async (userId: number) =>
    (await t.ctx.storage.list('certificates', `${userId}/`, 100)).map((f) => f.path);
  const rowsTitled = async (title: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from external_training where title = ${title}`,
      )
    )[0]!.n;

  it('is stored with the training, listed, and downloaded by the office and the holder only', async () => {
    const holder = await signedInStudent(t, 'Hana');
    const other = await signedInStudent(t, 'Otto');
    const added = await addWithFile(holder.id, 'Outside CPR', scan);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().entry).toMatchObject({
      kind: 'external',
      hours: 3.5,
      cda_subject_areas: [2, 6],
      file: { name: 'county-card.pdf', type: 'application/pdf', size: PDF.length },
    });
    const id = added.json().entry.id as number;
    const transcript = (
      await api('GET', '/api/profile/transcript', undefined, holder.token)
    ).json();
    expect(transcript.entries[0].file).toEqual({
      name: 'county-card.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });
    // The JSON body still adds training without a file.
    const plain = await api('POST', `/api/admin/users/${holder.id}/external-training`, {
      title: 'No scan',
      date: '2024-05-07',
      hours: 1,
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().entry.file).toBeNull();

    for (const [url, token] of [
      [`/api/admin/external-training/${id}/file`, adminToken],
      [`/api/profile/external-training/${id}/file`, holder.token],
    ] as const) {
      const got = await api('GET', url, undefined, token);
      expect(got.statusCode, url).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain(
        'attachment; filename="county-card.pdf"',
      );
      expect(got.rawPayload.equals(PDF)).toBe(true);
    }
    // Another student, anonymous, a student on the office's route, an entry without a file.
    const otherRead = await api(
      'GET',
      `/api/profile/external-training/${id}/file`,
      undefined,
      other.token,
    );
    expect(otherRead.statusCode).toBe(404);
    expect(otherRead.json().error).toBe(TRANSCRIPT_MSG.fileNotFound);
    expect(
      (await api('GET', `/api/profile/external-training/${id}/file`, undefined, '')).statusCode,
    ).toBe(401);
    expect(
      (await api('GET', `/api/admin/external-training/${id}/file`, undefined, '')).statusCode,
    ).toBe(401);
    expect(
      (await api('GET', `/api/admin/external-training/${id}/file`, undefined, holder.token))
        .statusCode,
    ).toBe(403);
    const instructor = await t.tokenFor((await t.createUser({ role: 'instructor' })).id);
    expect(
      (await api('GET', `/api/admin/external-training/${id}/file`, undefined, instructor))
        .statusCode,
    ).toBe(403);
    const plainId = plain.json().entry.id as number;
    expect((await api('GET', `/api/admin/external-training/${plainId}/file`)).statusCode).toBe(404);
    expect((await api('GET', '/api/admin/external-training/999999/file')).statusCode).toBe(404);

    // The storage routes cannot remove it while its training stands.
    const [key] = await filesOf(holder.id);
    const viaStorage = await api(
      'DELETE',
      `/api/storage/certificates?path=${encodeURIComponent(key!)}`,
    );
    expect(viaStorage.statusCode).toBe(409);

    // Deleting the training deletes its file.
    expect((await api('DELETE', `/api/admin/external-training/${id}`)).statusCode).toBe(200);
    expect(await filesOf(holder.id)).toEqual([]);
    expect((await api('GET', `/api/admin/external-training/${id}/file`)).statusCode).toBe(404);
  });

  it('refuses uploads by anyone but the office, before reading them', async () => {
    const holder = await signedInStudent(t, 'Ines');
    expect((await addWithFile(holder.id, 'Anon', scan, '')).statusCode).toBe(401);
    expect((await addWithFile(holder.id, 'Self', scan, holder.token)).statusCode).toBe(403);
    const instructor = await t.tokenFor((await t.createUser({ role: 'instructor' })).id);
    expect((await addWithFile(holder.id, 'Instr', scan, instructor)).statusCode).toBe(403);
    expect(await filesOf(holder.id)).toEqual([]);
    const missing = await addWithFile(999999, 'Nobody', scan);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(TRANSCRIPT_MSG.userNotFound);
  });

  it('refuses a wrong type, a false extension, a file over 5 MB and bad fields, storing nothing', async () => {
    const holder = await signedInStudent(t, 'Bea');
    const exe = await addWithFile(holder.id, 'Exe', {
      name: 'card.exe',
      type: 'application/pdf',
      data: EXE,
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toBe(FILE_MSG.badExtension);
    const disguised = await addWithFile(holder.id, 'Disguised', {
      name: 'card.pdf',
      type: 'application/pdf',
      data: EXE,
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error).toBe(FILE_MSG.badTypeScreen);
    const large = Buffer.concat([PDF, Buffer.alloc(LIMITS.uploadMaxBytes, 0x20)]);
    const big = await addWithFile(holder.id, 'Big', { ...scan, data: large });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(FILE_MSG.tooLargeScreen);
    const noFile = await addWithFile(holder.id, 'No file');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(FILE_MSG.noFile);
    const badHours = await t.request({
      method: 'POST',
      url: `/api/admin/users/${holder.id}/external-training`,
      token: adminToken,
      ...multipart({ ...fields('Bad hours'), hours: 'many', cda_subject_areas: '9' }, scan),
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().fields).toMatchObject({ hours: TRANSCRIPT_MSG.hours });
    expect(JSON.stringify(badHours.json())).toContain(TRANSCRIPT_MSG.areas);
    expect(await filesOf(holder.id)).toEqual([]);
    for (const title of ['Exe', 'Disguised', 'Big', 'No file', 'Bad hours'])
      expect(await rowsTitled(title), title).toBe(0);
  });

  it('leaves no file when the row cannot be written, and no row when the file cannot be stored', async () => {
    const holder = await signedInStudent(t, 'Flo');
    // The row fails after the file was stored: a database refusal of this one title.
    await t.database.db.execute(sql`
      create or replace function refuse_external_title() returns trigger language plpgsql as $$
      begin
        if new.title = 'Refused by the database' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_external_title before insert on external_training
      for each row execute function refuse_external_title()`);
    try {
      const failed = await addWithFile(holder.id, 'Refused by the database', scan);
      expect(failed.statusCode).toBe(500);
      expect(await filesOf(holder.id)).toEqual([]);
      expect(await rowsTitled('Refused by the database')).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_external_title on external_training`);
      await t.database.db.execute(sql`drop function refuse_external_title()`);
    }
    // The file does not fit the student's quota: nothing stored, no row.
    const settings = (values: object) =>
      t.request({ method: 'PUT', url: '/api/admin/settings', token: adminToken, payload: values });
    expect((await settings({ upload_quota_mb: 1 })).statusCode).toBe(200);
    try {
      const large = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
      const over = await addWithFile(holder.id, 'Over quota', { ...scan, data: large });
      expect(over.statusCode).toBe(413);
      expect(over.json().code).toBe('QUOTA_EXCEEDED');
    } finally {
      expect((await settings({ upload_quota_mb: 50 })).statusCode).toBe(200);
    }
    expect(await filesOf(holder.id)).toEqual([]);
    expect(await rowsTitled('Over quota')).toBe(0);
    // And the same form then succeeds.
    expect((await addWithFile(holder.id, 'Accepted', scan)).statusCode).toBe(201);
    expect(await filesOf(holder.id)).toHaveLength(1);
  });
});
