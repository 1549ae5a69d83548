import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { classes, classSessions } from '../../db/schema/index.ts';

/**
 * The calendar (issue 14, part 7): an approved enrolment's .ics and the private feed, parsed with
 * ical.js, with sessions on both sides of a daylight-saving change in the provider's time zone.
 */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://school.example.test' });
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  const zone = await api('PUT', '/api/admin/settings', { time_zone: 'America/New_York' });
  expect(zone.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

function api(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = adminToken,
) {
  return t.request({ method, url, token, ...(payload ? { payload } : {}) });
}

/** A class with sessions on fixed dates (yyyy-MM-dd), written straight to the database. */
async function classWith(
  title: string,
  sessions: { start: string; end: string; from?: string; to?: string; location?: string | null }[],
) {
  const [cls] = await t.database.db
    .insert(classes)
    .values({ title, status: 'active', locationType: 'in-person', locationDetails: 'Main hall' })
    .returning();
  const rows = await t.database.db
    .insert(classSessions)
    .values(
      sessions.map((s) => ({
        classId: cls!.id,
        startDate: s.start,
        endDate: s.end,
        startTime: s.from ?? '09:00',
        endTime: s.to ?? '15:00',
        capacity: 10,
        locationDetails: s.location === undefined ? 'Room 3' : s.location,
      })),
    )
    .returning();
  return { classId: cls!.id, sessionIds: rows.map((r) => r.id) };
}

/** An enrolment of the student in the session, approved by the office. */
async function approvedEnrolment(token: string, classId: number, sessionId: number) {
  const res = await api('POST', `/api/enrollments/${classId}`, { sessionId }, token);
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { enrollment: { id: number } }).enrollment.id;
  expect((await api('POST', `/api/enrollments/${id}/approve`, {})).statusCode).toBe(200);
  return id;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  sequence: number;
  location: string | null;
  start: string;
  end: string;
}

/** The events of an iCalendar text, as ical.js reads them, with UTC instants. */
function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      location: event.location ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

const byStart = (events: ParsedEvent[]) =>
  [...events].sort((a, b) => a.start.localeCompare(b.start));

