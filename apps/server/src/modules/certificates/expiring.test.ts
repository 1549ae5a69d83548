import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXPIRING_MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { parseCsv } from '../../lib/csv.ts';
import { DELETED_EMAIL_DOMAIN } from '../../lib/deleted-accounts.ts';
import { addDays } from './expiring.service.ts';

/** GET /api/admin/certificates/expiring(.csv) and the dashboard's count (docs/decisions/0050). */
let t: TestApp;
let adminToken: string;
let today: string;
const ids: Record<string, number> = {};
let classA: number;
let classB: number;
let renewal: number;
/**
 * The sessions' dates as written: the factory counts days from today in UTC, the window from
 * today in the provider's time zone, and the two differ around midnight.
 */
let renewalSessionDate: string;
let foodSessionDate: string;

const get = (url: string, token: string | undefined = adminToken) =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}) });

async function certificate(
  name: string,
  userId: number,
  classId: number,
  expiresInDays: number,
  extra: { status?: 'revoked'; superseded?: boolean } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into certificates (user_id, class_id, certificate_name, file_path, file_type, file_size,
          expiration_date, status, superseded_at)
        values (${userId}, ${classId}, ${name}, ${`x/${name}.pdf`}, 'application/pdf', 10,
          ${addDays(today, expiresInDays)}::date, ${extra.status ?? 'active'},
          ${extra.superseded ? sql`now()` : sql`null`})
        returning id`,
  );
  ids[name] = row!.id;
}

async function enrolment(
  userId: number,
  classId: number,
  sessionId: number,
  status: 'pending' | 'approved' | 'rejected',
) {
  await queryRows(
    t.database.db,
    sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
        values (${userId}, ${classId}, ${sessionId}, ${status}, 'active') returning id`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  today = (await get('/api/admin/certificates/expiring')).json().window.from;

  const r = await createClass(t, {
    title: 'CPR Renewal',
    sessions: [{ startInDays: 20 }, { startInDays: 40, status: 'cancelled' }],
  });
  renewal = r.classId;
  renewalSessionDate = r.sessions[0]!.startDate;
  const a = await createClass(t, { title: 'CPR and First Aid', sessions: [{ startInDays: 15 }] });
  classA = a.classId;
  const b = await createClass(t, { title: 'Food Handling', sessions: [{ startInDays: 5 }] });
  classB = b.classId;
  foodSessionDate = b.sessions[0]!.startDate;
  await queryRows(
    t.database.db,
    sql`update classes set renewal_class_id = ${renewal} where id = ${classA} returning id`,
  );

  const ann = await signedInStudent(t, 'Ann');
  const bob = await signedInStudent(t, 'Bob');
  const cat = await signedInStudent(t, 'Cat');
  const dan = await signedInStudent(t, 'Dan');
  const eve = await signedInStudent(t, 'Eve');
  const gone = await t.createUser({
    email: `deleted-99${Date.now() % 1000}@${DELETED_EMAIL_DOMAIN}`,
  });

  // Ann: the window's last day; a pending enrolment in the renewing class's scheduled session.
  await certificate('ann-edge', ann.id, classA, 90);
  await enrolment(ann.id, renewal, r.sessionIds[0]!, 'pending');
  // Bob: one day past a 90-day window; and one inside, booked only in the class itself (A has a
  // renewal class, so that is not a renewal) and rejected in the renewing class.
  await certificate('bob-out', bob.id, classA, 91);
  await certificate('bob-in', bob.id, classA, 40);
  await enrolment(bob.id, classA, a.sessionIds[0]!, 'approved');
  // Cat: expires today; class B has no renewal class, so its own session renews it.
  await certificate('cat-today', cat.id, classB, 0);
  await enrolment(cat.id, classB, b.sessionIds[0]!, 'approved');
  // Dan: expired yesterday; Eve: revoked and superseded; a deleted account's certificate.
  await certificate('dan-yesterday', dan.id, classB, -1);
  await certificate('eve-revoked', eve.id, classA, 10, { status: 'revoked' });
  await certificate('eve-superseded', eve.id, classB, 12, { superseded: true });
  await certificate('gone', gone.id, classA, 20);
  // Bob is rejected in the renewing class (a rejection books nothing); Dan is booked only in a
  // cancelled session of it.
  await enrolment(bob.id, renewal, r.sessionIds[0]!, 'rejected');
  await enrolment(dan.id, renewal, r.sessionIds[1]!, 'approved');
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  id: number;
  certificate_name: string;
  days_left: number;
  renewal_booked: boolean;
  renewal_session_date: string | null;
  holder_name: string;
  holder_email: string;
  class_title: string | null;
  expiration_date: string;
}
const names = (rows: Row[]) => rows.map((r) => r.certificate_name);

