import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, formatDayForPeople, formatInstantForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { sweepExpiredOffers } from '../../jobs/offer-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

const enrol = (s: Student, classId: number, sessionId: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/${classId}`,
    token: s.token,
    payload: { sessionId },
  });
const join = (s: Student, classId: number, sessionId?: number) =>
  t.request({
    method: 'POST',
    url: `/api/enrollments/waitlist/${classId}`,
    token: s.token,
    payload: { sessionId },
  });
const entryOf = async (s: Student, classId: number) =>
  (
    await t.request({ method: 'GET', url: `/api/enrollments/waitlist/${classId}`, token: s.token })
  ).json().entry;

async function seatsHeld(sessionId: number) {
  const rows = await queryRows<{ seats_held: number }>(
    t.database.db,
    sql`select seats_held from class_sessions where id = ${sessionId}`,
  );
  return rows[0]!.seats_held;
}

/** The setting approve_accepted_offers, saved by an admin through the API. */
async function approveAcceptedOffers(value: boolean) {
  const admin = await t.createUser({ role: 'admin' });
  const res = await t.request({
    method: 'PUT',
    url: '/api/admin/settings',
    token: await t.tokenFor(admin.id),
    payload: { approve_accepted_offers: value },
  });
  expect(res.json().settings.approve_accepted_offers).toBe(value);
}

const notices = async (s: Student) =>
  (await t.request({ method: 'GET', url: '/api/notifications', token: s.token })).json()
    .notifications as { title: string; message: string }[];

/** A class whose only session (one seat) is taken by `holder`, and `waiting` students in line. */
async function fullClassWithLine(
  waiting: number,
  session: { startInDays?: number; startTime?: string } = {},
) {
  const { classId, sessionIds, cls } = await createClass(t, {
    sessions: [{ capacity: 1, ...session }],
  });
  const sessionId = sessionIds[0]!;
  const holder = await signedInStudent(t, 'Holder');
  const holderEnrollment = (await enrol(holder, classId, sessionId)).json().enrollment.id as number;
  const line: Student[] = [];
  for (let i = 0; i < waiting; i++) {
    const s = await signedInStudent(t, `Wait${i}`);
    expect((await join(s, classId, sessionId)).statusCode).toBe(201);
    line.push(s);
  }
  const withdraw = () =>
    t.request({
      method: 'DELETE',
      url: `/api/enrollments/${holderEnrollment}`,
      token: holder.token,
    });
  return { classId, sessionId, title: cls.title, holder, line, withdraw };
}

describe('joining and leaving', () => {
  it('refuses to join while seats are free, for one session or any', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ capacity: 2 }] });
    const s = await signedInStudent(t);
    const one = await join(s, classId, sessionIds[0]);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ code: 'SEATS_AVAILABLE' });
    const any = await join(s, classId);
    expect(any.statusCode).toBe(409);
  });

  it('joins a full session, shows the position, refuses a second join, and leaves', async () => {
    const { classId, sessionId, line } = await fullClassWithLine(2);
    const [first, second] = line as [Student, Student];
    expect(await entryOf(first, classId)).toMatchObject({
      status: 'waiting',
      position: 1,
      preferred_session_id: sessionId,
    });
    expect(await entryOf(second, classId)).toMatchObject({ status: 'waiting', position: 2 });
    const again = await join(first, classId, sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already on the waitlist for this class');

    const mine = await t.request({
      method: 'GET',
      url: '/api/enrollments/waitlist',
      token: first.token,
    });
    expect(mine.json().entries).toHaveLength(1);
    expect(mine.json().entries[0].estimated_wait_time).toBeGreaterThan(0);
    // The wanted session's location, also in the profile payload the waitlist card reads.
    await t.database.db.execute(
      sql`update class_sessions set location_details = 'Hall B, 12 Elm Street' where id = ${sessionId}`,
    );
    const located = {
      session_location: 'Hall B, 12 Elm Street',
      location_details: 'Hall B, 12 Elm Street',
    };
    expect(await entryOf(first, classId)).toMatchObject(located);
    const profile = await t.request({
      method: 'GET',
      url: '/api/profile/profile',
      token: first.token,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().waitlist_entries).toEqual([expect.objectContaining(located)]);

    const left = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/waitlist/${classId}`,
      token: first.token,
    });
    expect(left.json()).toEqual({ message: 'Removed from waitlist' });
    const gone = await t.request({
      method: 'GET',
      url: `/api/enrollments/waitlist/${classId}`,
      token: first.token,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'Not on waitlist' });
    // Positions are derived: the second student moves up.
    expect(await entryOf(second, classId)).toMatchObject({ position: 1 });
  });

  it('refuses anonymous callers, admins and instructors, and a student already enrolled', async () => {
    const { classId, sessionId, holder } = await fullClassWithLine(0);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/waitlist/${classId}`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    const instructor = await t.createUser({ role: 'instructor' });
    const res = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: await t.tokenFor(instructor.id),
      payload: { sessionId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.cannotEnroll);
    expect((await join(holder, classId, sessionId)).statusCode).toBe(409);
  });
});

describe('the offer cycle', () => {
  it('join -> seat freed -> offer -> accept -> approved at once, with the payment due', async () => {
    const { classId, sessionId, line, withdraw, title } = await fullClassWithLine(1);
    const [first] = line as [Student];
    await t.deliverMail();
    expect((await withdraw()).statusCode).toBe(200);

    const offer = await entryOf(first, classId);
    expect(offer).toMatchObject({ status: 'offered', approved_on_accept: true });
    const offered = (await notices(first)).find((n) => n.title.startsWith('A seat is available'));
    expect(offered?.message).toMatch(
      new RegExp(
        `^A seat has opened in ${title} and is held for you until .+\\. Accept it from your waitlist before then and you are enrolled at once; otherwise it goes to the next person\\. When: .+\\. Where: Room 1\\.$`,
      ),
    );
    const offerMail = (await t.deliverMail()).find((m) => m.to.includes(first.email));
    expect(offerMail?.raw).toContain('you are enrolled at once');

    const accepted = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${offer.id}/accept`,
      token: first.token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: 'Offer accepted. You are enrolled.',
      enrollment_id: expect.any(Number),
      enrollment_status: 'approved',
    });
    const enrollmentId = accepted.json().enrollment_id as number;
    const enrollment = await t.request({
      method: 'GET',
      url: `/api/enrollments/${enrollmentId}`,
      token: first.token,
    });
    expect(enrollment.json().enrollment).toMatchObject({
      enrollment_status: 'approved',
      session_id: sessionId,
      source: 'waitlist',
    });
    expect(await seatsHeld(sessionId)).toBe(1);
    // The approval an admin would make: the payment due, the notice and e-mail, the audit entry.
    const payments = await queryRows<{ status: string; amount_cents: number; user_id: number }>(
      t.database.db,
      sql`select status, amount_cents, user_id from payments where enrollment_id = ${enrollmentId}`,
    );
    expect(payments).toEqual([{ status: 'pending', amount_cents: 25000, user_id: first.id }]);
    const mails = (await t.deliverMail()).filter((m) => m.to.includes(first.email));
    expect(mails.map((m) => m.subject)).toEqual([`Enrollment approved: ${title}`]);
    expect((await notices(first)).map((n) => n.title)).toContain(`Enrollment approved: ${title}`);
    const history = await queryRows<{ from_status: string | null; to_status: string }>(
      t.database.db,
      sql`select from_status, to_status from enrollment_history
          where enrollment_id = ${enrollmentId} order by id`,
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'approved' },
    ]);
    const audit = await queryRows<{ actor_id: number }>(
      t.database.db,
      sql`select actor_id from audit_log
          where action = 'enrollment.approved' and target_id = ${String(enrollmentId)}`,
    );
    expect(audit).toEqual([{ actor_id: first.id }]);
  });

  it('join -> seat freed -> offer -> accept -> pending enrolment when offers need approval', async () => {
    await approveAcceptedOffers(false);
    try {
      await acceptIntoPending();
    } finally {
      await approveAcceptedOffers(true);
    }
  });

  async function acceptIntoPending() {
    const { classId, sessionId, line, withdraw, title } = await fullClassWithLine(2);
    const [first, second] = line as [Student, Student];
    await t.deliverMail();
    expect((await withdraw()).statusCode).toBe(200);

    const offer = await entryOf(first, classId);
    expect(offer.status).toBe('offered');
    expect(offer.offered_session_id).toBe(sessionId);
    const hold = new Date(offer.offer_expires_at).getTime() - Date.now();
    expect(hold).toBeGreaterThan(23.9 * 3600_000);
    expect(hold).toBeLessThanOrEqual(24 * 3600_000);
    // The seat stays held for the offer: nobody else can take it.
    expect(await seatsHeld(sessionId)).toBe(1);
    const outsider = await signedInStudent(t);
    expect((await enrol(outsider, classId, sessionId)).json().code).toBe('SESSION_FULL');
    expect(await entryOf(second, classId)).toMatchObject({ status: 'waiting', position: 1 });

    const mail = (await t.deliverMail()).find((m) => m.to.includes(first.email));
    expect(mail?.subject).toBe(`A seat is available in ${title}`);
    // The offer says what happens next: no promise of an enrolment the office has yet to confirm.
    expect(offer.approved_on_accept).toBe(false);
    expect(mail?.raw).not.toContain('enrolled at once');
    // The deadline in the provider's zone (the default, America/New_York), zone named; the
    // session's date, local times and place.
    const until = formatInstantForPeople(offer.offer_expires_at, 'America/New_York');
    expect(until).toMatch(/ at \d{1,2}:\d{2} [AP]M E[SD]T$/);
    const session = (
      await queryRows<{ d: string }>(
        t.database.db,
        sql`select start_date::text as d from class_sessions where id = ${sessionId}`,
      )
    )[0]!.d;
    const offerText = `A seat has opened in ${title} and is held for you until ${until}. Accept it from your waitlist before then, or it goes to the next person. Once you accept, the office will confirm your enrollment. When: ${formatDayForPeople(session)}, 9:00 AM - 3:00 PM. Where: Room 1.`;
    expect(mail?.raw).toContain(offerText);
    const offered = (await notices(first)).find((n) => n.title.startsWith('A seat is available'));
    expect(offered?.message).toBe(offerText);

    // Only the student it was offered to may answer.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/waitlist/${offer.id}/accept`,
          token: second.token,
        })
      ).statusCode,
    ).toBe(404);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${offer.id}/accept`,
      token: first.token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Offer accepted. Your enrollment request is pending approval.',
      enrollment_status: 'pending',
    });
    const pendingId = accepted.json().enrollment_id as number;
    const owed = await queryRows(
      t.database.db,
      sql`select id from payments where enrollment_id = ${pendingId}`,
    );
    expect(owed).toEqual([]);
    const received = (await t.deliverMail()).filter((m) => m.to.includes(first.email));
    expect(received.map((m) => m.subject)).toEqual([`Enrollment request received: ${title}`]);
    const enrollment = await t.request({
      method: 'GET',
      url: `/api/enrollments/${pendingId}`,
      token: first.token,
    });
    expect(enrollment.json().enrollment).toMatchObject({
      enrollment_status: 'pending',
      session_id: sessionId,
      source: 'waitlist',
    });
    expect(await seatsHeld(sessionId)).toBe(1);
    const gone = await t.request({
      method: 'GET',
      url: `/api/enrollments/waitlist/${classId}`,
      token: first.token,
    });
    expect(gone.statusCode).toBe(404);
    // Answering twice is refused.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/waitlist/${offer.id}/accept`,
          token: first.token,
        })
      ).statusCode,
    ).toBe(409);
  }

  it('offer -> decline -> the next person is offered', async () => {
    const { classId, sessionId, line, withdraw } = await fullClassWithLine(2);
    const [first, second] = line as [Student, Student];
    await withdraw();
    const offer = await entryOf(first, classId);
    const declined = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${offer.id}/decline`,
      token: first.token,
    });
    expect(declined.json()).toEqual({ message: 'Offer declined' });
    expect(await entryOf(second, classId)).toMatchObject({
      status: 'offered',
      offered_session_id: sessionId,
    });
    expect(await seatsHeld(sessionId)).toBe(1);
  });

  it('offer -> expiry -> the next person is offered and the first is told', async () => {
    const { classId, sessionId, line, withdraw, title } = await fullClassWithLine(2);
    const [first, second] = line as [Student, Student];
    await withdraw();
    const offer = await entryOf(first, classId);
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second' where id = ${offer.id}`,
    );
    // An expired offer can no longer be accepted, even before the sweep runs.
    const late = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${offer.id}/accept`,
      token: first.token,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This offer has expired');

    await t.deliverMail();
    expect(await sweepExpiredOffers(t.ctx)).toBe(1);
    expect(await sweepExpiredOffers(t.ctx)).toBe(0);
    expect(await entryOf(second, classId)).toMatchObject({
      status: 'offered',
      offered_session_id: sessionId,
    });
    const rows = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from waitlist_entries where id = ${offer.id}`,
    );
    expect(rows[0]!.status).toBe('expired');
    const mails = await t.deliverMail();
    expect(mails.find((m) => m.to.includes(first.email))?.subject).toBe(
      `Your seat offer for ${title} has expired`,
    );
    expect(mails.find((m) => m.to.includes(second.email))?.subject).toBe(
      `A seat is available in ${title}`,
    );
  });

  it('sweeps run by several instances at once handle each expired offer once', async () => {
    const classes = await Promise.all([
      fullClassWithLine(2),
      fullClassWithLine(2),
      fullClassWithLine(2),
    ]);
    for (const c of classes) await c.withdraw();
    const ids = classes.map((c) => c.classId);
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second'
          where status = 'offered' and class_id in (${sql.join(ids, sql`, `)})`,
    );
    const counts = await Promise.all([
      sweepExpiredOffers(t.ctx),
      sweepExpiredOffers(t.ctx),
      sweepExpiredOffers(t.ctx),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const c of classes) {
      expect(await entryOf(c.line[1]!, c.classId)).toMatchObject({ status: 'offered' });
      expect(await seatsHeld(c.sessionId)).toBe(1);
      const expired = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from waitlist_entries where class_id = ${c.classId} and status = 'expired'`,
      );
      expect(expired[0]!.n).toBe(1);
    }
  });

  it('returns the seat when nobody waits, and holds an offer no later than the session start', async () => {
    const empty = await fullClassWithLine(0);
    await empty.withdraw();
    expect(await seatsHeld(empty.sessionId)).toBe(0);

    // A session starting in under 24 hours: the hold ends when the session starts.
    const soon = await fullClassWithLine(1, { startInDays: 1, startTime: '00:00' });
    await soon.withdraw();
    const offer = await entryOf(soon.line[0]!, soon.classId);
    const starts = await queryRows<{ starts_at: Date }>(
      t.database.db,
      sql`select (start_date + start_time) at time zone 'America/New_York' as starts_at from class_sessions where id = ${soon.sessionId}`,
    );
    expect(new Date(offer.offer_expires_at).getTime()).toBeLessThanOrEqual(
      new Date(starts[0]!.starts_at).getTime(),
    );
  });

  it('leaving with an offer passes the seat on', async () => {
    const { classId, line, withdraw } = await fullClassWithLine(2);
    const [first, second] = line as [Student, Student];
    await withdraw();
    await t.request({
      method: 'DELETE',
      url: `/api/enrollments/waitlist/${classId}`,
      token: first.token,
    });
    expect(await entryOf(second, classId)).toMatchObject({ status: 'offered' });
  });
});

