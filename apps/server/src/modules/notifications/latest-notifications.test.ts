import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInStudent } from '../../../test/factories.ts';
import { notifyUsers } from './notify.ts';

/** GET /api/notifications?limit=: the newest few for the header's bell, with the unread count. */
let t: TestApp;
let student: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await createTestApp();
  student = await signedInStudent(t);
  for (let i = 1; i <= 12; i++) {
    await notifyUsers(t.database.db, [
      {
        user: { ...student, emailNotifications: false },
        title: `Notice ${i}`,
        message: 'Something happened',
        type: 'user_notification',
        mail: 'none',
        appUrl: t.config.appUrl,
      },
    ]);
  }
});
afterAll(async () => {
  await t?.close();
});

const list = (query: Record<string, string>, token = student.token) =>
  t.request({ method: 'GET', url: '/api/notifications', query, token });

describe('GET /api/notifications?limit=', () => {
  it('answers the newest ones and counts every unread one', async () => {
    const res = await list({ limit: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Notice 12',
      'Notice 11',
      'Notice 10',
      'Notice 9',
      'Notice 8',
    ]);
    expect(res.json().unread_count).toBe(12);
    expect((await list({})).json().notifications).toHaveLength(12);
  });

  it('refuses a limit that is not a whole number from 1 to 200', async () => {
    for (const limit of ['0', '201', 'many', '2.5']) {
      const res = await list({ limit });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error).toBe('The limit must be a whole number from 1 to 200');
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/notifications?limit=5' });
    expect(res.statusCode).toBe(401);
  });
});
