import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLASS_MSG, ISSUED_MSG, LIMITS, certificateExpiry } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { queryRows } from '../../db/client.ts';

/** Certificates issued by CareClass on completion, their PDF, revocation and public verification. */
let t: TestApp;
let adminToken: string;
let instructorId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  instructorId = (await t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' }))
    .id;
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const session = (days: number) => ({
  date: dateIn(days),
  end_date: dateIn(days + 1),
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 3',
  capacity: 10,
});
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token: string | undefined = adminToken,
) => t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const enrol = async (s: { token: string }, classId: number, sessionId: number) =>
  (
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: s.token,
      payload: { sessionId },
    })
  ).json().enrollment.id as number;

async function completedClass() {
  const created = await api('POST', '/api/admin/classes', {
    title: 'CPR and First Aid Certification',
    instructor_id: instructorId,
    description: 'Pediatric CPR and first aid',
    price: 95,
    dates: [session(3), session(30)],
    training_hours: 8.5,
    cda_subject_areas: [1, 2],
  });
  expect(created.statusCode).toBe(201);
  const cls = created.json().class;
  const first = cls.sessions[0];
  const ann = await signedInStudent(t, 'Annabel');
  const bob = await signedInStudent(t, 'Bob');
  const pending = await signedInStudent(t, 'Pat');
  for (const s of [ann, bob]) {
    const id = await enrol(s, cls.id, first.id);
    expect((await api('POST', `/api/enrollments/${id}/approve`, {})).statusCode).toBe(200);
  }
  await enrol(pending, cls.id, first.id);
  const done = await api('PATCH', `/api/sessions/sessions/${first.id}/status`, {
    status: 'completed',
  });
  expect(done.statusCode).toBe(200);
  return { cls, first, ann, bob, pending };
}

const mine = async (s: { token: string }) =>
  (await api('GET', '/api/users/certificates', undefined, s.token)).json().certificates as {
    id: number;
    issued: boolean;
    verification_code: string | null;
    certificate_number: string | null;
    expiration_date: string | null;
    status: string;
  }[];