describe('GET /api/admin/certificates/expiring', () => {
  it('is for admins only', async () => {
    const student = await signedInStudent(t, 'Sid');
    expect((await get('/api/admin/certificates/expiring', '')).statusCode).toBe(401);
    expect((await get('/api/admin/certificates/expiring', student.token)).statusCode).toBe(403);
    expect((await get('/api/admin/certificates/expiring.csv', '')).statusCode).toBe(401);
    expect((await get('/api/admin/certificates/expiring.csv', student.token)).statusCode).toBe(403);
  });

  it('lists the 90-day window by default, soonest first, both ends included', async () => {
    const res = await get('/api/admin/certificates/expiring');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.window).toEqual({ from: today, to: addDays(today, 90), days: 90 });
    expect(names(body.certificates)).toEqual(['cat-today', 'bob-in', 'ann-edge']);
    expect(body.pagination).toEqual({ page: 1, limit: 25, total: 3 });
    const [cat, bob, ann] = body.certificates as Row[];
    expect(cat).toMatchObject({
      days_left: 0,
      class_title: 'Food Handling',
      renewal_booked: true,
      renewal_session_date: foodSessionDate,
      expiration_date: today,
    });
    expect(bob).toMatchObject({ days_left: 40, renewal_booked: false, renewal_session_date: null });
    expect(ann).toMatchObject({
      days_left: 90,
      holder_name: 'Ann Dent',
      class_title: 'CPR and First Aid',
      renewal_booked: true,
      renewal_session_date: renewalSessionDate,
    });
    expect(ann!.holder_email).toMatch(/@example\.test$/);
  });

  it('moves the edge with the window', async () => {
    const in91 = (await get('/api/admin/certificates/expiring?days=91')).json();
    expect(names(in91.certificates)).toEqual(['cat-today', 'bob-in', 'ann-edge', 'bob-out']);
    const in39 = (await get('/api/admin/certificates/expiring?days=39')).json();
    expect(names(in39.certificates)).toEqual(['cat-today']);
  });

  it('filters by class and pages', async () => {
    const a = (await get(`/api/admin/certificates/expiring?class_id=${classA}`)).json();
    expect(names(a.certificates)).toEqual(['bob-in', 'ann-edge']);
    const b = (await get(`/api/admin/certificates/expiring?days=180&class_id=${classB}`)).json();
    expect(names(b.certificates)).toEqual(['cat-today']);
    const page2 = (await get('/api/admin/certificates/expiring?limit=2&page=2')).json();
    expect(names(page2.certificates)).toEqual(['ann-edge']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3 });
  });

  it('refuses a bad window or class', async () => {
    for (const days of ['0', '366', 'abc', '1.5']) {
      const res = await get(`/api/admin/certificates/expiring?days=${days}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(EXPIRING_MSG.badDays);
    }
    expect((await get('/api/admin/certificates/expiring?class_id=x')).statusCode).toBe(400);
  });

  it('exports the same window and class as CSV', async () => {
    const res = await get(`/api/admin/certificates/expiring.csv?days=90&class_id=${classA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificates-expiring-${today}-to-${addDays(today, 90)}.csv"`,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'Certificate ID',
      'Holder',
      'Email',
      'Class',
      'Certificate',
      'Expiration date',
      'Days left',
      'Renewal booked',
      'Renewal session date',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5], r[6], r[7], r[8]])).toEqual([
      [String(ids['bob-in']), 'Bob Dent', 'CPR and First Aid', addDays(today, 40), '40', 'No', ''],
      [
        String(ids['ann-edge']),
        'Ann Dent',
        'CPR and First Aid',
        addDays(today, 90),
        '90',
        'Yes',
        renewalSessionDate,
      ],
    ]);
  });
});

describe('the dashboard count', () => {
  it('counts the certificates expiring within 90 days', async () => {
    const res = await get(
      `/api/admin/analytics/summary?startDate=${addDays(today, -30)}&endDate=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expiring_certificates).toBe(3);
  });
});
