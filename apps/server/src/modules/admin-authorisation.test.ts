import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/factories.ts';

/**
 * Every back-office route, found from the app's own route table: anonymous callers get 401,
 * students 403, instructors 403 except on the notification calls the specification grants them,
 * and admins are let through (whatever the answer for these made-up ids, never 401, 403 or 500).
 */
let t: TestApp;
let tokens: Record<'student' | 'instructor' | 'admin', string>;
let ids: { classId: number; sessionId: number };

beforeAll(async () => {
  t = await createTestApp();
  const made = await createClass(t);
  ids = { classId: made.classId, sessionId: made.sessionIds[0]! };
  const [student, instructor, admin] = await Promise.all(
    (['student', 'instructor', 'admin'] as const).map((role) => t.createUser({ role })),
  );
  tokens = {
    student: await t.tokenFor(student!.id),
    instructor: await t.tokenFor(instructor!.id),
    admin: await t.tokenFor(admin!.id),
  };
});
afterAll(async () => {
  await t?.close();
});

/** Admin-only routes outside /api/admin, as the catalogue places them. */
const OUTSIDE_ADMIN = [
  /^\/api\/enrollments$/,
  /^\/api\/enrollments\/stats$/,
  /^\/api\/enrollments\/classes\/:id$/,
  /^\/api\/enrollments\/:id\/(approve|reject|pending)$/,
  /^\/api\/enrollments\/waitlist\/:id\/offer$/,
  /^\/api\/classes\/:id\/status$/,
  /^\/api\/sessions\/sessions\/:id\/status$/,
  /^\/api\/sessions\/class\/:id\/sessions$/,
  /^\/api\/notifications\/admin(\/.*)?$/,
];
/** Admin-only writes on paths whose reading is open to others (docs/decisions/0031). */
const ADMIN_WRITES_OUTSIDE_ADMIN = [
  /^PUT \/api\/classes\/:id\/schedule$/,
  /^POST \/api\/sessions$/,
  /^(PUT|DELETE) \/api\/sessions\/:id$/,
];
/** Calls the specification grants instructors: the admin notification calls and detailed messages. */
const INSTRUCTOR_ALLOWED = [
  /^\/api\/admin\/notifications(\/.*)?$/,
  /^\/api\/notifications\/admin(\/.*)?$/,
];

function adminRoutes() {
  return t.app.routeTable
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter(
      (r) =>
        r.url.startsWith('/api/admin') ||
        OUTSIDE_ADMIN.some((re) => re.test(r.url)) ||
        ADMIN_WRITES_OUTSIDE_ADMIN.some((re) => re.test(`${r.method} ${r.url}`)),
    );
}

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    String(
      name === 'id' && url.includes('/classes/')
        ? ids.classId
        : name === 'id' && url.includes('sessions')
          ? ids.sessionId
          : 999999,
    ),
  );

function call(route: { method: string; url: string }, token?: string) {
  const opts: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: fill(route.url),
  };
  if (!['GET', 'DELETE'].includes(route.method)) opts.payload = {};
  if (token) opts.headers = { authorization: `Bearer ${token}` };
  return t.app.inject(opts);
}

describe('authorisation of every back-office route', () => {
  it('finds the admin routes', () => {
    expect(adminRoutes().length).toBeGreaterThan(15);
  });

  it('answers 401 to anonymous callers', async () => {
    for (const route of adminRoutes()) {
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to students', async () => {
    for (const route of adminRoutes()) {
      expect((await call(route, tokens.student)).statusCode, `${route.method} ${route.url}`).toBe(
        403,
      );
    }
  });

  it('answers 403 to instructors except on the notification calls granted to them', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, tokens.instructor);
      const allowed = INSTRUCTOR_ALLOWED.some((re) => re.test(route.url));
      if (allowed) expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets admins through, with no server error', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, tokens.admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