describe('an approved enrolment as an .ics file', () => {
  it('gives each session day at the provider clock, across the change to summer time', async () => {
    // In New York summer time starts on Sunday 14 March 2027: 09:00 is 14:00 UTC before, 13:00 after.
    const { classId, sessionIds } = await classWith('Spring Safety', [
      { start: '2027-03-13', end: '2027-03-15' },
    ]);
    const student = await signedInStudent(t);
    const id = await approvedEnrolment(student.token, classId, sessionIds[0]!);

    const res = await api('GET', `/api/calendar/enrollments/${id}`, undefined, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('spring-safety');
    const events = byStart(parse(res.body));
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2027-03-13T14:00:00.000Z', '2027-03-13T20:00:00.000Z'],
      ['2027-03-14T13:00:00.000Z', '2027-03-14T19:00:00.000Z'],
      ['2027-03-15T13:00:00.000Z', '2027-03-15T19:00:00.000Z'],
    ]);
    expect(events.every((e) => e.summary === 'Spring Safety')).toBe(true);
    expect(events.every((e) => e.status === 'CONFIRMED' && e.location === 'Room 3')).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
    expect(events[0]!.uid).toBe(`enrollment-${id}-20270313@school.example.test`);

    // The same file again: the same UIDs (stable), nothing of the student's in it.
    const again = await api('GET', `/api/calendar/enrollments/${id}`, undefined, student.token);
    expect(
      parse(again.body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual(events.map((e) => e.uid).sort());
    expect(again.body).not.toContain(student.email);
    expect(again.body).not.toContain('Dent');
  });

  it('gives the change back to winter time too', async () => {
    // New York leaves summer time on Sunday 7 November 2027: 18:30 is 22:30 UTC before, 23:30 after.
    const { classId, sessionIds } = await classWith('Autumn Evening', [
      { start: '2027-11-06', end: '2027-11-07', from: '18:30', to: '20:00', location: null },
    ]);
    const student = await signedInStudent(t);
    const id = await approvedEnrolment(student.token, classId, sessionIds[0]!);
    const res = await api('GET', `/api/calendar/enrollments/${id}`, undefined, student.token);
    const events = byStart(parse(res.body));
    expect(events.map((e) => e.start)).toEqual([
      '2027-11-06T22:30:00.000Z',
      '2027-11-07T23:30:00.000Z',
    ]);
    // No session location: the class's.
    expect(events[0]!.location).toBe('Main hall');
  });

  it('is only for the caller’s own approved enrolment', async () => {
    const { classId, sessionIds } = await classWith('Private Class', [
      { start: '2027-05-03', end: '2027-05-03' },
    ]);
    const owner = await signedInStudent(t);
    const other = await signedInStudent(t, 'Other');
    const id = await approvedEnrolment(owner.token, classId, sessionIds[0]!);
    const url = `/api/calendar/enrollments/${id}`;

    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await api('GET', url, undefined, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'Enrollment not found',
      code: 'NOT_FOUND',
      message_key: 'enroll.notFound',
    });
    // Even the office reads only its own enrolments here.
    expect((await api('GET', url)).statusCode).toBe(404);
    expect(
      (await api('GET', '/api/calendar/enrollments/999999', undefined, owner.token)).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', '/api/calendar/enrollments/abc', undefined, owner.token)).statusCode,
    ).toBe(400);

    // A pending enrolment has no calendar yet.
    const { classId: c2, sessionIds: s2 } = await classWith('Pending Class', [
      { start: '2027-05-04', end: '2027-05-04' },
    ]);
    const pending = await api('POST', `/api/enrollments/${c2}`, { sessionId: s2[0] }, owner.token);
    const pendingId = (pending.json() as { enrollment: { id: number } }).enrollment.id;
    expect(
      (await api('GET', `/api/calendar/enrollments/${pendingId}`, undefined, owner.token))
        .statusCode,
    ).toBe(404);
  });

  it('marks the days of a cancelled session cancelled, with a higher sequence', async () => {
    const { classId, sessionIds } = await classWith('Cancelled Later', [
      { start: '2027-06-07', end: '2027-06-08' },
    ]);
    const student = await signedInStudent(t);
    const id = await approvedEnrolment(student.token, classId, sessionIds[0]!);
    const url = `/api/calendar/enrollments/${id}`;
    const before = parse((await api('GET', url, undefined, student.token)).body);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cancel = await api('PATCH', `/api/sessions/sessions/${sessionIds[0]}/status`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    const after = parse((await api('GET', url, undefined, student.token)).body);
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    expect(after.every((e) => e.status === 'CANCELLED')).toBe(true);
    expect(after[0]!.summary).toBe('Cancelled: Cancelled Later');
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
  });
  it('marks a withdrawn enrolment cancelled', async () => {
    const { classId, sessionIds } = await classWith('Withdrawn Later', [
      { start: '2027-09-06', end: '2027-09-06' },
    ]);
    const student = await signedInStudent(t);
    const id = await approvedEnrolment(student.token, classId, sessionIds[0]!);
    expect(
      (await api('DELETE', `/api/enrollments/${id}`, undefined, student.token)).statusCode,
    ).toBe(200);
    const res = await api('GET', `/api/calendar/enrollments/${id}`, undefined, student.token);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body).map((e) => e.status)).toEqual(['CANCELLED']);
  });
});

