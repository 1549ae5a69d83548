import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { findUserById } from '../users/users.repository.ts';
import { recordAudit } from './audit.service.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ role: 'admin', firstName: 'Ana', lastName: 'Admin' });
  adminId = a.id;
  adminToken = await t.tokenFor(a.id);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string) =>
  t.request({ method: 'GET', url: `/api/admin/audit-logs?${query}`, token: adminToken });

/** Counts the statements the app sends to the database while `run` runs (either driver). */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const target = (t.database.pglite ?? t.database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const spy = vi.spyOn(target, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('GET /api/admin/audit-logs names the people and things of each entry', () => {
  it('joins the actor name and the student, class and session of an enrollment', async () => {
    const { classId, sessions } = await createClass(t, { title: 'CPR and First Aid' });
    const maria = await t.createUser({ firstName: 'Maria', lastName: 'Lopez' });
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: await t.tokenFor(maria.id),
      payload: { sessionId: sessions[0]!.id },
    });
    const enrollmentId = enrolled.json().enrollment.id as number;
    const approved = await t.request({
      method: 'POST',
      url: `/api/enrollments/${enrollmentId}/approve`,
      token: adminToken,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);

    const res = await list('action=enrollment.approved');
    expect(res.statusCode).toBe(200);
    expect(res.json().logs).toEqual([
      expect.objectContaining({
        actor_id: adminId,
        actor_name: 'Ana Admin',
        action: 'enrollment.approved',
        target_type: 'enrollment',
        target_id: String(enrollmentId),
        target: {
          user_name: 'Maria Lopez',
          class_title: 'CPR and First Aid',
          session_date: sessions[0]!.startDate,
          name: null,
        },
      }),
    ]);
  });

  it('names every kind of target with one query per kind, however many entries a page has', async () => {
    const admin = (await findUserById(t.database.db, adminId))!;
    const { classId, sessionIds } = await createClass(t, { title: 'Child Development' });
    const student = await signedInStudent(t, 'Sam');
    const [template] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into notification_templates (name, title_template, message_template, type)
          values ('audit_names', 'Hello', 'Hello there', 'user_notification') returning id`,
    );
    const kinds = [
      { targetType: 'user', targetId: student.id },
      { targetType: 'class', targetId: classId },
      { targetType: 'session', targetId: sessionIds[0]! },
      { targetType: 'notification_template', targetId: template!.id },
      { targetType: 'settings', targetId: null },
    ] as const;
    const writeAll = () =>
      Promise.all(
        kinds.map((k) =>
          recordAudit(t.database.db, { actor: admin, action: 'settings.update', ...k }),
        ),
      );
    await writeAll();
    const small = await countQueries(() => list('action=settings.update&limit=200'));
    for (let i = 0; i < 5; i++) await writeAll();
    let body: { logs: { target_type: string; target: object; actor_name: string }[] } = {
      logs: [],
    };
    const large = await countQueries(async () => {
      body = (await list('action=settings.update&limit=200')).json();
    });
    expect(body.logs).toHaveLength(kinds.length * 6);
    // Six times the entries, the same statements: nothing is looked up per entry.
    expect(large).toBe(small);
    const empty = await countQueries(() => list('action=user.delete'));
    // Exactly one lookup for each kind of target that names something (settings names nothing).
    expect(large - empty).toBe(kinds.length - 1);

    const byType = Object.fromEntries(body.logs.map((l) => [l.target_type, l.target]));
    expect(byType).toEqual({
      user: { user_name: 'Sam Dent', class_title: null, session_date: null, name: null },
      class: { user_name: null, class_title: 'Child Development', session_date: null, name: null },
      session: {
        user_name: null,
        class_title: 'Child Development',
        session_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        name: null,
      },
      notification_template: {
        user_name: null,
        class_title: null,
        session_date: null,
        name: 'audit_names',
      },
      settings: { user_name: null, class_title: null, session_date: null, name: null },
    });
    expect(new Set(body.logs.map((l) => l.actor_name))).toEqual(new Set(['Ana Admin']));
  });
});