describe('POST /api/enrollments/waitlist/:id/offer (admin)', () => {
  it('offers a freed-up seat by hand, and refuses when none is free or the caller is not an admin', async () => {
    const { classId, sessionId, line, holder } = await fullClassWithLine(1);
    const entry = await entryOf(line[0]!, classId);
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = await t.tokenFor(admin.id);
    const full = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${entry.id}/offer`,
      token: adminToken,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(
      'The preferred session is full and no other upcoming session of this class has a free seat',
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/enrollments/waitlist/${entry.id}/offer`,
          token: holder.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `/api/enrollments/waitlist/${entry.id}/offer` }))
        .statusCode,
    ).toBe(401);

    await t.database.db.execute(
      sql`update class_sessions set capacity = 2 where id = ${sessionId}`,
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${entry.id}/offer`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ status: 'offered', offered_session_id: sessionId });
    expect(await seatsHeld(sessionId)).toBe(2);
  });
});

describe('joining as the catalogue calls it (decision 0028)', () => {
  /** Two upcoming sessions: the earlier one full (one seat, taken), the later one with seats. */
  async function oneFullOneFree() {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [
        { capacity: 1, startInDays: 10 },
        { capacity: 3, startInDays: 20 },
      ],
    });
    const [full, free] = sessionIds as [number, number];
    expect((await enrol(await signedInStudent(t, 'Holder'), classId, full)).statusCode).toBe(201);
    return { classId, full, free };
  }

  it('joins with no body while one session is full, though another has seats', async () => {
    const { classId } = await oneFullOneFree();
    const s = await signedInStudent(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: s.token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Added to waitlist',
      entry: { status: 'waiting', preferred_session_id: null },
    });
  });

  it('joins for a full session named, and refuses a session with seats with the spec text', async () => {
    const { classId, full, free } = await oneFullOneFree();
    const s = await signedInStudent(t);
    const withSeats = await join(s, classId, free);
    expect(withSeats.statusCode).toBe(409);
    expect(withSeats.json()).toEqual({
      error: 'This session still has seats available. Please enroll instead.',
      code: 'SEATS_AVAILABLE',
      message_key: 'waitlist.seatsFree',
    });
    const res = await join(s, classId, full);
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({ status: 'waiting', preferred_session_id: full });
  });

  it('refuses a bare join only when every upcoming session has a seat', async () => {
    const { classId } = await createClass(t, {
      sessions: [
        { capacity: 2, startInDays: 10 },
        { capacity: 2, startInDays: 20 },
      ],
    });
    const res = await t.request({
      method: 'POST',
      url: `/api/enrollments/waitlist/${classId}`,
      token: (await signedInStudent(t)).token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This class still has seats available. Please enroll in a session instead.',
      code: 'SEATS_AVAILABLE',
      message_key: 'waitlist.anySeatsFree',
    });
  });
});

describe('admin approval falls back to another session', () => {
  const approve = (token: string, classId: number, entryId: number) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/classes/${classId}/waitlist/${entryId}`,
      token,
      payload: { status: 'approved' },
    });

  it('enrols in the earliest upcoming session with a seat when the preferred one is full', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [
        { capacity: 1, startInDays: 10 },
        { capacity: 1, startInDays: 30 },
        { capacity: 1, startInDays: 20 },
      ],
    });
    const [preferred, later, earlier] = sessionIds as [number, number, number];
    await enrol(await signedInStudent(t, 'Holder'), classId, preferred);
    const s = await signedInStudent(t);
    expect((await join(s, classId, preferred)).statusCode).toBe(201);
    const entry = await entryOf(s, classId);
    const admin = await t.createUser({ role: 'admin' });
    const res = await approve(await t.tokenFor(admin.id), classId, entry.id);
    expect(res.statusCode).toBe(200);
    const enrolled = await queryRows<{ session_id: number; status: string }>(
      t.database.db,
      sql`select session_id, status from enrollments where id = ${res.json().enrollment_id}`,
    );
    expect(enrolled[0]).toEqual({ session_id: earlier, status: 'approved' });
    expect(await seatsHeld(earlier)).toBe(1);
    expect(await seatsHeld(later)).toBe(0);
    expect(await seatsHeld(preferred)).toBe(1);
  });

  it('says the preferred session is full and no other has a seat, or that none has one', async () => {
    const { classId, sessionIds } = await createClass(t, {
      sessions: [
        { capacity: 1, startInDays: 10 },
        { capacity: 1, startInDays: 20 },
      ],
    });
    const [first, second] = sessionIds as [number, number];
    await enrol(await signedInStudent(t, 'HolderA'), classId, first);
    await enrol(await signedInStudent(t, 'HolderB'), classId, second);
    const named = await signedInStudent(t, 'Named');
    const any = await signedInStudent(t, 'Any');
    expect((await join(named, classId, first)).statusCode).toBe(201);
    expect((await join(any, classId)).statusCode).toBe(201);
    const token = await t.tokenFor((await t.createUser({ role: 'admin' })).id);

    const refusedNamed = await approve(token, classId, (await entryOf(named, classId)).id);
    expect(refusedNamed.statusCode).toBe(409);
    expect(refusedNamed.json()).toEqual({
      error:
        'The preferred session is full and no other upcoming session of this class has a free seat',
      code: 'NO_SEAT',
      message_key: 'waitlistSeat.preferredFull',
    });
    const refusedAny = await approve(token, classId, (await entryOf(any, classId)).id);
    expect(refusedAny.statusCode).toBe(409);
    expect(refusedAny.json()).toEqual({
      error: 'No session of this class has a free seat right now',
      code: 'NO_SEAT',
      message_key: 'waitlistSeat.none',
    });
    expect(await entryOf(named, classId)).toMatchObject({ status: 'waiting' });
  });
});
