import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@careclass/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { assertNoSecrets } from '../../../test/assertions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: uniqueEmail('ana'),
  phoneNumber: '(555) 123-4567',
  password: 'Sunshine42',
  confirmPassword: 'Sunshine42',
  ...overrides,
});

describe('POST /api/users/register', () => {
  it('creates an active student, returns a token and the user, and the token works', async () => {
    const body = signup({ role: 'admin', status: 'suspended' });
    const res = await t.request({ method: 'POST', url: '/api/users/register', payload: body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.token).toEqual(expect.any(String));
    expect(json.user).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: body.email,
      role: 'student',
      status: 'active',
      phone_number: '5551234567',
      email_notifications: true,
    });
    assertNoSecrets(json);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile',
      token: json.token,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(body.email);
  });

  it('accepts the snake_case helper spelling', async () => {
    const email = uniqueEmail('snake');
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        first_name: 'Bo',
        last_name: 'Chen',
        email,
        password: 'Sunshine42',
        phone_number: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      first_name: 'Bo',
      phone_number: null,
      role: 'student',
    });
  });

  it('keeps email_notifications: false from the register helper', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Quiet Student',
        first_name: 'Quiet',
        last_name: 'Student',
        email: uniqueEmail('quiet'),
        password: 'Sunshine42',
        role: 'student',
        status: 'active',
        phone_number: '',
        email_notifications: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.email_notifications).toBe(false);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile',
      token: res.json().token,
    });
    expect(profile.json().user.email_notifications).toBe(false);
    // true, and the camelCase spelling, are kept too.
    const loud = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: signup({ emailNotifications: true }),
    });
    expect(loud.json().user.email_notifications).toBe(true);
  });

  it('refuses an email_notifications that is not true or false, with a clear message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: signup({ email_notifications: 'no' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Email notifications must be true or false',
      fields: { emailNotifications: 'Email notifications must be true or false' },
    });
  });

  it.each([
    [
      'short password',
      { password: 'short', confirmPassword: 'short' },
      'password',
      MSG.passwordTooShort,
    ],
    ['mismatch', { confirmPassword: 'Different42' }, 'confirmPassword', MSG.passwordsDoNotMatch],
    ['email without @', { email: 'not-an-email' }, 'email', MSG.invalidEmail],
    ['bad phone', { phoneNumber: '12345' }, 'phoneNumber', MSG.invalidPhone],
    ['short first name', { firstName: ' A ' }, 'firstName', MSG.firstNameTooShort],
    ['short last name', { lastName: 'B' }, 'lastName', MSG.lastNameTooShort],
  ])('refuses %s with the specification message', async (_name, overrides, field, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: signup(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(res.json().fields[field]).toBe(message);
  });

  it('accepts a +1 phone number', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: signup({ phoneNumber: '+1 555 123 4567' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone_number).toBe('+15551234567');
  });

  it('refuses an address already taken, whatever its case', async () => {
    const body = signup();
    expect(
      (await t.request({ method: 'POST', url: '/api/users/register', payload: body })).statusCode,
    ).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: signup({ email: body.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: MSG.emailTaken,
      fields: { email: MSG.emailTaken },
    });
  });

  it('limits sign-ups per client address to the setting, however many arrive at once', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = await t.tokenFor(admin.id);
    const setLimit = async (limit: number) => {
      const res = await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: adminToken,
        payload: { signups_per_address_per_hour: limit },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings.signups_per_address_per_hour).toBe(limit);
    };
    await setLimit(3);
    try {
      const prefix = `burst${process.pid}x${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.request({
            method: 'POST',
            url: '/api/users/register',
            payload: signup({ email: `${prefix}.${i}@example.test` }),
            remoteAddress: '10.60.0.1',
          }),
        ),
      );
      const created = answers.filter((r) => r.statusCode === 201);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect([created.length, refused.length]).toEqual([3, 37]);
      expect(refused[0]!.json()).toEqual({
        error: MSG.tooManySignups,
        code: 'RATE_LIMITED',
        message_key: 'tooManySignups',
      });
      const rows = await queryRows<{ n: number | string }>(
        t.database.db,
        sql`select count(*) as n from users where email like ${prefix + '.%'}`,
      );
      expect(Number(rows[0]!.n)).toBe(3);

      // Other addresses are not affected; once the hour has passed the address may sign up again.
      const elsewhere = await t.request({
        method: 'POST',
        url: '/api/users/register',
        payload: signup(),
        remoteAddress: '10.60.0.2',
      });
      expect(elsewhere.statusCode).toBe(201);
      await t.database.db.execute(
        sql`update rate_limit_hits set created_at = now() - interval '61 minutes' where key = 'signup:ip:10.60.0.1'`,
      );
      const later = await t.request({
        method: 'POST',
        url: '/api/users/register',
        payload: signup(),
        remoteAddress: '10.60.0.1',
      });
      expect(later.statusCode).toBe(201);
    } finally {
      await setLimit(LIMITS.signupsPerAddressPerHour);
    }
  });

  it('refuses a sign-up limit setting out of range', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: await t.tokenFor(admin.id),
      payload: { signups_per_address_per_hour: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.signups_per_address_per_hour).toBe(
      'Sign-up limit must be between 1 and 10000 an hour',
    );
  });
  it.each(['password', '12345678', 'Password1', 'PASSWORD123', 'Qwerty123'])(
    'refuses the common password %j and creates no account',
    async (password) => {
      const body = signup({ password, confirmPassword: password });
      const res = await t.request({ method: 'POST', url: '/api/users/register', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: MSG.passwordTooCommon,
        fields: { password: MSG.passwordTooCommon },
      });
      const rows = await queryRows(
        t.database.db,
        sql`select id from users where email = ${body.email}`,
      );
      expect(rows).toEqual([]);
    },
  );

  it.each(['Admin123!', 'Student123!', 'Teach123!', 'Password123!'])(
    'accepts %j, which is not on the list',
    async (password) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/register',
        payload: signup({ password, confirmPassword: password }),
      });
      expect(res.statusCode).toBe(201);
    },
  );

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Invalid JSON body',
      code: 'BAD_REQUEST',
      message_key: 'request.invalidJson',
    });
  });
});

describe('POST /api/users/login', () => {
  it('logs in with any letter case of the address and records last_login', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'student' });
    expect(res.json().user.last_login).not.toBeNull();
    assertNoSecrets(res.json());
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const user = await t.createUser();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: MSG.loginFailed,
        code: 'INVALID_CREDENTIALS',
        message_key: 'loginFailed',
      });
    }
  });

  it('refuses empty fields with a 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('tells suspended and inactive users why they cannot log in', async () => {
    const suspended = await t.createUser({ status: 'suspended' });
    const inactive = await t.createUser({ status: 'inactive' });
    const a = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: suspended.email, password: suspended.password },
    });
    expect(a.statusCode).toBe(403);
    expect(a.json().error).toBe(MSG.accountSuspended);
    const b = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: inactive.email, password: inactive.password },
    });
    expect(b.statusCode).toBe(403);
    expect(b.json().error).toBe(MSG.accountInactive);
  });
  // The login limits have their own file: login-limits.test.ts.
});

describe('POST /api/users/logout', () => {
  it('ends that session only', async () => {
    const user = await t.createUser();
    const phone = await t.login(user.email, user.password);
    const desktop = await t.login(user.email, user.password);
    const res = await t.request({ method: 'POST', url: '/api/users/logout', token: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.loggedOut });
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile', token: phone })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile', token: desktop })).statusCode,
    ).toBe(200);
  });

  it('answers 200 without a token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, forged or expired-session token with 401', async () => {
    const user = await t.createUser();
    const token = await t.login(user.email, user.password);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const bad of [undefined, 'garbage', forged]) {
      const res = await t.request({ method: 'GET', url: '/api/users/profile', token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: MSG.sessionExpired, code: 'UNAUTHORIZED' });
    }
    await t.database.db.execute(
      sql`update auth_sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).statusCode).toBe(
      401,
    );
  });

  it("refuses a suspended user's old token on the next call", async () => {
    const user = await t.createUser();
    const token = await t.login(user.email, user.password);
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).statusCode).toBe(
      200,
    );
    await t.database.db.execute(sql`update users set status = 'suspended' where id = ${user.id}`);
    const res = await t.request({ method: 'GET', url: '/api/users/profile', token });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.forgotSent });
    const mails = await t.deliverMail();
    const mail = mails.find((m) => m.to.includes(email));
    const token = mail?.raw.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    return { mail, token };
  }

  it('mails a single-use link; the new password works and the old one does not', async () => {
    const user = await t.createUser({ firstName: 'Rosa', lastName: 'Park' });
    const oldToken = await t.login(user.email, user.password);
    const { mail, token } = await requestReset(user.email);
    expect(mail?.subject).toBe('Reset your CareClass password');
    expect(mail?.raw).toContain(`${t.config.appUrl}/reset-password?token=`);
    expect(token).toBeDefined();

    const check = await t.request({ method: 'GET', url: `/api/users/reset-password/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      user: { first_name: 'Rosa', last_name: 'Park', name: 'Rosa Park' },
    });

    const reset = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'BrandNew123', confirmPassword: 'BrandNew123' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MSG.resetSucceeded });

    // Every session ended; the old password fails; the new one works.
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile', token: oldToken })).statusCode,
    ).toBe(401);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await t.login(user.email, 'BrandNew123');

    // The link cannot be used twice.
    const again = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'Another1234', confirmPassword: 'Another1234' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(MSG.resetLinkInvalid);
    const recheck = await t.request({ method: 'GET', url: `/api/users/reset-password/${token}` });
    expect(recheck.statusCode).toBe(400);

    const notice = (await t.deliverMail()).find((m) => m.to.includes(user.email));
    expect(notice?.subject).toBe('Your CareClass password was changed');
  });

  it('refuses a common new password and leaves the link usable', async () => {
    const user = await t.createUser();
    const { token } = await requestReset(user.email);
    const reset = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, newPassword, confirmPassword: newPassword },
      });
    const common = await reset('Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      error: MSG.passwordTooCommon,
      fields: { newPassword: MSG.passwordTooCommon },
    });
    await t.login(user.email, user.password);
    expect((await reset('Uncommon-4711')).statusCode).toBe(200);
    await t.login(user.email, 'Uncommon-4711');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const { mail } = await requestReset(uniqueEmail('ghost'));
    expect(mail).toBeUndefined();
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const { token } = await requestReset(user.email);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from password_reset_tokens where user_id = ${user.id}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refuses an expired link', async () => {
    const user = await t.createUser();
    const { token } = await requestReset(user.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'BrandNew123', confirmPassword: 'BrandNew123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.resetLinkInvalid);
  });

  it('a newer link retires the older one', async () => {
    const user = await t.createUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/reset-password/${first.token}` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/reset-password/${second.token}` }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [{ newPassword: 'BrandNew123' }, MSG.resetLinkMissing],
    [{ token: 'abc', newPassword: '', confirmPassword: '' }, MSG.fillAllFields],
    [
      { token: 'abc', newPassword: 'BrandNew123', confirmPassword: 'Other12345' },
      MSG.passwordsDoNotMatch,
    ],
    [{ token: 'abc', newPassword: 'short', confirmPassword: 'short' }, MSG.passwordTooShort],
    [
      { token: 'not-a-real-token', newPassword: 'BrandNew123', confirmPassword: 'BrandNew123' },
      MSG.resetLinkInvalid,
    ],
  ])('refuses %j with its message', async (payload, message) => {
    const res = await t.request({ method: 'POST', url: '/api/users/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('checks the forgot-password address', async () => {
    const empty = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MSG.enterEmail);
    const bad = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.invalidEmail);
  });

  it('rate-limits reset requests per address', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: user.email },
        remoteAddress: `10.3.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.3.1.1',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(MSG.tooManyResetRequests);
  });
});

