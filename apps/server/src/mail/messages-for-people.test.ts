import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatSessionWhen, offerHeldUntil } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { PDF, multipart } from '../../test/multipart.ts';
import { queryRows } from '../db/client.ts';
import { sweepExpiredOffers } from '../jobs/offer-sweep.ts';
import { sweepPayments } from '../jobs/payment-sweep.ts';

// Drives every flow that writes a mail or a notification through the API (and the background
// sweeps), then reads back all that was written, from the outbox and the notifications table:
// people read these texts, so no date may be left in its stored form, and every message about an
// enrolment must say when and where the session is.

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

const PLACE = 'Hall 7, 12 Elm Street';
const session = (over: { startInDays?: number; capacity?: number; lengthDays?: number } = {}) => ({
  startTime: '09:30',
  endTime: '16:00',
  location: PLACE,
  ...over,
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
const enrol = async (s: Student, classId: number, sessionId: number) =>
  (await call('POST', `/api/enrollments/${classId}`, s.token, { sessionId })).enrollment
    .id as number;
const asAdmin = (path: string, payload: Record<string, unknown> = {}) =>
  call('POST', `/api/enrollments/${path}`, adminToken, payload);

interface Written {
  kind: 'mail' | 'notification';
  subject: string;
  parts: string[];
}

async function everythingWritten(): Promise<Written[]> {
  const mails = await queryRows<{ subject: string; text_body: string; html_body: string | null }>(
    t.database.db,
    sql`select subject, text_body, html_body from email_outbox order by id`,
  );
  const notes = await queryRows<{ title: string; message: string }>(
    t.database.db,
    sql`select title, message from notifications order by id`,
  );
  return [
    ...mails.map((m) => ({
      kind: 'mail' as const,
      subject: m.subject,
      parts: [m.subject, m.text_body, m.html_body ?? ''],
    })),
    ...notes.map((n) => ({
      kind: 'notification' as const,
      subject: n.title,
      parts: [n.title, n.message],
    })),
  ];
}

/** Subjects (and notification titles) of messages about one enrolment of a student. */
const ENROLMENT_SUBJECTS = [
  /^Enrollment request received: /,
  /^Enrollment approved: /,
  /^Enrollment request declined: /,
  /^Enrollment back under review: /,
  /^Enrollment withdrawn: /,
  /^Enrollment cancelled: /,
  /^A seat is available in /,
  /^Your seat offer for .+ has expired$/,
  /^Session completed: /,
  /^Session cancelled: /,
  /^Session removed: /,
  // The office's button on a payment due later than a week (decision 0016).
  /^Payment reminder: /,
  /^Payment overdue: /,
];

describe('texts people read', () => {
  let offerText = '';
  let offerDeadline = '';
  const sessionWhens = new Set<string>();

  beforeAll(async () => {
    const track = (made: Awaited<ReturnType<typeof createClass>>) => {
      for (const s of made.sessions) {
        sessionWhens.add(
          formatSessionWhen({
            start_date: s.startDate,
            end_date: s.endDate,
            start_time: s.startTime,
            end_time: s.endTime,
          }),
        );
      }
      return made;
    };

    // Enrol, approve (payment due), back to pending, approve, pay, refund; decline; withdraw;
    // cancelled by the office.
    const a = track(await createClass(t, { sessions: [session({ capacity: 8, lengthDays: 2 })] }));
    const aSession = a.sessionIds[0]!;
    const [ann, ben, cal, dot, eve] = await Promise.all(
      ['Ann', 'Ben', 'Cal', 'Dot', 'Eve'].map((n) => signedInStudent(t, n)),
    );
    const annE = await enrol(ann!, a.classId, aSession);
    await asAdmin(`${annE}/approve`);
    await asAdmin(`${annE}/pending`);
    await asAdmin(`${annE}/approve`);
    const annPayment = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from payments where enrollment_id = ${annE} and status = 'pending'`,
      )
    )[0]!.id;
    await call('POST', `/api/payments/${annPayment}/pay`, ann!.token, {});
    const paid = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from transactions where payment_id = ${annPayment} and type = 'payment'`,
      )
    )[0]!.id;
    await call('PATCH', `/api/admin/financial/transactions/${paid}`, adminToken, {
      status: 'refunded',
    });
    await asAdmin(`${await enrol(ben!, a.classId, aSession)}/reject`, {
      reason: 'Class is for staff',
    });
    await call('DELETE', `/api/enrollments/${await enrol(cal!, a.classId, aSession)}`, cal!.token);
    await call('DELETE', `/api/enrollments/${await enrol(dot!, a.classId, aSession)}`, adminToken);

    // Reminders: the button, then the sweep once the due date has passed.
    const eveE = await enrol(eve!, a.classId, aSession);
    await asAdmin(`${eveE}/approve`);
    const evePayment = (
      await queryRows<{ id: number; due_date: string }>(
        t.database.db,
        sql`select id, due_date::text as due_date from payments where enrollment_id = ${eveE}`,
      )
    )[0]!;
    await call('POST', '/api/admin/financial/payments/reminder', adminToken, {
      payment_id: evePayment.id,
    });
    const dayAfterDue = new Date(`${evePayment.due_date}T12:00:00Z`);
    dayAfterDue.setUTCDate(dayAfterDue.getUTCDate() + 1);
    await sweepPayments(t.ctx, dayAfterDue.toISOString().slice(0, 10));

    // The waitlist: joined, offered, expired, offered to the next, accepted; declined by the office.
    const w = track(await createClass(t, { sessions: [session({ capacity: 1 })] }));
    const wSession = w.sessionIds[0]!;
    const [holder, first, second, third] = await Promise.all(
      ['Hal', 'Fay', 'Gus', 'Ivy'].map((n) => signedInStudent(t, n)),
    );
    const held = await enrol(holder!, w.classId, wSession);
    for (const s of [first!, second!, third!]) {
      await call('POST', `/api/enrollments/waitlist/${w.classId}`, s.token, {
        sessionId: wSession,
      });
    }
    await call('DELETE', `/api/enrollments/${held}`, holder!.token);
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second'
          where status = 'offered'`,
    );
    await sweepExpiredOffers(t.ctx);
    const offer = (await call('GET', `/api/enrollments/waitlist/${w.classId}`, second!.token))
      .entry;
    expect(offer.status).toBe('offered');
    const { time_zone } = (await call('GET', '/api/settings/public', second!.token)).settings;
    offerDeadline = offerHeldUntil(offer.offer_expires_at, time_zone);
    offerText = (
      await queryRows<{ text_body: string }>(
        t.database.db,
        sql`select text_body from email_outbox
            where to_address = ${second!.email} and subject like 'A seat is available%'`,
      )
    )[0]!.text_body;
    await call('POST', `/api/enrollments/waitlist/${w.classId}/accept`, second!.token, {});
    const thirdEntry = (await call('GET', `/api/enrollments/waitlist/${w.classId}`, third!.token))
      .entry;
    await call('PUT', `/api/admin/classes/${w.classId}/waitlist/${thirdEntry.id}`, adminToken, {
      status: 'rejected',
      reason: 'Full for the season',
    });

    // Sessions ending: completed, cancelled, removed.
    const e = track(
      await createClass(t, {
        sessions: [
          session({ startInDays: 5 }),
          session({ startInDays: 6 }),
          session({ startInDays: 7 }),
        ],
      }),
    );
    const [kim, lee, max] = await Promise.all(
      ['Kim', 'Lee', 'Max'].map((n) => signedInStudent(t, n)),
    );
    await asAdmin(`${await enrol(kim!, e.classId, e.sessionIds[0]!)}/approve`);
    await enrol(lee!, e.classId, e.sessionIds[1]!);
    await enrol(max!, e.classId, e.sessionIds[2]!);
    await call('PATCH', `/api/sessions/sessions/${e.sessionIds[0]}/status`, adminToken, {
      status: 'completed',
    });
    await call('PATCH', `/api/sessions/sessions/${e.sessionIds[1]}/status`, adminToken, {
      status: 'cancelled',
    });
    await call('PUT', `/api/admin/classes/${e.classId}`, adminToken, {
      deletedSessionIds: [e.sessionIds[2]],
    });

    // The rest: a certificate, a class message from a template with its start date, the office
    // resetting a password, a password reset link, the contact form.
    const cert = multipart(
      {
        user_id: ann!.id,
        class_id: a.classId,
        certificate_name: 'CPR card',
        expiration_date: '2028-01-31',
      },
      { name: 'card.pdf', type: 'application/pdf', data: PDF },
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/certificates', token: adminToken, ...cert }))
        .statusCode,
    ).toBe(201);
    const reminder = (
      await call('POST', '/api/notifications/admin/templates', adminToken, {
        name: 'class start reminder',
        type: 'class_reminder',
        title_template: 'Reminder: {class_name} starts {start_date}',
        message_template: '{class_name} starts on {start_date}.',
      })
    ).template;
    await call('POST', '/api/notifications/admin/send', adminToken, {
      recipient: a.classId,
      recipientType: 'class',
      templateId: reminder.id,
    });
    await call('PUT', `/api/admin/users/${ben!.id}/password`, adminToken, {
      newPassword: 'Office-set-9',
      confirmPassword: 'Office-set-9',
    });
    await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: cal!.email },
    });
    await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Visitor',
        email: 'visitor@example.test',
        message: 'Do you teach on Saturdays?',
      },
    });
  });

  it('wrote every kind of message the flows call for', async () => {
    const subjects = (await everythingWritten()).map((w) => w.subject);
    for (const expected of [
      ...ENROLMENT_SUBJECTS,
      /^You joined the waitlist for /,
      /^Waitlist request declined: /,
      /^Payment received: /,
      /^Refund issued: /,
      /^Certificate issued: /,
      /^Reminder: /,
      /^Your password was reset by the office$/,
      /^Reset your CareClass password$/,
      /^Contact form: /,
    ]) {
      expect(
        subjects.some((s) => expected.test(s)),
        String(expected),
      ).toBe(true);
    }
  });

  it('leaves no ISO date or instant in any subject, body, title or message', async () => {
    const written = await everythingWritten();
    expect(written.length).toBeGreaterThan(40);
    for (const w of written) {
      for (const part of w.parts) {
        expect(part, `${w.kind} "${w.subject}"`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        expect(part, `${w.kind} "${w.subject}"`).not.toMatch(/\d{2}:\d{2}:\d{2}|T\d{2}:\d{2}/);
      }
    }
  });

  it("states the session's date, local times and place in every message about an enrolment", async () => {
    const about = (await everythingWritten()).filter((w) =>
      ENROLMENT_SUBJECTS.some((s) => s.test(w.subject)),
    );
    expect(about.length).toBeGreaterThan(20);
    for (const w of about) {
      const body = w.parts.slice(1).join('\n');
      const when = [...sessionWhens].find((text) => body.includes(`When: ${text}.`));
      expect(when, `${w.kind} "${w.subject}": ${body}`).toBeDefined();
      expect(when).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}.*, 9:30 AM - 4:00 PM$/);
      expect(body, `${w.kind} "${w.subject}"`).toContain(`Where: ${PLACE}.`);
    }
  });

  it('words the offer deadline as the class page does, with the zone named', () => {
    expect(offerDeadline).toMatch(
      /^held for you until [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/,
    );
    expect(offerText).toContain(`A seat has opened in`);
    expect(offerText).toContain(`is ${offerDeadline}.`);
  });

  it('gives plain dates for payments: "is due by December 23, 2026"', async () => {
    const approved = await queryRows<{ message: string; due_date: string }>(
      t.database.db,
      sql`select n.message, p.due_date::text as due_date from notifications n
          join payments p on p.enrollment_id = (n.metadata->>'enrollment_id')::int
          where n.title like 'Enrollment approved:%'`,
    );
    expect(approved.length).toBeGreaterThan(0);
    for (const row of approved) {
      const due = new Date(`${row.due_date}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(row.message).toContain(`is due by ${due}; you can pay from your profile.`);
    }
  });
});
