import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { queryRows } from '../db/client.ts';
import { sweepAdminDigest } from './admin-digest.ts';

let t: TestApp;
let admins: TestUser[];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await t.createUser({ role: 'admin', firstName: 'Ada' }),
    await t.createUser({ role: 'admin', firstName: 'Bea' }),
  ];
  // Neither an inactive admin nor an instructor receives the digest.
  await t.createUser({ role: 'admin', status: 'inactive' });
  await t.createUser({ role: 'instructor' });
  adminToken = await t.tokenFor(admins[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

/** Noon in New York (the default time zone) on the given day of November 2026. */
const noonOn = (day: number) => new Date(Date.UTC(2026, 10, day, 17, 0, 0));

const setDigest = (on: boolean) =>
  t.request({
    method: 'PUT',
    url: '/api/admin/settings',
    token: adminToken,
    payload: { admin_digest_enabled: on },
  });

const digestMail = async () =>
  (await t.deliverMail()).filter((m) => m.subject.startsWith('Pending requests'));

async function pendingRequest() {
  const { classId, sessionIds } = await createClass(t);
  const student = await signedInStudent(t);
  const res = await t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token: student.token,
    payload: { sessionId: sessionIds[0] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().enrollment.id as number;
}

describe('the daily digest of pending requests', () => {
  it('is on by default and sends nothing while nothing is pending', async () => {
    const settings = await t.request({
      method: 'GET',
      url: '/api/admin/settings',
      token: adminToken,
    });
    expect(settings.json().settings.admin_digest_enabled).toBe(true);
    expect(await sweepAdminDigest(t.ctx, noonOn(2))).toEqual({ sent: 0 });
    expect(await digestMail()).toEqual([]);
  });

  it('sends one e-mail per active admin with the pending count, once a day', async () => {
    await pendingRequest();
    await pendingRequest();
    // Pending requests found later on a day with no digest yet still go out that day.
    expect(await sweepAdminDigest(t.ctx, noonOn(2))).toEqual({ sent: 2 });
    const mail = await digestMail();
    expect(mail.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    for (const m of mail) {
      expect(m.subject).toBe('Pending requests: 2 enrollment, 0 waitlist');
      expect(m.raw).toContain('2 enrollment requests are waiting for approval.');
      expect(m.raw).toContain('/admin/enrollments');
    }

    // Again the same day (later that evening, local time): nothing.
    expect(await sweepAdminDigest(t.ctx, new Date(Date.UTC(2026, 10, 3, 4, 30)))).toEqual({
      sent: 0,
    });
    expect(await digestMail()).toEqual([]);

    // The next day it goes again.
    expect(await sweepAdminDigest(t.ctx, noonOn(3))).toEqual({ sent: 2 });
    expect(await digestMail()).toHaveLength(2);
  });

  it('two instances sweeping at once send it once', async () => {
    const results = await Promise.all([
      sweepAdminDigest(t.ctx, noonOn(4)),
      sweepAdminDigest(t.ctx, noonOn(4)),
    ]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 2]);
    expect(await digestMail()).toHaveLength(2);
  });

  it('sends nothing while the setting is off', async () => {
    expect((await setDigest(false)).statusCode).toBe(200);
    expect(await sweepAdminDigest(t.ctx, noonOn(5))).toEqual({ sent: 0 });
    expect(await digestMail()).toEqual([]);
    expect((await setDigest(true)).statusCode).toBe(200);
    expect(await sweepAdminDigest(t.ctx, noonOn(5))).toEqual({ sent: 2 });
    expect(await digestMail()).toHaveLength(2);
  });

  it('refuses a setting that is not on or off', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: adminToken,
      payload: { admin_digest_enabled: 'sometimes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.admin_digest_enabled).toBe(
      'The daily digest setting must be on or off',
    );
  });

  it('records the day it was sent in the job runs', async () => {
    const rows = await queryRows<{ name: string; last_run_at: Date }>(
      t.database.db,
      sql`select name, last_run_at from job_runs where name like 'admin-digest%' order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['admin-digest', 'admin-digest-sent']);
    expect(new Date(rows[1]!.last_run_at).toISOString()).toBe(noonOn(5).toISOString());
  });
});
