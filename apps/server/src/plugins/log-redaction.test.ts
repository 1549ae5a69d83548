import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@careclass/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

/** Every line the app logs at debug level, where each request gets a line with its address. */
const lines: string[] = [];
const logText = () => lines.join('');
const logEntries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('the log keeps secrets out', () => {
  it('a reset token in the address (API or page link) and a login token never reach the log', async () => {
    const user = await t.createUser({ firstName: 'Rosa' });
    const forgot = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = (await t.deliverMail()).find((m) => m.to.includes(user.email));
    const resetToken = mail?.raw.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();

    const check = await t.request({
      method: 'GET',
      url: `/api/users/reset-password/${resetToken}`,
    });
    expect(check.statusCode).toBe(200);
    await t.request({ method: 'GET', url: `/reset-password?token=${resetToken}&from=mail` });
    const loginToken = await t.tokenFor(user.id);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile',
      token: loginToken,
    });
    expect(profile.statusCode).toBe(200);

    const urls = logEntries()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual([
      '/api/users/forgot-password',
      '/api/users/reset-password/[redacted]',
      '/reset-password?token=[redacted]&from=mail',
      '/api/users/profile',
    ]);
    expect(logText()).not.toContain(resetToken);
    expect(logText()).not.toContain(loginToken);
  });

  it('a failed insert logs its SQLSTATE and constraint, not the password hash or the address', async () => {
    // A rule the service does not know, so the failure reaches the error handler as a 500.
    await t.database.db.execute(
      sql.raw(
        `alter table users add constraint users_last_name_guard check (last_name <> 'Refused')`,
      ),
    );
    const email = uniqueEmail('refused');
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Ana',
        lastName: 'Refused',
        email,
        phoneNumber: '(555) 123-4567',
        password: 'Sunshine42',
        confirmPassword: 'Sunshine42',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: MSG.somethingWentWrong,
      code: 'INTERNAL',
      message_key: 'somethingWentWrong',
    });

    const failure = logEntries().find((entry) => entry.msg === 'unhandled error');
    const err = failure?.err as { message: string; stack: string; cause: object };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.message).toMatch(/\nparams: \[redacted\]$/);
    expect(err.stack).toContain('params: [redacted]');
    const driverError = { code: '23514', constraint: 'users_last_name_guard', table: 'users' };
    expect(err).toMatchObject(driverError);
    expect(err.cause).toMatchObject({
      code: '23514',
      constraint: 'users_last_name_guard',
      table: 'users',
    });
    const text = logText();
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(email);
    expect(text).not.toContain('Sunshine42');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/users/reset-password/abc.DEF_1', '/api/users/reset-password/[redacted]'],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/api/calendar/feed/abc-DEF_1.ics', '/api/calendar/feed/[redacted]'],
    ['/api/calendar/feed', '/api/calendar/feed'],
    ['/x?page=2&TOKEN=abc&code=9', '/x?page=2&TOKEN=[redacted]&code=[redacted]'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/api/classes?location=Main&page=2', '/api/classes?location=Main&page=2'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
