import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REMINDER_DAYS_MSG, REMINDER_MSG, RENEWAL_HOLD_HOURS } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { todayIn } from '../../lib/time.ts';
import { sweepExpiryReminders } from '../../jobs/reminder-sweep.ts';
import { sweepExpiredOffers } from '../../jobs/offer-sweep.ts';
import { SEAT_MSG } from '../classes/seats.ts';
import { getSettings } from '../settings/settings.service.ts';
import { addDays } from './expiring.service.ts';
import { planThresholds } from './reminders.service.ts';

/**
 * Expiry reminders and "Hold a seat for me" (docs/decisions/0052). The sweep takes the clock as an
 * argument, so each test runs it at the dates it chooses, relative to a certificate's expiry.
 */
let t: TestApp;
let adminToken: string;
let timeZone: string;
let today: string;
let cpr: number;
let renewal: number;
let renewalSessions: number[];
type Student = Awaited<ReturnType<typeof signedInStudent>>;

/** Noon on a day of the provider's calendar, as the sweep's clock. */
const noonOf = (day: string) => new Date(`${day}T17:00:00Z`);
const sweepAt = (day: string) => sweepExpiryReminders(t.ctx, noonOf(day));

async function certificate(
  userId: number,
  classId: number,
  expiresOn: string,
  extra: { revoked?: boolean; superseded?: boolean } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into certificates (user_id, class_id, certificate_name, file_path, file_type, file_size,
          expiration_date, status, revoked_at, superseded_at)
        values (${userId}, ${classId}, 'CPR and First Aid', ${`x/${userId}-${expiresOn}.pdf`},
          'application/pdf', 10, ${expiresOn}::date,
          ${extra.revoked ? 'revoked' : 'active'}, ${extra.revoked ? sql`now()` : sql`null`},
          ${extra.superseded ? sql`now()` : sql`null`})
        returning id`,
  );
  return row!.id;
}

async function remindersOf(certificateId: number) {
  return queryRows<{ threshold_days: number; status: string; notification_id: number | null }>(
    t.database.db,
    sql`select threshold_days, status, notification_id from certificate_reminders
        where certificate_id = ${certificateId} order by threshold_days desc`,
  );
}

async function noticesOf(userId: number) {
  return queryRows<{
    id: number;
    title: string;
    message: string;
    metadata: Record<string, unknown>;
  }>(
    t.database.db,
    sql`select id, title, message, metadata from notifications
        where user_id = ${userId} and metadata->>'kind' = 'expiry_reminder' order by id`,
  );
}

async function mailsTo(email: string) {
  return queryRows<{ subject: string; text_body: string }>(
    t.database.db,
    sql`select subject, text_body from email_outbox where to_address = ${email} order by id`,
  );
}

async function seatsHeld(sessionId: number) {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select seats_held as n from class_sessions where id = ${sessionId}`,
  );
  return rows[0]!.n;
}

