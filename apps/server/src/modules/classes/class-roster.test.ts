import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';
import { classSessions, enrollments, payments, waitlistEntries } from '../../db/schema/index.ts';

/**
 * A class with two upcoming sessions and a past one, students in every state, payments paid,
 * overdue and cancelled, and a waitlist; then the roster, the figures and the instructor's list
 * as each kind of caller sees them (docs/decisions/0032).
 */
let t: TestApp;
const token: Record<string, string> = {};
let classId: number;
let otherClassId: number;
let upcomingA: number;
let upcomingB: number;
let past: number;
const students: Record<string, number> = {};

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const make = async (key: string, role: 'student' | 'instructor' | 'admin', first: string) => {
    const user = await t.createUser({ role, firstName: first, lastName: key });
    token[key] = await t.tokenFor(user.id);
    return user.id;
  };
  const lead = await make('lead', 'instructor', 'Lena');
  const guest = await make('guest', 'instructor', 'Gus');
  await make('stranger', 'instructor', 'Stan');
  await make('admin', 'admin', 'Ada');
  for (const name of ['Paid', 'Overdue', 'Pending', 'Rejected', 'Done', 'Gone', 'Wait1', 'Wait2']) {
    students[name] = await make(name, 'student', 'Student');
  }
  const db = t.database.db;
  const made = await createClass(t, {
    title: 'Roster class',
    priceCents: 9500,
    instructorId: lead,
    sessions: [
      { startInDays: 10, capacity: 3 },
      { startInDays: 20, capacity: 5 },
      { startInDays: -30, status: 'completed' },
    ],
  });
  classId = made.classId;
  [upcomingA, upcomingB, past] = made.sessionIds as [number, number, number];
  // The guest instructor teaches one session only; the other class is taught by nobody here.
  await db
    .update(classSessions)
    .set({ instructorId: guest })
    .where(eq(classSessions.id, upcomingB));
  await db.update(classSessions).set({ seatsHeld: 3 }).where(eq(classSessions.id, upcomingA));
  await db.update(classSessions).set({ seatsHeld: 1 }).where(eq(classSessions.id, upcomingB));
  otherClassId = (await createClass(t, { title: 'Other class' })).classId;

  const enrol = async (
    who: string,
    sessionId: number,
    values: Partial<typeof enrollments.$inferInsert> = {},
  ) =>
    (
      await db
        .insert(enrollments)
        .values({ userId: students[who]!, classId, sessionId, ...values })
        .returning()
    )[0]!.id;
  const paid = await enrol('Paid', upcomingA, { status: 'approved' });
  const overdue = await enrol('Overdue', upcomingA, { status: 'approved' });
  await enrol('Pending', upcomingA);
  await enrol('Rejected', upcomingB, { status: 'rejected' });
  await enrol('Done', past, {
    status: 'approved',
    enrollmentType: 'historical',
    completedAt: new Date(),
  });
  const gone = await enrol('Gone', past, {
    status: 'approved',
    enrollmentType: 'historical',
    archivedAt: new Date(),
  });
  const owe = (userId: number, enrollmentId: number, status: 'paid' | 'pending' | 'cancelled') => ({
    userId,
    enrollmentId,
    classId,
    amountCents: 9500,
    dueDate: dateIn(status === 'pending' ? -2 : 10),
    status,
  });
  await db
    .insert(payments)
    .values([
      owe(students.Paid!, paid, 'paid'),
      owe(students.Overdue!, overdue, 'pending'),
      owe(students.Gone!, gone, 'cancelled'),
    ]);
  await db.insert(waitlistEntries).values([
    { userId: students.Wait1!, classId },
    { userId: students.Wait2!, classId, status: 'offered', offeredSessionId: upcomingB },
    { userId: students.Rejected!, classId, status: 'left' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: string) =>
  t.request({ method: 'GET', url, ...(who ? { token: token[who] } : {}) });

describe.each(['participants', 'stats'])('GET /api/classes/{id}/%s: who may read it', (what) => {
  const url = () => `/api/classes/${classId}/${what}`;

  it('asks an anonymous caller to log in', async () => {
    expect((await get(url())).statusCode).toBe(401);
  });

  it.each(['Paid', 'Wait1', 'stranger'])(
    'refuses %s (a student or another instructor)',
    async (who) => {
      const res = await get(url(), who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it.each(['lead', 'guest', 'admin'])(
    'shows it to %s (class, session instructor, admin)',
    async (who) => {
      expect((await get(url(), who)).statusCode).toBe(200);
    },
  );

  it('answers 404 for an unknown class and 400 for an id that is none', async () => {
    expect((await get(`/api/classes/999999/${what}`, 'lead')).statusCode).toBe(404);
    const bad = await get(`/api/classes/abc/${what}`, 'lead');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });

  it('refuses the guest instructor on a class they do not teach', async () => {
    expect((await get(`/api/classes/${otherClassId}/${what}`, 'guest')).statusCode).toBe(403);
  });
});

describe('GET /api/classes/{id}/participants', () => {
  it('lists every session with its students, enrollment and payment status', async () => {
    const res = await get(`/api/classes/${classId}/participants`, 'guest');
    const body = res.json();
    expect(body.class_id).toBe(classId);
    expect(body.sessions.map((s: { session_id: number }) => s.session_id)).toEqual([
      past,
      upcomingA,
      upcomingB,
    ]);
    const [old, a, b] = body.sessions;
    expect(a).toMatchObject({
      capacity: 3,
      enrolled_count: 3,
      available_spots: 0,
      is_upcoming: true,
      start_time: '09:00',
      session_type: 'active',
    });
    expect(old.is_upcoming).toBe(false);
    const byName = (s: { participants: { name: string }[] }) =>
      Object.fromEntries(s.participants.map((p) => [p.name.split(' ')[1], p]));
    const first = byName(a);
    expect(first.Paid).toMatchObject({
      user_id: students.Paid,
      enrollment_status: 'approved',
      payment_status: 'paid',
      amount_due: 0,
    });
    expect(first.Overdue).toMatchObject({ payment_status: 'overdue', amount_due: 95 });
    expect(first.Pending).toMatchObject({
      enrollment_status: 'pending',
      payment_status: 'none',
      amount_due: 0,
    });
    expect(first.Paid.email).toContain('@example.test');
    expect(b.enrolled_count).toBe(0);
    expect(byName(b).Rejected.enrollment_status).toBe('rejected');
    const oldOnes = byName(old);
    expect(oldOnes.Done).toMatchObject({ enrollment_type: 'historical', payment_status: 'none' });
    expect(oldOnes.Done.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A cancelled payment is not owed: the archived student owes nothing.
    expect(oldOnes.Gone).toMatchObject({ payment_status: 'none', amount_due: 0 });
    // Nothing internal in a participant: no hash, no token.
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token/i);
  });
});

describe('GET /api/classes/{id}/stats', () => {
  it('counts seats, enrollments, the waitlist, completion and money', async () => {
    const res = await get(`/api/classes/${classId}/stats`, 'lead');
    expect(res.json()).toEqual({
      class_id: classId,
      seats: { upcoming_sessions: 2, total: 8, held: 4, free: 4 },
      enrollments: { total: 6, pending: 1, approved: 2, rejected: 1, completed: 1, archived: 1 },
      waitlist: { length: 2, offered: 1 },
      completion: { count: 1, rate: 25 },
      revenue: { paid: 95, outstanding: 95, overdue: 95 },
    });
  });

  it('gives zeros for a class with nothing in it', async () => {
    const res = await get(`/api/classes/${otherClassId}/stats`, 'admin');
    expect(res.json()).toMatchObject({
      seats: { upcoming_sessions: 1, total: 10, held: 0, free: 10 },
      enrollments: { total: 0 },
      waitlist: { length: 0, offered: 0 },
      completion: { count: 0, rate: 0 },
      revenue: { paid: 0, outstanding: 0, overdue: 0 },
    });
  });
});

describe('GET /api/instructor/classes', () => {
  const titles = (body: { classes: { title: string }[] }) => body.classes.map((c) => c.title);

  it('asks an anonymous caller to log in and refuses students', async () => {
    expect((await get('/api/instructor/classes')).statusCode).toBe(401);
    expect((await get('/api/instructor/classes', 'Paid')).statusCode).toBe(403);
    expect((await get('/api/instructor/classes', 'Wait2')).statusCode).toBe(403);
  });

  it('lists the class instructor’s class with its upcoming sessions and counts', async () => {
    const res = await get('/api/instructor/classes', 'lead');
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Roster class']);
    const [cls] = res.json().classes;
    expect(cls).toMatchObject({
      id: classId,
      instructor_name: 'Lena lead',
      teaches_class: true,
      student_count: 3,
      pending_count: 1,
      waitlist_count: 2,
      upcoming_session_count: 2,
    });
    expect(cls.upcoming_sessions.map((s: { session_id: number }) => s.session_id)).toEqual([
      upcomingA,
      upcomingB,
    ]);
    expect(cls.upcoming_sessions[1].instructor_name).toBe('Gus guest');
  });

  it('lists a class to the instructor of one of its sessions', async () => {
    const [cls] = (await get('/api/instructor/classes', 'guest')).json().classes;
    expect(cls).toMatchObject({ id: classId, teaches_class: false });
  });

  it('gives another instructor an empty list and an admin every class', async () => {
    expect((await get('/api/instructor/classes', 'stranger')).json()).toEqual({ classes: [] });
    expect(titles((await get('/api/instructor/classes', 'admin')).json())).toEqual([
      'Other class',
      'Roster class',
    ]);
  });
});