describe('the private calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is made, read without login, and revoked', async () => {
    const student = await signedInStudent(t);
    const { classId, sessionIds } = await classWith('Feed Class', [
      { start: '2027-03-13', end: '2027-03-13' },
      { start: '2027-03-20', end: '2027-03-20', from: '10:00', to: '12:00' },
    ]);
    const { classId: removedClass, sessionIds: removedSessions } = await classWith(
      'Removed Class',
      [
        { start: '2027-04-01', end: '2027-04-01' },
        { start: '2027-04-08', end: '2027-04-08' },
      ],
    );
    await approvedEnrolment(student.token, classId, sessionIds[0]!);
    await approvedEnrolment(student.token, removedClass, removedSessions[0]!);

    expect((await api('GET', '/api/calendar/feed', undefined, student.token)).json()).toEqual({
      active: false,
      created_at: null,
    });
    const made = await api('POST', '/api/calendar/feed', {}, student.token);
    expect(made.statusCode).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(
      /^https:\/\/school\.example\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const status = (await api('GET', '/api/calendar/feed', undefined, student.token)).json();
    expect(status.active).toBe(true);

    // Only the token's hash is stored.
    const token = feedPath(url)
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from calendar_feeds`,
    );
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);

    // The office removes a session: it stays in the feed, cancelled.
    const removed = await api('DELETE', `/api/sessions/${removedSessions[0]}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const feed = await t.request({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = byStart(parse(feed.body));
    expect(events.map((e) => [e.summary, e.start, e.status])).toEqual([
      ['Feed Class', '2027-03-13T14:00:00.000Z', 'CONFIRMED'],
      ['Cancelled: Removed Class', '2027-04-01T13:00:00.000Z', 'CANCELLED'],
    ]);
    expect(feed.body).toContain('REFRESH-INTERVAL');
    expect(feed.body).not.toContain(student.email);

    // A new address replaces the old one; revoking ends it.
    const remade = await api('POST', '/api/calendar/feed', {}, student.token);
    const newUrl = (remade.json() as { url: string }).url;
    expect(newUrl).not.toBe(url);
    expect((await t.request({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: feedPath(newUrl) })).statusCode).toBe(200);
    const revoked = await api('DELETE', '/api/calendar/feed', undefined, student.token);
    expect(revoked.json()).toEqual({ message: 'Calendar feed address revoked' });
    const gone = await t.request({ method: 'GET', url: feedPath(newUrl) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'Calendar feed not found',
      code: 'NOT_FOUND',
      message_key: 'calendar.feedNotFound',
    });
    expect((await api('DELETE', '/api/calendar/feed', undefined, student.token)).statusCode).toBe(
      404,
    );
  });

  it('gives each student only their own sessions; unknown tokens are 404', async () => {
    const ann = await signedInStudent(t, 'Ann');
    const bob = await signedInStudent(t, 'Bob');
    const { classId, sessionIds } = await classWith('Ann Only', [
      { start: '2027-07-01', end: '2027-07-01' },
    ]);
    await approvedEnrolment(ann.token, classId, sessionIds[0]!);
    const annUrl = (await api('POST', '/api/calendar/feed', {}, ann.token)).json().url as string;
    const bobUrl = (await api('POST', '/api/calendar/feed', {}, bob.token)).json().url as string;

    expect(parse((await t.request({ method: 'GET', url: feedPath(annUrl) })).body)).toHaveLength(1);
    expect(parse((await t.request({ method: 'GET', url: feedPath(bobUrl) })).body)).toEqual([]);
    // Bob revoking his feed does not touch Ann's, and his old token is no key to hers.
    await api('DELETE', '/api/calendar/feed', undefined, bob.token);
    expect((await t.request({ method: 'GET', url: feedPath(bobUrl) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: feedPath(annUrl) })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/calendar/feed/not-a-feed.ics' })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/calendar/feed/${'x'.repeat(300)}.ics` }))
        .statusCode,
    ).toBe(414);
  });

  it('needs a login to be made, read or revoked', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/calendar/feed' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('stops a suspended account’s feed', async () => {
    const student = await signedInStudent(t);
    const url = (await api('POST', '/api/calendar/feed', {}, student.token)).json().url as string;
    await t.database.db.execute(
      sql`update users set status = 'suspended' where id = ${student.id}`,
    );
    expect((await t.request({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
  });
  it('is rate limited per client address, counted before the lookup', async () => {
    const student = await signedInStudent(t);
    const url = (await api('POST', '/api/calendar/feed', {}, student.token)).json().url as string;
    const fetchFrom = (remoteAddress: string, path: string) =>
      t.request({ method: 'GET', url: path, remoteAddress });
    expect((await fetchFrom('10.70.0.1', feedPath(url))).statusCode).toBe(200);
    // The address has used its window: 600 hits within 10 minutes.
    await t.database.db.execute(
      sql`insert into rate_limit_hits (key) select 'calendar-feed:ip:10.70.0.1' from generate_series(1, 600)`,
    );
    const limited = await fetchFrom('10.70.0.1', feedPath(url));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many calendar requests. Please try again later.',
      code: 'RATE_LIMITED',
      message_key: 'calendar.tooMany',
    });
    expect((await fetchFrom('10.70.0.1', '/api/calendar/feed/unknown.ics')).statusCode).toBe(429);
    expect((await fetchFrom('10.70.0.2', feedPath(url))).statusCode).toBe(200);
  });
});
