import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/factories.ts';
import { queryRows } from './client.ts';
import { PAGE_TOO_DEEP } from './paging.ts';

/**
 * The long lists of the back office (docs/decisions/0043): bounded page depth, counts exact up to
 * LIMITS.exactCountMax and flagged estimates above, pages of the lists the specification gives no
 * pagination, and the contains-search through the trigram index. Behaviour only; timings are the
 * bench's (`npm run bench -- scale`).
 */

let t: TestApp;
let adminToken: string;
let studentId: number;
let classId: number;
let sessionId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Office' });
  adminToken = await t.tokenFor(admin.id);
  studentId = (await t.createUser({ firstName: 'Quentin', lastName: 'Marlowe-Fitz' })).id;
  const cls = await createClass(t, { title: 'Paging class', sessions: [{ startInDays: -40 }] });
  classId = cls.classId;
  sessionId = cls.sessionIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.request({ method: 'GET', url, token: adminToken });

describe('user search', () => {
  const names = (res: Awaited<ReturnType<typeof get>>) =>
    (res.json().users as { name: string }[]).map((u) => u.name);

  it('matches a term anywhere in the name or the address, whatever its case', async () => {
    expect(names(await get('/api/admin/users/search?searchTerm=lowe-fi'))).toEqual([
      'Quentin Marlowe-Fitz',
    ]);
    expect(names(await get('/api/admin/users/search?searchTerm=MARLOWE'))).toEqual([
      'Quentin Marlowe-Fitz',
    ]);
    expect(names(await get('/api/admin/users/search?searchTerm=Quentin%20Marl'))).toEqual([
      'Quentin Marlowe-Fitz',
    ]);
    const byAddress = await get('/api/admin/users/search?searchTerm=example.test&limit=50');
    expect(names(byAddress)).toContain('Quentin Marlowe-Fitz');
  });

  it('finds one- and two-letter terms, and treats % and _ literally', async () => {
    expect(names(await get('/api/admin/users/search?searchTerm=q&limit=50'))).toContain(
      'Quentin Marlowe-Fitz',
    );
    expect(names(await get('/api/admin/users/search?searchTerm=tz&limit=50'))).toContain(
      'Quentin Marlowe-Fitz',
    );
    for (const term of ['%', '_', 'Quent%n']) {
      const res = await get(`/api/admin/users/search?searchTerm=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual([]);
    }
  });

  it('a term never matches across the name and the address', async () => {
    const res = await get('/api/admin/users/search?searchTerm=fitzquentin');
    expect(names(res)).toEqual([]);
  });

  it('the trigram index of the search is there, on both databases', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where indexname = 'users_search_trgm_idx'`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('counts and page depth', () => {
  beforeAll(async () => {
    // More people than the exact-count bound, all matching one term.
    await t.database.db.execute(
      sql`insert into users (first_name, last_name, email, password_hash)
          select 'Many', 'Zanzibar' || g, 'many' || g || '@crowd.test', 'x'
          from generate_series(1, ${LIMITS.exactCountMax + 200}) g`,
    );
    await t.database.db.execute(sql`analyze users`);
  });

  it('a total is exact up to the bound and flagged as an estimate above it', async () => {
    const few = await get('/api/admin/users/search?searchTerm=marlowe');
    expect(few.json().pagination).toEqual({
      page: 1,
      limit: 10,
      total: 1,
      total_is_estimate: false,
    });
    const many = await get('/api/admin/users/search?searchTerm=zanzibar&limit=50');
    expect(many.statusCode).toBe(200);
    expect(many.json().users).toHaveLength(50);
    expect(many.json().pagination.total_is_estimate).toBe(true);
    expect(many.json().pagination.total).toBeGreaterThan(LIMITS.exactCountMax);
  });

  it('pages reach 10,000 rows deep and no further', async () => {
    const deepest = LIMITS.listDepthMax / 50;
    const last = await get(`/api/admin/users/search?searchTerm=zanzibar&limit=50&page=${deepest}`);
    expect(last.statusCode).toBe(200);
    for (const url of [
      `/api/admin/users/search?limit=50&page=${deepest + 1}`,
      `/api/enrollments?limit=20&page=${LIMITS.listDepthMax / 20 + 1}`,
      `/api/certificates?limit=100&page=${LIMITS.listDepthMax / 100 + 1}`,
      `/api/admin/financial/transactions?limit=500&page=${LIMITS.listDepthMax / 500 + 1}`,
      `/api/admin/classes?limit=25&page=${LIMITS.listDepthMax / 25 + 1}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe(PAGE_TOO_DEEP);
    }
  });
});

describe('enrolments', () => {
  beforeAll(async () => {
    // 30 enrolments of different students in one class, one a minute apart.
    await t.database.db.execute(
      sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at)
          select u.id, ${classId}, ${sessionId},
                 case when u.rn % 3 = 0 then 'rejected'::enrollment_status else 'approved'::enrollment_status end,
                 'historical', now() - (u.rn || ' minutes')::interval
          from (select id, row_number() over (order by id) as rn from users
                where email like 'many%@crowd.test' order by id limit 30) u`,
    );
  });

  it('pages newest first with an exact total and the page after the last empty', async () => {
    const q = `/api/enrollments?classId=${classId}&status=all&limit=20`;
    const first = await get(`${q}&page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 30, total_is_estimate: false, page: 1, limit: 20 });
    const dates = (first.json().enrollments as { enrolled_at: string }[]).map((e) => e.enrolled_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get(`${q}&page=2`);
    expect(second.json().enrollments).toHaveLength(10);
    const ids = new Set(
      [...first.json().enrollments, ...second.json().enrollments].map((e: { id: number }) => e.id),
    );
    expect(ids.size).toBe(30);
    expect((await get(`${q}&page=3`)).json().enrollments).toEqual([]);
  });

  it('the stat cards count exactly below the bound and say so', async () => {
    const stats = (await get('/api/enrollments/stats')).json();
    expect(stats).toMatchObject({
      totalEnrollments: 30,
      rejectedEnrollments: 10,
      totalIsEstimate: false,
      rejectedIsEstimate: false,
    });
    expect((await get('/api/admin/dashboard/stats')).json()).toEqual(stats);
  });
});

describe('lists the specification gives no pagination', () => {
  beforeAll(async () => {
    const admin = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where role = 'admin' limit 1`,
    );
    // 130 certificates: every third revoked, every fifth expired.
    await t.database.db.execute(
      sql`insert into certificates (user_id, class_id, session_id, certificate_name, file_path,
                                    file_type, file_size, expiration_date, status, uploaded_by, upload_date)
          select ${studentId}, ${classId}, ${sessionId}, 'Cert ' || g, 'paging/' || g || '.pdf',
                 'application/pdf', 1000,
                 case when g % 5 = 0 then current_date - 5 else current_date + 365 end,
                 case when g % 3 = 0 then 'revoked'::certificate_status else 'active'::certificate_status end,
                 ${admin[0]!.id}, now() - (g || ' minutes')::interval
          from generate_series(1, 130) g`,
    );
    // 120 ledger rows and 5 reminders (not in the ledger).
    await t.database.db.execute(
      sql`insert into transactions (user_id, type, status, amount_cents, created_at)
          select ${studentId}, case when g <= 120 then 'payment'::transaction_type else 'reminder'::transaction_type end,
                 'completed', 1000, now() - (g || ' minutes')::interval
          from generate_series(1, 125) g`,
    );
  });

  it('certificates come a page at a time (100 by default), filtered by status in the query', async () => {
    const first = await get('/api/certificates');
    expect(first.statusCode).toBe(200);
    expect(first.json().certificates).toHaveLength(100);
    expect(first.json().pagination).toEqual({
      page: 1,
      limit: 100,
      total: 130,
      total_is_estimate: false,
    });
    expect(first.json().certificates[0].certificate_name).toBe('Cert 1');
    expect((await get('/api/certificates?page=2')).json().certificates).toHaveLength(30);
    const revoked = await get('/api/certificates?status=revoked&limit=10');
    expect(revoked.json().pagination.total).toBe(43);
    expect(
      (revoked.json().certificates as { status: string }[]).every((c) => c.status === 'revoked'),
    ).toBe(true);
    const expired = await get('/api/certificates?status=expired&limit=50');
    // g % 5 = 0 and not revoked: 26 multiples of 5, 8 of them multiples of 15.
    expect(expired.json().pagination.total).toBe(18);
    const active = await get('/api/certificates?status=active&limit=100');
    expect(active.json().pagination.total).toBe(130 - 43 - 18);
    const search = await get('/api/certificates?search=marlowe&limit=5');
    expect(search.json().pagination.total).toBe(130);
    expect((await get('/api/certificates?limit=101')).statusCode).toBe(400);
  });

  it('the ledger comes 100 rows at a time, up to 500 a page, reminders left out', async () => {
    const first = await get('/api/admin/financial/transactions');
    expect(first.json().transactions).toHaveLength(100);
    expect(first.json().pagination).toEqual({
      page: 1,
      limit: 100,
      total: 120,
      total_is_estimate: false,
    });
    expect(
      (await get('/api/admin/financial/transactions?page=2')).json().transactions,
    ).toHaveLength(20);
    expect(
      (await get('/api/admin/financial/transactions?limit=500')).json().transactions,
    ).toHaveLength(120);
    expect((await get('/api/admin/financial/transactions?limit=501')).statusCode).toBe(400);
  });

  it('classes: every class without page or limit, a page with them', async () => {
    for (let i = 0; i < 3; i++) await createClass(t, { title: `Paging extra ${i}` });
    const all = await get('/api/admin/classes');
    expect(all.json().classes).toHaveLength(4);
    expect(all.json().pagination).toBeUndefined();
    const page = await get('/api/admin/classes?page=2&limit=3');
    expect(page.json().pagination).toEqual({ page: 2, limit: 3, total: 4 });
    expect(page.json().classes.map((c: { title: string }) => c.title)).toEqual(['Paging extra 2']);
    expect((await get('/api/admin/classes?limit=26')).statusCode).toBe(400);
  });

  it('classes: a title search pages its matches, whatever their case, % and _ as typed', async () => {
    for (const title of [
      'Search Infant CPR',
      'search infant care',
      'SEARCH INFANT naps',
      '100% infant_x',
    ])
      await createClass(t, { title });
    const titles = (res: Awaited<ReturnType<typeof get>>) =>
      (res.json().classes as { title: string }[]).map((c) => c.title);
    const first = await get('/api/admin/classes?search=h%20INFANT&page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3 });
    const second = await get('/api/admin/classes?search=h%20INFANT&page=2&limit=2');
    expect(second.json().pagination).toEqual({ page: 2, limit: 2, total: 3 });
    // By title, as the whole list orders them (the database's collation decides the case order).
    expect([...titles(first), ...titles(second)].sort()).toEqual(
      ['SEARCH INFANT naps', 'Search Infant CPR', 'search infant care'].sort(),
    );
    expect(titles(first).length).toBe(2);
    expect(titles(second).length).toBe(1);
    // Whitespace around the text is not searched; a blank search is no search.
    expect(
      (await get('/api/admin/classes?search=%20%20h%20infant%20&limit=25')).json().pagination.total,
    ).toBe(3);
    const all = (await get('/api/admin/classes?limit=25')).json().pagination.total as number;
    expect((await get('/api/admin/classes?search=&limit=25')).json().pagination.total).toBe(all);
    expect((await get('/api/admin/classes?search=%20&limit=25')).json().pagination.total).toBe(all);
    // LIKE's wildcards are matched literally.
    expect(titles(await get('/api/admin/classes?search=%25&limit=25'))).toEqual(['100% infant_x']);
    expect(titles(await get('/api/admin/classes?search=t_x&limit=25'))).toEqual(['100% infant_x']);
    expect((await get('/api/admin/classes?search=_&limit=25')).json().pagination.total).toBe(1);
    expect((await get('/api/admin/classes?search=no%20such%20class&limit=25')).json()).toEqual({
      classes: [],
      pagination: { page: 1, limit: 25, total: 0 },
    });
    // Without page or limit the search still filters the whole list.
    const unpaged = await get('/api/admin/classes?search=infant%20care');
    expect(titles(unpaged)).toEqual(['search infant care']);
    expect(unpaged.json().pagination).toBeUndefined();
  });
});

describe("a class's enrolments", () => {
  let bigClass: number;
  let instructorId: number;
  beforeAll(async () => {
    instructorId = (await t.createUser({ role: 'instructor' })).id;
    const cls = await createClass(t, {
      title: 'A thousand enrolments',
      instructorId,
      sessions: [{ startInDays: 10 }],
    });
    bigClass = cls.classId;
    // 1,000 students: 700 live (approved), 300 history, one a minute apart, newest first by rn.
    await t.database.db.execute(
      sql`insert into enrollments (user_id, class_id, session_id, status, enrollment_type, enrolled_at)
          select u.id, ${bigClass}, ${cls.sessionIds[0]!}, 'approved',
                 case when u.rn <= 700 then 'active'::enrollment_type else 'historical'::enrollment_type end,
                 now() - (u.rn || ' minutes')::interval
          from (select id, row_number() over (order by id) as rn from users
                where email like 'many%@crowd.test' order by id limit 1000) u`,
    );
  });

  const routes = (id: number) => [
    { url: `/api/admin/classes/${id}/enrollments`, type: 'active', total: 700 },
    { url: `/api/admin/classes/${id}/enrollments/historical`, type: 'historical', total: 300 },
    { url: `/api/enrollments/classes/${id}`, type: null, total: 1000 },
  ];

  it('come 100 a page by default, newest first, each page disjoint, with an exact total', async () => {
    for (const { url, type, total } of routes(bigClass)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.json().pagination, url).toEqual({
        page: 1,
        limit: 100,
        total,
        total_is_estimate: false,
      });
      const rows = first.json().enrollments as {
        id: number;
        enrollment_type: string;
        enrolled_at: string;
      }[];
      expect(rows).toHaveLength(100);
      if (type)
        expect(
          rows.every((r) => r.enrollment_type === type),
          url,
        ).toBe(true);
      const times = rows.map((r) => Date.parse(r.enrolled_at));
      expect(times, url).toEqual([...times].sort((a, b) => b - a));
      // Every row exactly once across the pages; the page after the last is empty.
      const seen = new Set<number>();
      const pages = Math.ceil(total / 100);
      for (let page = 1; page <= pages + 1; page++) {
        const res = await get(`${url}?page=${page}`);
        const ids = (res.json().enrollments as { id: number }[]).map((r) => r.id);
        expect(ids.length, `${url} page ${page}`).toBe(
          page <= pages ? Math.min(100, total - (page - 1) * 100) : 0,
        );
        for (const id of ids) seen.add(id);
      }
      expect(seen.size, url).toBe(total);
      const small = await get(`${url}?page=3&limit=7`);
      expect(small.json().enrollments).toHaveLength(7);
      expect(small.json().pagination).toMatchObject({ page: 3, limit: 7, total });
    }
  });

  it('keep the answer small: a page is a tenth of the whole list', async () => {
    const url = `/api/enrollments/classes/${bigClass}`;
    const page = await get(url);
    let whole = 0;
    for (let p = 1; p <= 10; p++) whole += (await get(`${url}?page=${p}`)).body.length;
    expect(page.body.length).toBeLessThan(whole / 8);
    expect(page.body.length).toBeLessThan(200 * 1024);
  });

  it("refuse a bad page or limit with the list's messages, and pages beyond 10,000 rows", async () => {
    for (const { url } of routes(bigClass)) {
      for (const [query, message] of [
        ['limit=0', 'Invalid limit'],
        ['limit=101', 'Invalid limit'],
        ['limit=ten', 'Invalid limit'],
        ['limit=2.5', 'Invalid limit'],
        ['page=0', 'Invalid page'],
        ['page=-1', 'Invalid page'],
        [`page=${LIMITS.listDepthMax / 100 + 1}`, PAGE_TOO_DEEP],
      ] as const) {
        const res = await get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().error, `${url}?${query}`).toBe(message);
      }
      const deepest = await get(`${url}?page=${LIMITS.listDepthMax / 100}`);
      expect(deepest.statusCode).toBe(200);
      expect(deepest.json().enrollments).toEqual([]);
    }
  });

  it("are the office's: anonymous 401, a student or the class's instructor 403, an unknown class empty", async () => {
    const student = await t.tokenFor(studentId);
    const instructor = await t.tokenFor(instructorId);
    for (const { url } of routes(bigClass)) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request({ method: 'GET', url, token: student })).statusCode, url).toBe(403);
      expect((await t.request({ method: 'GET', url, token: instructor })).statusCode, url).toBe(
        403,
      );
    }
    for (const { url } of routes(999999)) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        enrollments: [],
        pagination: { page: 1, limit: 100, total: 0, total_is_estimate: false },
      });
    }
  });

  it('read a page from the index of class, kind and date', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where indexname = 'enrollments_class_type_enrolled_idx'`,
    );
    expect(rows).toHaveLength(1);
  });
});
