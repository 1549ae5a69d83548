import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { openPostgres, queryRows, type Database } from '../../db/client.ts';

/**
 * The catalogue is served from a cache (decision 0042): every kind of write that the answer
 * shows changes the very next answer, on this instance and on another one on the same database;
 * ETags and 304s follow the content.
 */

let t: TestApp;
let adminToken: string;
let instructor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  const ivy = await t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' });
  instructor = { id: ivy.id, token: await t.tokenFor(ivy.id) };
});
afterAll(async () => {
  await t?.close();
});

const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const session = (days: number, capacity = 10) => ({
  date: dateIn(days),
  end_date: dateIn(days),
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 3',
  capacity,
});
const api = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: adminToken, ...(payload ? { payload } : {}) });

interface Listed {
  id: number;
  title: string;
  description: string;
  instructor_name: string | null;
  student_count: number;
  total_enrollments: number;
  sessions: { id: number; enrolled_count: number; available_spots: number }[];
}
async function listed(app: Pick<TestApp, 'request'> = t, query = ''): Promise<Listed[]> {
  const res = await app.request({ method: 'GET', url: `/api/classes${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().classes as Listed[];
}
const find = async (id: number, app: Pick<TestApp, 'request'> = t) =>
  (await listed(app)).find((c) => c.id === id);

async function createClass(title: string, dates = [session(10), session(20)]) {
  const res = await api('POST', '/api/admin/classes', {
    title,
    instructor_id: instructor.id,
    description: 'A class for the cache',
    price: 95,
    dates,
  });
  expect(res.statusCode).toBe(201);
  return res.json().class as Listed;
}

describe('the catalogue after each kind of write', () => {
  it('shows class creation, edits, status and deletion at once', async () => {
    await listed(); // the cache is warm before each write
    const cls = await createClass('Cache Created');
    expect((await find(cls.id))?.title).toBe('Cache Created');
    expect((await t.request({ method: 'GET', url: `/api/classes/${cls.id}` })).statusCode).toBe(
      200,
    );

    expect(
      (await api('PUT', `/api/admin/classes/${cls.id}`, { title: 'Cache Renamed' })).statusCode,
    ).toBe(200);
    expect((await find(cls.id))?.title).toBe('Cache Renamed');
    expect(
      (await t.request({ method: 'GET', url: `/api/classes/${cls.id}` })).json().class.title,
    ).toBe('Cache Renamed');

    expect(
      (await api('PUT', `/api/classes/${cls.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await find(cls.id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: `/api/classes/${cls.id}` })).statusCode).toBe(
      404,
    );

    const doomed = await createClass('Cache Deleted');
    expect(await find(doomed.id)).toBeDefined();
    expect((await api('DELETE', `/api/admin/classes/${doomed.id}`)).statusCode).toBe(200);
    expect(await find(doomed.id)).toBeUndefined();
  });

  it('shows session changes at once', async () => {
    const cls = await createClass('Cache Sessions');
    const [first, second] = (await find(cls.id))!.sessions;
    expect(
      (await api('PATCH', `/api/sessions/sessions/${first!.id}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect((await find(cls.id))!.sessions.map((s) => s.id)).toEqual([second!.id]);
  });

  it('shows enrolments, approvals and withdrawals at once', async () => {
    const cls = await createClass('Cache Seats', [session(10, 5)]);
    const sessionId = (await find(cls.id))!.sessions[0]!.id;
    const student = await signedInStudent(t);
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/enrollments/${cls.id}`,
      token: student.token,
      payload: { sessionId },
    });
    expect(enrolled.statusCode).toBe(201);
    const enrollmentId = enrolled.json().enrollment.id as number;
    expect((await find(cls.id))!.sessions[0]).toMatchObject({
      enrolled_count: 1,
      available_spots: 4,
    });
    expect((await find(cls.id))!.student_count).toBe(0);

    expect((await api('POST', `/api/enrollments/${enrollmentId}/approve`, {})).statusCode).toBe(
      200,
    );
    expect((await find(cls.id))!).toMatchObject({ student_count: 1, total_enrollments: 1 });

    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/enrollments/${enrollmentId}`,
      token: student.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = (await find(cls.id))!;
    expect(after.student_count).toBe(0);
    expect(after.sessions[0]).toMatchObject({ enrolled_count: 0, available_spots: 5 });
  });

  it("shows an instructor's new name at once", async () => {
    const cls = await createClass('Cache Instructor');
    expect((await find(cls.id))!.instructor_name).toBe('Ivy Moss');
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: instructor.token,
      payload: { first_name: 'Ivy', last_name: 'Fern' },
    });
    expect(res.statusCode).toBe(200);
    expect((await find(cls.id))!.instructor_name).toBe('Ivy Fern');
  });

  it("follows the provider's time zone setting at once", async () => {
    // A session that starts five hours from now on the wall clock of its date: it has started
    // where the clock is 14 hours ahead of UTC and is still ahead where it is 11 hours behind.
    const wall = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const cls = await createClass('Cache Time Zone', [session(30)]);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into class_sessions (class_id, start_date, end_date, start_time, end_time, capacity)
          values (${cls.id}, ${wall.slice(0, 10)}, ${wall.slice(0, 10)}, ${wall.slice(11, 16)}, '23:59', 5)
          returning id`,
    );
    const setZone = async (zone: string) =>
      expect((await api('PUT', '/api/admin/settings', { time_zone: zone })).statusCode).toBe(200);
    await setZone('Pacific/Kiritimati');
    expect((await find(cls.id))!.sessions.map((s) => s.id)).not.toContain(row!.id);
    await setZone('Pacific/Pago_Pago');
    expect((await find(cls.id))!.sessions.map((s) => s.id)).toContain(row!.id);
  });

  it('filters and searches the current catalogue', async () => {
    await listed(t, '?search=Cache%20Filter');
    const cls = await createClass('Cache Filter 100%');
    expect((await listed(t, '?search=Cache%20Filter')).map((c) => c.id)).toEqual([cls.id]);
    expect((await listed(t, '?search=filter%20100%25')).map((c) => c.id)).toEqual([cls.id]);
    expect((await listed(t, '?search=filter%20100_')).map((c) => c.id)).toEqual([]);
    expect((await listed(t, '?price_range=under-200&search=Cache%20Filter')).length).toBe(1);
    expect((await listed(t, '?price_range=over-400&search=Cache%20Filter')).length).toBe(0);
  });
});

