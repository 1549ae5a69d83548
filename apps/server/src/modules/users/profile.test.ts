import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { assertNoSecrets } from '../../../test/assertions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function student() {
  const user = await t.createUser({ firstName: 'Maya', lastName: 'Ito' });
  const token = await t.login(user.email, user.password);
  return { user, token };
}

describe.each(['/api/users/profile', '/api/profile/profile'])('GET/PUT %s', (path) => {
  it('refuses anonymous callers', async () => {
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: path, payload: {} })).statusCode).toBe(401);
  });

  it('returns the caller and nobody else', async () => {
    const a = await student();
    await student();
    const res = await t.request({ method: 'GET', url: path, token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: a.user.id, email: a.user.email });
    assertNoSecrets(res.json());
  });

  it('updates names and phone, records the activity, keeps other fields', async () => {
    const { user, token } = await student();
    const res = await t.request({
      method: 'PUT',
      url: path,
      token,
      payload: {
        first_name: '  Maria ',
        last_name: 'Ito',
        phone_number: '555-987-6543',
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.profileUpdated,
      user: {
        first_name: 'Maria',
        last_name: 'Ito',
        phone_number: '5559876543',
        role: 'student',
        email: user.email,
      },
    });
    assertNoSecrets(res.json());
    const activity = await queryRows<{ action: string; details: { fields: string } }>(
      t.database.db,
      sql`select action, details from activity_log where user_id = ${user.id}`,
    );
    expect(activity).toEqual([
      { action: 'profile_update', details: { fields: 'first_name, phone_number' } },
    ]);
  });

  it.each([
    [{ first_name: '', last_name: 'Ito' }, MSG.firstNameRequired],
    [{ first_name: 'Maya', last_name: '  ' }, MSG.lastNameRequired],
    [{ first_name: 'Maya', last_name: 'Ito', phone_number: '123' }, MSG.invalidPhone],
  ])('refuses %j', async (payload, message) => {
    const { token } = await student();
    const res = await t.request({ method: 'PUT', url: path, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('PUT /api/users/preferences', () => {
  it('turns e-mail notifications off and on', async () => {
    const { token } = await student();
    const off = await t.request({
      method: 'PUT',
      url: '/api/users/preferences',
      token,
      payload: { preferences: { email_notifications: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.email_notifications).toBe(false);
    const on = await t.request({
      method: 'PUT',
      url: '/api/users/preferences',
      token,
      payload: { email_notifications: true },
    });
    expect(on.json().user.email_notifications).toBe(true);
  });

  it('refuses an empty body and anonymous callers', async () => {
    const { token } = await student();
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/preferences', token, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/preferences', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe.each([
  ['POST', '/api/users/change-password'],
  ['PUT', '/api/profile/password'],
] as const)('%s %s', (method, url) => {
  it('changes the password, keeps this session, ends the others', async () => {
    const { user, token } = await student();
    const other = await t.login(user.email, user.password);
    const res = await t.request({
      method,
      url,
      token,
      payload: {
        currentPassword: user.password,
        newPassword: 'Changed12345',
        confirmPassword: 'Changed12345',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordUpdated });
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile', token: other })).statusCode,
    ).toBe(401);
    await t.login(user.email, 'Changed12345');
    const old = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const mail = (await t.deliverMail()).find((m) => m.to.includes(user.email));
    expect(mail?.subject).toBe('Your CareClass password was changed');
  });

  it.each([
    [{ currentPassword: '', newPassword: 'Changed12345' }, MSG.allFieldsRequired],
    [
      { currentPassword: 'x', newPassword: 'Changed12345', confirmPassword: 'Changed00000' },
      MSG.newPasswordsDoNotMatch,
    ],
    [
      { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
      MSG.newPasswordTooShort,
    ],
    [{ currentPassword: 'wrong-current', newPassword: 'Changed12345' }, MSG.currentPasswordWrong],
  ])('refuses %j', async (payload, message) => {
    const { token } = await student();
    const res = await t.request({ method, url, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('evaluates at most the limit of wrong current passwords, however many arrive at once', async () => {
    const { user, token } = await student();
    const change = (currentPassword: string) =>
      t.request({
        method,
        url,
        token,
        payload: { currentPassword, newPassword: 'Changed12345', confirmPassword: 'Changed12345' },
      });
    const guesses = Array.from({ length: 50 }, (_, i) => `guess-${i}-pass`);
    const answers = await Promise.all([...guesses.map(change), change(user.password)]);
    const limit = LIMITS.passwordChangeFailuresPerWindow;
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(51 - limit);
    expect(answers.at(-1)!.json()).toEqual({
      error: MSG.tooManyPasswordChanges,
      code: 'RATE_LIMITED',
      message_key: 'tooManyPasswordChanges',
    });
    // The password did not change; once the window has passed the right one works again.
    await t.database.db.execute(
      sql`update rate_limit_hits set created_at = now() - interval '16 minutes'
          where key = ${`change-password:user:${user.id}`}`,
    );
    expect((await change(user.password)).statusCode).toBe(200);
  });

  it('refuses a common new password, in any letter case, and keeps the old one', async () => {
    const { user, token } = await student();
    for (const newPassword of ['12345678', 'PassWord1', 'iloveyou']) {
      const res = await t.request({
        method,
        url,
        token,
        payload: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({
        error: MSG.passwordTooCommon,
        fields: { newPassword: MSG.passwordTooCommon },
      });
    }
    await t.login(user.email, user.password);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.request({
      method,
      url,
      payload: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});
