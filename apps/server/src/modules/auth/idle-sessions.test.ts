import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type UserRole } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
});
afterAll(async () => {
  await t?.close();
});

/** A user of the role with one session, last used `idleMinutes` ago. */
async function sessionIdleFor(role: UserRole, idleMinutes: number) {
  const user = await t.createUser({ role });
  const token = await t.tokenFor(user.id);
  await t.database.db.execute(
    sql`update auth_sessions set last_seen_at = now() - make_interval(mins => ${idleMinutes})
        where user_id = ${user.id}`,
  );
  return { user, token };
}

const lastSeen = async (userId: number) =>
  (
    await queryRows<{ last_seen_at: string }>(
      t.database.db,
      sql`select last_seen_at::text from auth_sessions where user_id = ${userId}`,
    )
  )[0]!.last_seen_at;

const profile = (token: string) => t.request({ method: 'GET', url: '/api/users/profile', token });

describe('idle back-office sessions', () => {
  it('an admin or instructor idle past 8 hours (the default) gets 401, like an expired login', async () => {
    for (const role of ['admin', 'instructor'] as const) {
      const { token } = await sessionIdleFor(role, 8 * 60 + 1);
      for (let i = 0; i < 2; i++) {
        const res = await profile(token);
        expect(res.statusCode, role).toBe(401);
        expect(res.json()).toEqual({
          error: MSG.sessionExpired,
          code: 'UNAUTHORIZED',
          message_key: 'sessionExpired',
        });
      }
    }
  });

  it('one used within the limit keeps working and its last-seen time moves on', async () => {
    const { user, token } = await sessionIdleFor('admin', 7 * 60);
    const before = await lastSeen(user.id);
    const res = await t.request({ method: 'GET', url: '/api/admin/settings', token });
    expect(res.statusCode).toBe(200);
    const after = await lastSeen(user.id);
    expect(new Date(after).getTime() - new Date(before).getTime()).toBeGreaterThan(
      7 * 60 * 60_000 - 60_000,
    );
    // Used again, it keeps working: the idle time counts from the last call.
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('the last-seen time is written at most once a minute per session', async () => {
    const { user, token } = await sessionIdleFor('admin', 0);
    await t.database.db.execute(
      sql`update auth_sessions set last_seen_at = now() - interval '30 seconds'
          where user_id = ${user.id}`,
    );
    const before = await lastSeen(user.id);
    for (let i = 0; i < 3; i++) expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen(user.id)).toBe(before);
  });

  it('students keep their 30-day sessions however long they were away', async () => {
    const { token } = await sessionIdleFor('student', 10 * 24 * 60);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('the limit is a setting: 30 minutes ends a 31-minute idle session, not a 29-minute one', async () => {
    const save = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: adminToken,
      payload: { back_office_idle_minutes: 30 },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().settings.back_office_idle_minutes).toBe(30);
    try {
      expect((await profile((await sessionIdleFor('admin', 31)).token)).statusCode).toBe(401);
      expect((await profile((await sessionIdleFor('instructor', 29)).token)).statusCode).toBe(200);
    } finally {
      await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: adminToken,
        payload: { back_office_idle_minutes: 480 },
      });
    }
  });

  it.each([
    [4, 'Idle timeout must be between 5 and 10080 minutes'],
    [10081, 'Idle timeout must be between 5 and 10080 minutes'],
    [12.5, 'Idle timeout must be a whole number of minutes'],
    ['soon', 'Idle timeout must be a number of minutes'],
  ])('refuses an idle timeout of %s', async (value, message) => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: adminToken,
      payload: { back_office_idle_minutes: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      code: 'VALIDATION_ERROR',
      fields: { back_office_idle_minutes: message },
    });
  });
});