describe('class credential facts', () => {
  it('are saved, shown and checked', async () => {
    const { cls } = await completedClass();
    expect(cls).toMatchObject({
      training_hours: 8.5,
      certificate_validity_months: 24,
      cda_subject_areas: [1, 2],
      renewal_class_id: cls.id,
    });
    const bad = await api('PUT', `/api/admin/classes/${cls.id}`, {
      training_hours: 1.25,
      certificate_validity_months: 0,
      cda_subject_areas: [9],
      renewal_class_id: 999999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      training_hours: CLASS_MSG.trainingHours,
      certificate_validity_months: CLASS_MSG.validityMonths,
      cda_subject_areas: CLASS_MSG.cdaAreas,
    });
    const unknown = await api('PUT', `/api/admin/classes/${cls.id}`, {
      renewal_class_id: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(CLASS_MSG.renewalClass);
    const saved = await api('PUT', `/api/admin/classes/${cls.id}`, {
      certificate_validity_months: null,
      training_hours: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().class).toMatchObject({
      training_hours: null,
      certificate_validity_months: null,
    });
    const shown = await t.request({ method: 'GET', url: `/api/classes/${cls.id}` });
    expect(shown.json().class).toMatchObject({ cda_subject_areas: [1, 2] });
  });

  it('expire at the end of the month', () => {
    expect(certificateExpiry('2026-01-31', 24)).toBe('2028-01-31');
    expect(certificateExpiry('2026-11-03', 24)).toBe('2028-11-30');
    expect(certificateExpiry('2026-12-15', 2)).toBe('2027-02-28');
    expect(certificateExpiry('2026-12-15', null)).toBeNull();
  });
});

describe('issuing on completion', () => {
  it('issues one certificate per completing student, once, with a PDF naming it', async () => {
    const { cls, first, ann, bob, pending } = await completedClass();
    const [annCert] = await mine(ann);
    expect(await mine(bob)).toHaveLength(1);
    expect(await mine(pending)).toHaveLength(0);
    expect(annCert).toMatchObject({
      issued: true,
      status: 'active',
      expiration_date: certificateExpiry(first.end_date, 24),
    });
    expect(annCert!.verification_code).toMatch(/^[a-z2-7]{26}$/);
    // Completed again: nothing new.
    await api('PATCH', `/api/sessions/sessions/${first.id}/status`, { status: 'scheduled' });
    const again = await api('PATCH', `/api/sessions/sessions/${first.id}/status`, {
      status: 'completed',
    });
    expect(again.statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from certificates where class_id = ${cls.id}`,
    );
    expect(rows[0]!.n).toBe(2);

    const file = await api(
      'GET',
      `/api/certificates/${annCert!.id}/download`,
      undefined,
      ann.token,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Annabel Dent');
    expect(text).toContain('8.5 training hours');
    expect(text).toContain(annCert!.verification_code);
    expect(text).toContain(annCert!.certificate_number);
    expect(text).toContain('Ivy Moss');
    // Another student cannot have it.
    const other = await api(
      'GET',
      `/api/certificates/${annCert!.id}/download`,
      undefined,
      bob.token,
    );
    expect(other.statusCode).toBe(404);
  });

  it('issues once when two completions of the session race', async () => {
    const created = await api('POST', '/api/admin/classes', {
      title: 'Safe Sleep',
      instructor_id: instructorId,
      description: 'Safe sleep practices',
      price: 20,
      dates: [session(4), session(40)],
    });
    const cls = created.json().class;
    const first = cls.sessions[0];
    const students = await Promise.all([1, 2, 3].map((n) => signedInStudent(t, `Race${n}`)));
    for (const s of students) {
      const id = await enrol(s, cls.id, first.id);
      await api('POST', `/api/enrollments/${id}/approve`, {});
    }
    const answers = await Promise.all(
      [0, 1].map(() =>
        api('PATCH', `/api/sessions/sessions/${first.id}/status`, { status: 'completed' }),
      ),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const rows = await queryRows<{ user_id: number; n: number }>(
      t.database.db,
      sql`select user_id, count(*)::int as n from certificates where class_id = ${cls.id} group by user_id`,
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('renders a missing file on download', async () => {
    const { ann } = await completedClass();
    const [cert] = await mine(ann);
    const [row] = await queryRows<{ file_path: string }>(
      t.database.db,
      sql`select file_path from certificates where id = ${cert!.id}`,
    );
    await t.ctx.storage.delete('certificates', row!.file_path);
    const file = await api('GET', `/api/certificates/${cert!.id}/download`, undefined, ann.token);
    expect(file.statusCode).toBe(200);
    expect(await pdfText(file.rawPayload)).toContain(cert!.verification_code);
  });
});

describe('GET /api/verify/:code', () => {
  it('answers valid, then expired past the date, then revoked, and nothing personal', async () => {
    const { ann } = await completedClass();
    const [cert] = await mine(ann);
    const verify = () =>
      t.request({ method: 'GET', url: `/api/verify/${cert!.verification_code}` });
    const valid = await verify();
    expect(valid.statusCode).toBe(200);
    expect(valid.json().certificate).toMatchObject({
      holder_name: 'Annabel Dent',
      class_title: 'CPR and First Aid Certification',
      training_hours: 8.5,
      instructor_name: 'Ivy Moss',
      status: 'valid',
      expires_on: cert!.expiration_date,
    });
    const body = valid.body;
    expect(body).not.toContain('@');
    expect(body).not.toMatch(/"(id|user_id|email|phone|class_id|session_id)"/);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${cert!.expiration_date}T12:00:00Z`).getTime() + 2 * 86_400_000);
    try {
      expect((await verify()).json().certificate.status).toBe('expired');
    } finally {
      vi.useRealTimers();
    }

    const revoked = await api('POST', `/api/admin/certificates/${cert!.id}/revoke`, {
      reason: 'Issued in error',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().certificate).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Issued in error',
    });
    expect((await verify()).json().certificate.status).toBe('revoked');

    const unknown = await t.request({ method: 'GET', url: `/api/verify/${'a'.repeat(26)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ISSUED_MSG.unknownCode);
    const junk = await t.request({ method: 'GET', url: '/api/verify/not-a-code' });
    expect(junk.statusCode).toBe(404);
  });

  it('limits lookups per client address', async () => {
    const from = (remoteAddress: string) =>
      t.request({ method: 'GET', url: `/api/verify/${'c'.repeat(26)}`, remoteAddress });
    for (let i = 0; i < LIMITS.verifyLookupsPerWindow; i++)
      expect((await from('10.70.0.1')).statusCode).toBe(404);
    const over = await from('10.70.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(ISSUED_MSG.tooMany);
    expect((await from('10.70.0.2')).statusCode).toBe(404);
  });

  it('reissues with a new code; the old one answers revoked', async () => {
    const { ann } = await completedClass();
    const [cert] = await mine(ann);
    const reissued = await api('POST', `/api/admin/certificates/${cert!.id}/reissue`, {});
    expect(reissued.statusCode).toBe(200);
    const fresh = reissued.json().certificate;
    expect(fresh.verification_code).not.toBe(cert!.verification_code);
    expect(fresh).toMatchObject({ status: 'active', expiration_date: cert!.expiration_date });
    const old = await t.request({ method: 'GET', url: `/api/verify/${cert!.verification_code}` });
    expect(old.json().certificate.status).toBe('revoked');
    const now = await t.request({ method: 'GET', url: `/api/verify/${fresh.verification_code}` });
    expect(now.json().certificate.status).toBe('valid');
    const twice = await api('POST', `/api/admin/certificates/${cert!.id}/reissue`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(ISSUED_MSG.alreadyReplaced);
    const file = await api('GET', `/api/certificates/${fresh.id}/download`, undefined, ann.token);
    expect(await pdfText(file.rawPayload)).toContain(fresh.verification_code);
  });
});

describe('authorisation of revoke and reissue', () => {
  it('refuses anonymous callers, students and instructors; checks the reason', async () => {
    const { ann } = await completedClass();
    const [cert] = await mine(ann);
    const instructor = await t.tokenFor(instructorId);
    for (const path of ['revoke', 'reissue']) {
      const url = `/api/admin/certificates/${cert!.id}/${path}`;
      expect((await api('POST', url, { reason: 'x' }, '')).statusCode).toBe(401);
      expect((await api('POST', url, { reason: 'x' }, ann.token)).statusCode).toBe(403);
      expect((await api('POST', url, { reason: 'x' }, instructor)).statusCode).toBe(403);
    }
    const noReason = await api('POST', `/api/admin/certificates/${cert!.id}/revoke`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(ISSUED_MSG.reasonRequired);
    const missing = await api('POST', '/api/admin/certificates/999999/revoke', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await mine(ann))[0]!.status).toBe('active');
  });
});