describe('password reset requests under a burst', () => {
  const forgot = (email: string, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email },
      remoteAddress,
    });
  const tally = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((acc, r) => {
      acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
      return acc;
    }, {});

  it('queues at most the limit of e-mails for one account, however many requests arrive at once', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => forgot(user.email, `10.61.0.${i + 1}`)),
    );
    const limit = LIMITS.forgotPasswordPerWindow;
    expect(tally(answers)).toEqual({ 200: limit, 429: 30 - limit });
    const queued = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from email_outbox where to_address = ${user.email}`,
    );
    expect(Number(queued[0]!.n)).toBe(limit);
  });

  it('answers at most the address limit from one client address at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => forgot(uniqueEmail(`reset${i}`), '10.62.0.1')),
    );
    const limit = LIMITS.forgotPasswordPerWindow * 4;
    expect(tally(answers)).toEqual({ 200: limit, 429: 60 - limit });
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND', message_key: 'notFound' });
  });
});

describe('test database', () => {
  it('runs on the database the environment asks for', () => {
    expect(t.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('request bodies', () => {
  it('treats an empty JSON body as no body', async () => {
    const user = await t.createUser();
    const token = await t.login(user.email, user.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/users/logout',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('the four calls that take no body accept none, `{}` or an object, and refuse a non-object', async () => {
    const user = await t.createUser();
    const token = await t.login(user.email, user.password);
    // Their bodies are noBodySchema: the fields of an object are ignored, anything else is a 400.
    const routes: [string, string][] = [
      ['PUT', '/api/notifications/read-all'],
      ['PUT', '/api/notifications/999999/read'],
      ['POST', '/api/users/verify-email/resend'],
      ['POST', '/api/users/logout'],
    ];
    for (const [method, url] of routes) {
      const send = (payload?: string) =>
        t.request({
          method: method as 'PUT' | 'POST',
          url,
          token,
          ...(payload === undefined
            ? {}
            : { payload, headers: { 'content-type': 'application/json' } }),
        });
      // Accepted: the call's own answer (a 404 for the unknown notification, a 429 once the
      // verification mail was resent too often), never a 400.
      for (const payload of [undefined, '', '{}', 'null', '{"anything":[1,2]}'])
        expect((await send(payload)).statusCode, `${url} ${payload}`).not.toBe(400);
      for (const payload of ['[]', '5', '"text"']) {
        const res = await send(payload);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json().error).toBe('The request body must be a JSON object');
      }
    }
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});