describe('ETag and 304', () => {
  it('answers 304 to the current ETag and a new answer after a write', async () => {
    const cls = await createClass('Cache ETag');
    for (const url of [
      '/api/classes',
      `/api/classes/${cls.id}`,
      `/api/classes/${cls.id}/sessions`,
    ]) {
      const first = await t.request({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBeUndefined();
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

      const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A strong spelling of the same tag and a list that holds it match too (weak comparison).
      const strong = etag.slice(2);
      for (const header of [strong, `"other", ${etag}`, '*']) {
        expect(
          (await t.request({ method: 'GET', url, headers: { 'if-none-match': header } }))
            .statusCode,
        ).toBe(304);
      }
      expect(
        (await t.request({ method: 'GET', url, headers: { 'if-none-match': '"other"' } }))
          .statusCode,
      ).toBe(200);
    }

    const before = (await t.request({ method: 'GET', url: `/api/classes/${cls.id}` })).headers
      .etag as string;
    await api('PUT', `/api/admin/classes/${cls.id}`, { description: 'Changed' });
    const after = await t.request({
      method: 'GET',
      url: `/api/classes/${cls.id}`,
      headers: { 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().class.description).toBe('Changed');
    expect(after.headers.etag).not.toBe(before);
  });

  it('gives the same ETag on two instances for the same answer', async () => {
    const other = await secondInstance();
    try {
      const here = await t.request({ method: 'GET', url: '/api/classes' });
      const there = await other.request({ method: 'GET', url: '/api/classes' });
      expect(there.body).toBe(here.body);
      expect(there.headers.etag).toBe(here.headers.etag);
    } finally {
      await other.close();
    }
  });

  it("shows the class's students to its staff, not from the public answer", async () => {
    const cls = await createClass('Cache Staff');
    const sessionId = (await find(cls.id))!.sessions[0]!.id;
    const student = await signedInStudent(t, 'Sam');
    await t.request({
      method: 'POST',
      url: `/api/enrollments/${cls.id}`,
      token: student.token,
      payload: { sessionId },
    });
    const url = `/api/classes/${cls.id}/sessions`;
    const visitor = await t.request({ method: 'GET', url });
    expect(visitor.json().sessions[0].students).toBeUndefined();
    const staff = await t.request({ method: 'GET', url, token: instructor.token });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers.etag).toBeUndefined();
    expect(staff.json().sessions[0].students).toHaveLength(1);
  });
});

/** Another app on the same database, with its own cache (as a second server process would be). */
async function secondInstance(): Promise<Pick<TestApp, 'request' | 'close'>> {
  let database: Database = t.database;
  let own = false;
  if (t.database.kind === 'postgres') {
    database = openPostgres(t.database.pool!.options.connectionString!, 5);
    own = true;
  }
  const app: FastifyInstance = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return {
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      if (own) await database.close();
    },
  };
}

describe('two instances on one database', () => {
  it("shows a write through one instance in the other's next answer", async () => {
    const other = await secondInstance();
    try {
      const cls = await createClass('Cache Two Instances', [session(10, 3)]);
      const sessionId = (await find(cls.id, other))!.sessions[0]!.id;
      expect((await find(cls.id, other))!.sessions[0]!.available_spots).toBe(3);
      // Warm the other instance's class answer too, then write through this one.
      await other.request({ method: 'GET', url: `/api/classes/${cls.id}` });
      const student = await signedInStudent(t, 'Twin');
      const res = await t.request({
        method: 'POST',
        url: `/api/enrollments/${cls.id}`,
        token: student.token,
        payload: { sessionId },
      });
      expect(res.statusCode).toBe(201);
      expect((await find(cls.id, other))!.sessions[0]!.available_spots).toBe(2);
      const one = await other.request({ method: 'GET', url: `/api/classes/${cls.id}` });
      expect(one.json().class.sessions[0].available_spots).toBe(2);

      await api('PUT', `/api/classes/${cls.id}/status`, { status: 'cancelled' });
      expect(await find(cls.id, other)).toBeUndefined();
      expect(
        (await other.request({ method: 'GET', url: `/api/classes/${cls.id}` })).statusCode,
      ).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the version counters', () => {
  const version = async () =>
    BigInt(
      (
        await queryRows<{ v: string }>(
          t.database.db,
          sql`select sum(n)::text as v from catalogue_changes`,
        )
      )[0]!.v,
    );

  it('counts each committed writing transaction once, and writers never wait for each other over it', async () => {
    const a = await createClass('Counter A');
    const b = await createClass('Counter B');
    const start = await version();
    if (t.database.kind === 'postgres') {
      // Two open transactions write at once: the second must not wait for the first to commit
      // (its statement would time out if it queued on the first writer's counter).
      const first = await t.database.pool!.connect();
      const second = await t.database.pool!.connect();
      try {
        await first.query('begin');
        await first.query(`update classes set description = 'first' where id = $1`, [a.id]);
        await second.query('begin');
        await second.query(`set local lock_timeout = '2s'`);
        await second.query(`update classes set description = 'second' where id = $1`, [b.id]);
        await second.query(`update class_sessions set capacity = capacity where class_id = $1`, [
          b.id,
        ]);
        // Not committed yet: the version does not show them.
        expect(await version()).toBe(start);
        await second.query('commit');
        // Two statements of one transaction: one change of the version (migration 0017).
        expect(await version()).toBe(start + 1n);
        await first.query('commit');
        expect(await version()).toBe(start + 2n);
      } finally {
        first.release();
        second.release();
      }
    } else {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update classes set description = 'first' where id = ${a.id}`);
        await tx.execute(sql`update classes set description = 'again' where id = ${a.id}`);
      });
      expect(await version()).toBe(start + 1n);
    }
    // A change undone with its savepoint is not taken for one that stands: the next write of the
    // same transaction still counts.
    const beforeSavepoint = await version();
    await t.database.db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update classes set description = 'undone' where id = ${a.id}`);
          throw new Error('roll back to the savepoint');
        })
        .catch(() => undefined);
      await tx.execute(sql`update classes set description = 'kept' where id = ${a.id}`);
    });
    expect(await version()).toBe(beforeSavepoint + 1n);
    expect((await find(a.id))?.description).toBe('kept');
    // A rolled-back write counts for nothing.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update classes set description = 'undone' where id = ${b.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const settled = await version();
    expect((await find(b.id))?.description).not.toBe('undone');
    expect(await version()).toBe(settled);
  });
});

describe('compressed answers', () => {
  const unpack = (coding: string | undefined, bytes: Buffer) =>
    coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });
  // A class whose answers are worth compressing (a kilobyte and more).
  const longDescription = Array.from(
    { length: 30 },
    (_, i) => `Part ${i}: breathing, posture and practice.`,
  ).join(' ');
  async function largeClass(title: string) {
    const res = await api('POST', '/api/admin/classes', {
      title,
      instructor_id: instructor.id,
      description: longDescription,
      price: 95,
      dates: [session(10), session(20), session(30), session(40)],
    });
    expect(res.statusCode).toBe(201);
    return res.json().class as Listed;
  }

  it('sends each encoding the client takes, all decoding to the same JSON, with one ETag', async () => {
    const cls = await largeClass('Compressed Answers');
    for (const url of [
      '/api/classes',
      `/api/classes/${cls.id}`,
      `/api/classes/${cls.id}/sessions`,
      '/api/classes?search=Compressed%20Answers',
    ]) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [acceptEncoding, coding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0.5, gzip', 'gzip'],
        ['identity', undefined],
        ['deflate', undefined],
      ] as const) {
        const res = await get(url, { 'accept-encoding': acceptEncoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(unpack(coding, res.rawPayload).equals(plain.rawPayload)).toBe(true);
        if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    }
  });

  it('honours refusals (q=0) and weights', async () => {
    const cls = await largeClass('Compressed Refusals');
    const url = `/api/classes/${cls.id}`;
    for (const [acceptEncoding, coding] of [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['*;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['br;q=0, gzip;q=0, *;q=0.1', undefined],
      ['br;q=0.1, identity;q=0.5', undefined],
      ['identity;q=0, gzip;q=0.2, br;q=0.1', 'gzip'],
      ['GZIP;Q=1', 'gzip'],
      ['x-gzip', 'gzip'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': acceptEncoding });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(unpack(coding, res.rawPayload).toString()).toContain('Compressed Refusals');
    }
  });

  it('answers 304 to the ETag whatever the encoding, without a body or an encoding', async () => {
    const cls = await largeClass('Compressed 304');
    for (const url of ['/api/classes', `/api/classes/${cls.id}`]) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;
      for (const acceptEncoding of ['br', 'gzip', 'identity', 'br, gzip']) {
        const res = await get(url, { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
        expect(res.statusCode).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });

  it('sends a tiny answer as it is, still saying that it varies', async () => {
    const cls = await createClass('Compressed Tiny', [session(10)]);
    const sessionId = (await find(cls.id))!.sessions[0]!.id;
    await api('PATCH', `/api/sessions/sessions/${sessionId}/status`, { status: 'cancelled' });
    const res = await get(`/api/classes/${cls.id}/sessions`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"sessions":[]}');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses the new answer after a write', async () => {
    const cls = await largeClass('Compressed Before');
    const urls = ['/api/classes', `/api/classes/${cls.id}`];
    const before = new Map<string, Buffer>();
    for (const url of urls) {
      for (const coding of ['br', 'gzip']) {
        before.set(`${url} ${coding}`, (await get(url, { 'accept-encoding': coding })).rawPayload);
      }
    }
    expect(
      (await api('PUT', `/api/admin/classes/${cls.id}`, { title: 'Compressed After' })).statusCode,
    ).toBe(200);
    for (const url of urls) {
      const plain = (await get(url)).rawPayload;
      expect(plain.toString()).toContain('Compressed After');
      expect(plain.toString()).not.toContain('Compressed Before');
      for (const coding of ['br', 'gzip']) {
        const res = await get(url, { 'accept-encoding': coding });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.rawPayload.equals(before.get(`${url} ${coding}`)!)).toBe(false);
        expect(unpack(coding, res.rawPayload).equals(plain)).toBe(true);
      }
    }
  });
});