async function reminderIdOf(userId: number) {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from certificate_reminders where user_id = ${userId} and status = 'sent'
        order by id desc limit 1`,
  );
  return rows[0]!.id;
}

/** A student whose CPR card expires in `days` days and who has had the reminder. */
async function remindedStudent(name: string, days = 20) {
  const s = await signedInStudent(t, name);
  await certificate(s.id, cpr, addDays(today, days));
  await sweepAt(today);
  return { ...s, reminderId: await reminderIdOf(s.id) };
}

const hold = (s: { token?: string }, reminderId: number, sessionId: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/reminders/${reminderId}/hold`,
    payload: { session_id: sessionId },
    ...(s.token ? { token: s.token } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  timeZone = (await getSettings(t.database.db, ['time_zone'])).time_zone;
  today = todayIn(timeZone);
  const r = await createClass(t, {
    title: 'CPR Renewal',
    sessions: [
      { startInDays: 12, capacity: 3, location: 'Training Room' },
      { startInDays: 25, capacity: 8 },
    ],
  });
  renewal = r.classId;
  renewalSessions = r.sessionIds;
  cpr = (await createClass(t, { title: 'CPR and First Aid Certification' })).classId;
  await t.database.db.execute(
    sql`update classes set renewal_class_id = ${renewal}, certificate_validity_months = 24
        where id = ${cpr}`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the catch-up rule', () => {
  it('sends the smallest threshold reached and passes the larger ones', () => {
    const days = [90, 60, 30, 7];
    expect(planThresholds(95, days, [])).toEqual({ send: null, passed: [] });
    expect(planThresholds(90, days, [])).toEqual({ send: 90, passed: [] });
    expect(planThresholds(20, days, [])).toEqual({ send: 30, passed: [90, 60] });
    expect(planThresholds(20, days, [90])).toEqual({ send: 30, passed: [60] });
    expect(planThresholds(20, days, [90, 60, 30])).toEqual({ send: null, passed: [] });
    expect(planThresholds(0, days, [90, 60, 30])).toEqual({ send: 7, passed: [] });
    // A threshold added after a smaller one went is only marked passed.
    expect(planThresholds(20, [45, 30, 7], [30])).toEqual({ send: null, passed: [45] });
  });
});

describe('the reminder sweep', () => {
  it('sends each threshold exactly once at successive dates', async () => {
    const ann = await signedInStudent(t, 'Ann');
    const expires = addDays(today, 100);
    const id = await certificate(ann.id, cpr, expires);
    const at = (daysBefore: number) => sweepAt(addDays(expires, -daysBefore));
    const sentAt: Record<number, number> = {};
    for (const daysBefore of [95, 91, 90, 90, 89, 61, 60, 60, 45, 30, 29, 8, 7, 7, 3, 0]) {
      const before = (await remindersOf(id)).filter((r) => r.status === 'sent').length;
      await at(daysBefore);
      const after = (await remindersOf(id)).filter((r) => r.status === 'sent').length;
      sentAt[daysBefore] = (sentAt[daysBefore] ?? 0) + after - before;
    }
    expect(sentAt).toEqual({
      95: 0,
      91: 0,
      90: 1,
      89: 0,
      61: 0,
      60: 1,
      45: 0,
      30: 1,
      29: 0,
      8: 0,
      7: 1,
      3: 0,
      0: 0,
    });
    expect((await remindersOf(id)).map((r) => [r.threshold_days, r.status])).toEqual([
      [90, 'sent'],
      [60, 'sent'],
      [30, 'sent'],
      [7, 'sent'],
    ]);
    const notices = await noticesOf(ann.id);
    expect(notices.map((n) => n.title)).toEqual([
      'Your certificate expires in 90 days: CPR and First Aid',
      'Your certificate expires in 60 days: CPR and First Aid',
      'Your certificate expires in 30 days: CPR and First Aid',
      'Your certificate expires in 7 days: CPR and First Aid',
    ]);
    expect(notices.map((n) => n.metadata.threshold_days)).toEqual([90, 60, 30, 7]);
    expect((await mailsTo(ann.email)).map((m) => m.subject)).toEqual(notices.map((n) => n.title));
  });

  it('sends only the smallest threshold passed on a first look, once', async () => {
    const bob = await signedInStudent(t, 'Bob');
    const expires = addDays(today, 20);
    const id = await certificate(bob.id, cpr, expires);
    expect(await sweepAt(today)).toBeGreaterThanOrEqual(1);
    await sweepAt(today);
    await sweepAt(addDays(today, 1));
    expect((await remindersOf(id)).map((r) => [r.threshold_days, r.status])).toEqual([
      [90, 'passed'],
      [60, 'passed'],
      [30, 'sent'],
    ]);
    const [notice] = await noticesOf(bob.id);
    expect(await noticesOf(bob.id)).toHaveLength(1);
    expect(notice!.title).toBe('Your certificate expires in 20 days: CPR and First Aid');
    // The renewing class's upcoming sessions, with the place and the seats left.
    expect(notice!.message).toContain('Renew it with CPR Renewal.');
    expect(notice!.message).toContain('Where: Training Room. 3 seats left.');
    expect(notice!.metadata).toMatchObject({
      kind: 'expiry_reminder',
      class_id: renewal,
      certificate_id: id,
    });
    const mails = await mailsTo(bob.email);
    expect(mails).toHaveLength(1);
    const reminderId = notice!.metadata.reminder_id as number;
    for (const sessionId of renewalSessions) {
      expect(mails[0]!.text_body).toContain(
        `Hold a seat for me: ${t.config.appUrl}/reminders/${reminderId}?session=${sessionId}`,
      );
    }
    expect(mails[0]!.text_body).toContain(`${t.config.appUrl}/profile?section=waitlist`);

    await sweepAt(addDays(expires, -7));
    expect((await remindersOf(id)).filter((r) => r.status === 'sent')).toHaveLength(2);
    expect(await mailsTo(bob.email)).toHaveLength(2);
  });

  it('sweeps run by several instances at once send each reminder once', async () => {
    const crowd: Student[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await signedInStudent(t, `Crowd${i}`);
      await certificate(s.id, cpr, addDays(today, 50 + i));
      crowd.push(s);
    }
    const day = addDays(today, 2);
    const counts = await Promise.all([sweepAt(day), sweepAt(day), sweepAt(day)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(crowd.length);
    for (const s of crowd) {
      expect(await noticesOf(s.id)).toHaveLength(1);
      expect(await mailsTo(s.email)).toHaveLength(1);
    }
  });

  it('reminds nobody who renewed, booked the renewal or holds a seat for it', async () => {
    const renewed = await signedInStudent(t, 'Cat');
    await certificate(renewed.id, cpr, addDays(today, 20));
    await certificate(renewed.id, renewal, addDays(today, 750));
    const retook = await signedInStudent(t, 'Cal');
    await certificate(retook.id, cpr, addDays(today, 20));
    await certificate(retook.id, cpr, addDays(today, 740));
    const booked = await signedInStudent(t, 'Dan');
    await certificate(booked.id, cpr, addDays(today, 20));
    await t.database.db.execute(
      sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
          values (${booked.id}, ${renewal}, ${renewalSessions[1]!}, 'pending', 'active')`,
    );
    // A rejected request is no booking, and a later certificate revoked is no renewal.
    const rejected = await signedInStudent(t, 'Eve');
    const rejectedCert = await certificate(rejected.id, cpr, addDays(today, 20));
    await t.database.db.execute(
      sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type)
          values (${rejected.id}, ${renewal}, ${renewalSessions[1]!}, 'rejected', 'active')`,
    );
    await certificate(rejected.id, renewal, addDays(today, 750), { revoked: true });

    await sweepAt(today);
    await sweepAt(addDays(today, 14));
    for (const s of [renewed, retook, booked]) {
      expect(await noticesOf(s.id)).toEqual([]);
      expect(await mailsTo(s.email)).toEqual([]);
    }
    expect(await noticesOf(rejected.id)).toHaveLength(2);
    expect((await remindersOf(rejectedCert)).filter((r) => r.status === 'sent')).toHaveLength(2);
  });

  it('reminds of no revoked or replaced certificate, and none without a class', async () => {
    const fay = await signedInStudent(t, 'Fay');
    const revoked = await certificate(fay.id, cpr, addDays(today, 20), { revoked: true });
    const replaced = await certificate(fay.id, cpr, addDays(today, 25), { superseded: true });
    const [loose] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into certificates (user_id, certificate_name, file_path, file_type, file_size,
            expiration_date) values (${fay.id}, 'Other card', 'x/other.pdf', 'application/pdf', 10,
            ${addDays(today, 20)}::date) returning id`,
    );
    await sweepAt(today);
    await sweepAt(addDays(today, 15));
    for (const id of [revoked, replaced, loose!.id]) expect(await remindersOf(id)).toEqual([]);
    expect(await noticesOf(fay.id)).toEqual([]);
  });

  it('honours the reminder days of the settings', async () => {
    const put = (value: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: adminToken,
        payload: { expiry_reminder_days: value },
      });
    for (const [value, message] of [
      ['soon', REMINDER_DAYS_MSG.day],
      [[], REMINDER_DAYS_MSG.count],
      [[400], REMINDER_DAYS_MSG.day],
      [[30, 30], REMINDER_DAYS_MSG.repeated],
      [[1, 2, 3, 4, 5, 6, 7], REMINDER_DAYS_MSG.count],
      [{ days: 3 }, REMINDER_DAYS_MSG.list],
    ] as const) {
      const res = await put(value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().fields.expiry_reminder_days).toBe(message);
    }
    const saved = await put('10, 45');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.expiry_reminder_days).toEqual([45, 10]);

    const gus = await signedInStudent(t, 'Gus');
    const expires = addDays(today, 60);
    const id = await certificate(gus.id, cpr, expires);
    await sweepAt(addDays(expires, -50));
    expect(await remindersOf(id)).toEqual([]);
    await sweepAt(addDays(expires, -45));
    await sweepAt(addDays(expires, -30));
    await sweepAt(addDays(expires, -10));
    expect((await remindersOf(id)).map((r) => [r.threshold_days, r.status])).toEqual([
      [45, 'sent'],
      [10, 'sent'],
    ]);
    expect((await put([90, 60, 30, 7])).json().settings.expiry_reminder_days).toEqual([
      90, 60, 30, 7,
    ]);
  });
});

describe('Hold a seat for me', () => {
  it('is for the reminder’s own student only', async () => {
    const ann = await remindedStudent('Hal');
    const other = await remindedStudent('Ida');
    const instructor = await t.tokenFor((await t.createUser({ role: 'instructor' })).id);
    const session = renewalSessions[1]!;

    for (const res of [
      await hold({}, ann.reminderId, session),
      await t.request({ method: 'GET', url: `/api/reminders/${ann.reminderId}` }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    for (const token of [adminToken, instructor]) {
      const res = await hold({ token }, ann.reminderId, session);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(REMINDER_MSG.studentsOnly);
    }
    // Another student's reminder is not found, read or held.
    const theirs = await hold(other, ann.reminderId, session);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(REMINDER_MSG.notFound);
    const read = await t.request({
      method: 'GET',
      url: `/api/reminders/${ann.reminderId}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(404);
    expect(await seatsHeld(session)).toBe(0);

    const own = await t.request({
      method: 'GET',
      url: `/api/reminders/${ann.reminderId}`,
      token: ann.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().reminder).toMatchObject({
      id: ann.reminderId,
      renewal_class_id: renewal,
      renewal_class_title: 'CPR Renewal',
      threshold_days: 30,
      enrolled: false,
      held_entry: null,
    });
    expect(own.json().reminder.sessions.map((s: { id: number }) => s.id)).toEqual(renewalSessions);
  });

  it('refuses a session of another class, a full or started one, and bad input', async () => {
    const jo = await remindedStudent('Jo');
    const other = await createClass(t, { sessions: [{ startInDays: 9 }] });
    const full = await createClass(t, { sessions: [{ startInDays: 9, capacity: 1 }] });
    const started = await createClass(t, { sessions: [{ startInDays: -1, lengthDays: 3 }] });

    const wrong = await hold(jo, jo.reminderId, other.sessionIds[0]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(REMINDER_MSG.wrongClass);
    const missing = await hold(jo, jo.reminderId, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(SEAT_MSG.sessionNotFound);
    const bad = await hold(jo, jo.reminderId, 'first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(REMINDER_MSG.badSession);

    // The renewing class is what the reminder recorded: point it at classes with no free seat.
    for (const [cls, message] of [
      [full, SEAT_MSG.sessionFull],
      [started, SEAT_MSG.sessionStarted],
    ] as const) {
      await t.database.db.execute(
        sql`update certificate_reminders set renewal_class_id = ${cls.classId} where id = ${jo.reminderId}`,
      );
      if (cls === full)
        await t.database.db.execute(
          sql`update class_sessions set seats_held = 1 where id = ${cls.sessionIds[0]!}`,
        );
      const res = await hold(jo, jo.reminderId, cls.sessionIds[0]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(message);
    }
    expect(await seatsHeld(full.sessionIds[0]!)).toBe(1);
    const entries = await queryRows(
      t.database.db,
      sql`select id from waitlist_entries where user_id = ${jo.id}`,
    );
    expect(entries).toEqual([]);
  });

  it('holds a seat for 48 hours as a waitlist offer, once', async () => {
    const kim = await remindedStudent('Kim');
    const session = renewalSessions[1]!;
    const before = await seatsHeld(session);
    const res = await hold(kim, kim.reminderId, session);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: REMINDER_MSG.held, session_id: session });
    expect(await seatsHeld(session)).toBe(before + 1);
    const [entry] = await queryRows<{ status: string; hours: number; offered_session_id: number }>(
      t.database.db,
      sql`select status, offered_session_id,
            extract(epoch from offer_expires_at - offered_at)::float / 3600 as hours
          from waitlist_entries where id = ${res.json().waitlist_entry_id}`,
    );
    expect(entry).toEqual({
      status: 'offered',
      offered_session_id: session,
      hours: RENEWAL_HOLD_HOURS,
    });

    // Shown where waitlist offers are, and on the reminder.
    const mine = await t.request({
      method: 'GET',
      url: '/api/enrollments/waitlist',
      token: kim.token,
    });
    expect(mine.json().entries).toEqual([
      expect.objectContaining({
        id: res.json().waitlist_entry_id,
        status: 'offered',
        offered_session_id: session,
        offer_expires_at: res.json().offer_expires_at,
      }),
    ]);
    const reminder = await t.request({
      method: 'GET',
      url: `/api/reminders/${kim.reminderId}`,
      token: kim.token,
    });
    expect(reminder.json().reminder.held_entry).toEqual({
      id: res.json().waitlist_entry_id,
      session_id: session,
      offer_expires_at: res.json().offer_expires_at,
    });

    const again = await hold(kim, kim.reminderId, renewalSessions[0]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REMINDER_MSG.alreadyHolding);
    expect(await seatsHeld(session)).toBe(before + 1);
  });

  it('a held seat expires after 48 hours back to the session, or to its waitlist', async () => {
    const lea = await remindedStudent('Lea');
    const session = renewalSessions[1]!;
    const before = await seatsHeld(session);
    const held = (await hold(lea, lea.reminderId, session)).json();
    const age = (hours: number) =>
      t.database.db.execute(
        sql`update waitlist_entries
            set offered_at = now() - make_interval(mins => ${Math.round(hours * 60)}),
                offer_expires_at = now() - make_interval(mins => ${Math.round(hours * 60)})
                  + make_interval(hours => ${RENEWAL_HOLD_HOURS})
            where id = ${held.waitlist_entry_id}`,
      );
    await age(47);
    expect(await sweepExpiredOffers(t.ctx)).toBe(0);
    expect(await seatsHeld(session)).toBe(before + 1);
    await age(48.02);
    expect(await sweepExpiredOffers(t.ctx)).toBe(1);
    expect(await seatsHeld(session)).toBe(before);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from waitlist_entries where id = ${held.waitlist_entry_id}`,
    );
    expect(row!.status).toBe('expired');

    // With someone waiting for the class, the seat is offered to them instead.
    const max = await remindedStudent('Max');
    const waiting = await signedInStudent(t, 'Ned');
    await t.database.db.execute(
      sql`insert into waitlist_entries (user_id, class_id, status, joined_at)
          values (${waiting.id}, ${renewal}, 'waiting', now() - interval '1 day')`,
    );
    const second = (await hold(max, max.reminderId, session)).json();
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second'
          where id = ${second.waitlist_entry_id}`,
    );
    expect(await sweepExpiredOffers(t.ctx)).toBe(1);
    const [next] = await queryRows<{ status: string; offered_session_id: number }>(
      t.database.db,
      sql`select status, offered_session_id from waitlist_entries
          where user_id = ${waiting.id} and class_id = ${renewal}`,
    );
    expect(next).toEqual({ status: 'offered', offered_session_id: session });
    expect(await seatsHeld(session)).toBe(before + 1);
  });

  it('accepting the held seat makes the enrolment request, and ends the reminders', async () => {
    const ola = await remindedStudent('Ola');
    const session = renewalSessions[0]!;
    const before = await seatsHeld(session);
    const held = (await hold(ola, ola.reminderId, session)).json();
    const accepted = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${held.waitlist_entry_id}/accept`,
      token: ola.token,
    });
    expect(accepted.statusCode).toBe(200);
    const [enrolment] = await queryRows<{ status: string; session_id: number; source: string }>(
      t.database.db,
      sql`select status, session_id, source from enrollments where id = ${accepted.json().enrollment_id}`,
    );
    expect(enrolment).toEqual({
      status: accepted.json().enrollment_status,
      session_id: session,
      source: 'waitlist',
    });
    // The held seat became the enrolment's seat: no second one was taken.
    expect(await seatsHeld(session)).toBe(before + 1);
    const reminder = await t.request({
      method: 'GET',
      url: `/api/reminders/${ola.reminderId}`,
      token: ola.token,
    });
    expect(reminder.json().reminder).toMatchObject({ enrolled: true, held_entry: null });
    const again = await hold(ola, ola.reminderId, renewalSessions[1]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REMINDER_MSG.alreadyEnrolled);
    const sentBefore = (await noticesOf(ola.id)).length;
    await sweepAt(addDays(today, 11));
    expect(await noticesOf(ola.id)).toHaveLength(sentBefore);
  });

  it('many students holding the last seat at once: exactly one gets it', async () => {
    const last = await createClass(t, {
      title: 'CPR Renewal, evening',
      sessions: [{ startInDays: 15, capacity: 1 }],
    });
    const course = await createClass(t, { title: 'CPR, evening' });
    await t.database.db.execute(
      sql`update classes set renewal_class_id = ${last.classId} where id = ${course.classId}`,
    );
    const students: (Student & { reminderId: number })[] = [];
    for (let i = 0; i < 12; i++) {
      const s = await signedInStudent(t, `Racer${i}`);
      await certificate(s.id, course.classId, addDays(today, 20));
      students.push({ ...s, reminderId: 0 });
    }
    await sweepAt(today);
    for (const s of students) s.reminderId = await reminderIdOf(s.id);
    const answers = await Promise.all(
      students.map((s) => hold(s, s.reminderId, last.sessionIds[0])),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(students.length - 1);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error).toBe(SEAT_MSG.sessionFull);
    expect(await seatsHeld(last.sessionIds[0]!)).toBe(1);
    const offered = await queryRows(
      t.database.db,
      sql`select id from waitlist_entries where offered_session_id = ${last.sessionIds[0]!}
          and status = 'offered'`,
    );
    expect(offered).toHaveLength(1);
    // Nobody who lost the race was told of a seat or left waiting in line.
    const entries = await queryRows(
      t.database.db,
      sql`select id from waitlist_entries where class_id = ${last.classId}`,
    );
    expect(entries).toHaveLength(1);
  });
});
