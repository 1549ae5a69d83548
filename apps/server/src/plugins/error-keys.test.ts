import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CLASS_IMAGE_MSG,
  CLASS_MSG,
  LIST_MSG,
  MSG,
  PROFILE_MSG,
  REQUEST_MSG,
  SAME_STATUS_MSG,
  SETTINGS_INPUT_MSG,
  SETTINGS_MSG,
  WAITLIST_MSG,
  groupTemplate,
  messageKeyOf,
} from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { queryRows } from '../db/client.ts';
import { errorBody } from '../lib/error-body.ts';

// Every error answer names the key of its text and of its fields' texts (decision 0053): an MSG key,
// or a group's (`class.capacity`), so the web app can show it in the reader's language while the
// answer keeps the English text.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('error answers carry their message keys', () => {
  it('names the key of a service refusal (AppError)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: MSG.loginFailed,
      code: expect.any(String),
      message_key: 'loginFailed',
    });
    expect(MSG[res.json().message_key as keyof typeof MSG]).toBe(res.json().error);
  });

  it('names the keys of a declared body`s field messages, and of the first as the error', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'not-an-address',
        phoneNumber: '12',
        password: 'Sunflower-Garden-42',
        confirmPassword: 'Sunflower-Garden-42',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toMatchObject({ email: MSG.invalidEmail, phoneNumber: MSG.invalidPhone });
    expect(body.field_keys).toMatchObject({ email: 'invalidEmail', phoneNumber: 'invalidPhone' });
    expect(MSG[body.message_key as keyof typeof MSG]).toBe(body.error);
    for (const [field, key] of Object.entries(body.field_keys as Record<string, string>)) {
      expect(MSG[key as keyof typeof MSG]).toBe(body.fields[field]);
    }
  });

  it('keys the language refusal with its own text', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.id);
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: { first_name: 'Test', last_name: 'User', preferred_language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MSG.invalidLanguage,
      code: 'VALIDATION_ERROR',
      message_key: 'invalidLanguage',
      fields: { preferred_language: MSG.invalidLanguage },
      field_keys: { preferred_language: 'invalidLanguage' },
    });
  });

  it('keys the unknown route, and leaves the key out of a text that is none of ours', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.json()).toEqual({
      error: MSG.notFound,
      code: 'NOT_FOUND',
      message_key: 'notFound',
    });
    expect(messageKeyOf('Nothing to see here')).toBeUndefined();
  });

  it('names the group keys of the class dialog`s texts (CLASS_MSG)', async () => {
    const user = await t.createUser({ role: 'admin' });
    const token = await t.tokenFor(user.id);
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/classes',
      token,
      payload: { title: 'A class' },
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.error).toBe(CLASS_MSG.requiredFields);
    expect(body.message_key).toBe('class.requiredFields');
    expect(Object.keys(body.fields).length).toBeGreaterThan(0);
    expect(Object.keys(body.field_keys)).toEqual(Object.keys(body.fields));
    for (const [field, key] of Object.entries(body.field_keys as Record<string, string>)) {
      expect(groupTemplate(key) ?? MSG[key as keyof typeof MSG]).toBe(body.fields[field]);
    }
  });

  it('names the key of a waitlist refusal (WAITLIST_MSG, a server group)', async () => {
    const student = await t.createUser();
    const token = await t.tokenFor(student.id);
    const res = await t.request({ method: 'GET', url: '/api/enrollments/waitlist/999999', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: WAITLIST_MSG.notOnWaitlist,
      code: 'NOT_FOUND',
      message_key: 'waitlist.notOnWaitlist',
    });
  });
});

// The refusals that were written in place in a service or schema (decision 0053's "still without a
// key") name their keys too; their English words are unchanged.
describe('the refusals once written in place carry their keys', () => {
  let adminToken: string;
  beforeAll(async () => {
    const admin = await t.createUser({ role: 'admin' });
    adminToken = await t.tokenFor(admin.id);
  });
  const asAdmin = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      token: adminToken,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('settings: nothing to save, and each field`s own check (the idle timeout`s among them)', async () => {
    const empty = await asAdmin('PUT', '/api/admin/settings', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'Nothing to save',
      code: 'VALIDATION_ERROR',
      message_key: 'settings.nothingToSave',
    });
    expect(SETTINGS_MSG.nothingToSave).toBe('Nothing to save');
    const cases: [object, string, string][] = [
      [
        { back_office_idle_minutes: 4 },
        'Idle timeout must be between 5 and 10080 minutes',
        'idleRange',
      ],
      [
        { back_office_idle_minutes: 12.5 },
        'Idle timeout must be a whole number of minutes',
        'idleWhole',
      ],
      [
        { back_office_idle_minutes: 'soon' },
        'Idle timeout must be a number of minutes',
        'idleNumber',
      ],
      [{ offer_hold_hours: 0 }, 'Offer hold must be between 1 and 168 hours', 'offerHoldRange'],
      [{ time_zone: 'Mars/Olympus' }, 'Unknown time zone', 'timeZone'],
      [{ upload_quota_mb: 'lots' }, 'Storage per account must be a number of MB', 'quotaNumber'],
      [{ admin_digest_enabled: 'yes' }, 'The daily digest setting must be on or off', 'digest'],
    ];
    for (const [payload, text, key] of cases) {
      const res = await asAdmin('PUT', '/api/admin/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      const field = Object.keys(payload)[0]!;
      expect(body).toEqual({
        error: text,
        code: 'VALIDATION_ERROR',
        message_key: `settingsInput.${key}`,
        fields: { [field]: text },
        field_keys: { [field]: `settingsInput.${key}` },
      });
      expect(SETTINGS_INPUT_MSG[key as keyof typeof SETTINGS_INPUT_MSG]).toBe(text);
    }
  });

  it('a class picture that is not there', async () => {
    for (const name of ['class_1700000000000.png', 'not-a-picture-name']) {
      const res = await t.request({ method: 'GET', url: `/api/class-images/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({
        error: 'Image not found',
        code: 'NOT_FOUND',
        message_key: 'classImage.notFound',
      });
    }
    expect(CLASS_IMAGE_MSG.notFound).toBe('Image not found');
  });

  it('the e-mail preference left out', async () => {
    const s = await signedInStudent(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/preferences',
      token: s.token,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'Please choose whether to receive e-mail notifications',
      code: 'VALIDATION_ERROR',
      message_key: 'profile.chooseEmailNotifications',
    });
    expect(body.fields.email_notifications).toBeDefined();
    expect(PROFILE_MSG.chooseEmailNotifications).toBe(body.error);
  });

  it('a list`s page and limit, and a page beyond 10,000 rows', async () => {
    const cases: [string, string, string][] = [
      ['/api/admin/classes?limit=0', 'Invalid limit', 'list.invalidLimit'],
      ['/api/admin/classes?page=0&limit=25', 'Invalid page', 'list.invalidPage'],
      ['/api/admin/classes?page=x', 'Invalid page', 'list.invalidPage'],
      [
        `/api/admin/classes?page=1&limit=25&search=${'a'.repeat(101)}`,
        'The search text is too long',
        'list.searchTooLong',
      ],
      ['/api/admin/classes?search=a&search=b', 'Invalid search text', 'list.invalidSearch'],
      ['/api/admin/users/search?page=0', 'Invalid page', 'list.invalidPage'],
      ['/api/users/activity-history?limit=500', 'Invalid limit', 'list.invalidLimit'],
      [
        '/api/admin/users/search?limit=50&page=201',
        'Pages beyond the first 10,000 rows are not listed; narrow the search or the filters',
        'request.pageTooDeep',
      ],
    ];
    for (const [url, text, key] of cases) {
      const res = await asAdmin('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        error: text,
        code: 'VALIDATION_ERROR',
        message_key: key,
      });
    }
    expect([LIST_MSG.invalidLimit, LIST_MSG.invalidPage, REQUEST_MSG.pageTooDeep]).toEqual([
      'Invalid limit',
      'Invalid page',
      'Pages beyond the first 10,000 rows are not listed; narrow the search or the filters',
    ]);
  });

  it('an action call`s refusals: the names stay in the English text, the key is the template`s', async () => {
    const use = 'Use one of: create_class, update_class, set_class_status, set_session_status';
    const cases: [unknown, string, string][] = [
      [{ action: 'explode' }, `Unknown action: explode. ${use}`, 'action.unknown'],
      [{}, `Please give an action. ${use}`, 'action.missing'],
      [[1, 2], `The body must be an object with an action. ${use}`, 'action.notObject'],
    ];
    for (const [payload, text, key] of cases) {
      const res = await asAdmin('POST', '/api/admin/class-schedules', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: text, message_key: key });
    }
  });

  it('a status change to the status already held, for an enrolment, a session and a transaction', async () => {
    const { classId, sessionIds } = await createClass(t, { sessions: [{ startInDays: 20 }] });
    const s = await signedInStudent(t);
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/enrollments/${classId}`,
      token: s.token,
      payload: { sessionId: sessionIds[0] },
    });
    const enrollmentId = enrolled.json().enrollment.id as number;
    const again = await asAdmin('POST', `/api/enrollments/${enrollmentId}/pending`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Enrollment is already pending',
      code: 'SAME_STATUS',
      message_key: 'sameStatus.enrollmentPending',
    });

    const session = await asAdmin('PATCH', `/api/sessions/sessions/${sessionIds[0]}/status`, {
      status: 'scheduled',
    });
    expect(session.statusCode).toBe(409);
    expect(session.json()).toEqual({
      error: 'The session is already scheduled',
      code: 'SAME_STATUS',
      message_key: 'sameStatus.sessionScheduled',
    });

    const [tx] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into transactions (user_id, type, status, amount_cents)
          values (${s.id}, 'payment'::transaction_type, 'failed'::transaction_status, 1000) returning id`,
    );
    const transaction = await asAdmin('PATCH', `/api/admin/financial/transactions/${tx!.id}`, {
      status: 'failed',
    });
    expect(transaction.statusCode).toBe(409);
    expect(transaction.json()).toEqual({
      error: 'The transaction is already failed',
      code: 'SAME_STATUS',
      message_key: 'sameStatus.transactionFailed',
    });
    // Every status of each record has its text, in the words the answer had before.
    for (const [key, text] of Object.entries(SAME_STATUS_MSG)) {
      const [, record, status] = /^(enrollment|transaction|session)(\w+)$/.exec(key)!;
      const before =
        record === 'enrollment'
          ? `Enrollment is already ${status!.toLowerCase()}`
          : `The ${record} is already ${status!.toLowerCase()}`;
      expect(text).toBe(before);
      expect(messageKeyOf(text)).toBe(`sameStatus.${key}`);
    }
  });

  it('the schemas` own refusals: the catalogue`s filters, sign-up, search, waitlist, templates, card', async () => {
    const s = await signedInStudent(t);
    const cases: [string, string, string, unknown, string | undefined, string, string][] = [
      [
        'GET',
        '/api/classes?location_type=moon',
        '',
        undefined,
        undefined,
        'Unknown location type',
        'catalogueFilter.locationType',
      ],
      [
        'GET',
        '/api/classes?duration=forever',
        '',
        undefined,
        undefined,
        'Unknown duration',
        'catalogueFilter.duration',
      ],
      [
        'GET',
        `/api/admin/users/search?searchTerm=${'a'.repeat(101)}`,
        'admin',
        undefined,
        undefined,
        'The search text is too long',
        'list.searchTooLong',
      ],
      [
        'PUT',
        '/api/admin/classes/1/waitlist/1',
        'admin',
        { status: 'maybe' },
        'status',
        'Status must be approved or rejected',
        'waitlistInput.decisionStatus',
      ],
      [
        'POST',
        '/api/notifications/admin/templates',
        'admin',
        {
          name: 'half_spanish',
          type: 'user_notification',
          title_template: 'T',
          message_template: 'M',
          title_template_es: 'Título',
        },
        undefined,
        'Give both the Spanish title and the Spanish message, or leave both empty',
        'notificationInput.spanishIncomplete',
      ],
      [
        'POST',
        '/api/payments/1/pay',
        'student',
        { last_four: '12' },
        'last_four',
        'Card digits must be the last four digits',
        'paymentInput.lastFour',
      ],
    ];
    for (const [method, url, who, payload, field, text, key] of cases) {
      const res = await t.request({
        method: method as 'GET' | 'PUT' | 'POST',
        url,
        ...(who === 'admin' ? { token: adminToken } : who === 'student' ? { token: s.token } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body, url).toMatchObject({ error: text, message_key: key });
      if (field) expect(body.field_keys, url).toMatchObject({ [field]: key });
    }
    const signup = await t.request({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.keys@example.test',
        phoneNumber: '5551234567',
        password: 'Sunflower-Garden-42',
        confirmPassword: 'Sunflower-Garden-42',
        emailNotifications: 'yes',
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({
      fields: { emailNotifications: 'Email notifications must be true or false' },
      field_keys: { emailNotifications: 'signupInput.emailNotifications' },
    });
  });

  it('the error handler`s own answers: bad JSON, an unsupported type, a body too large', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      error: 'Invalid JSON body',
      code: 'BAD_REQUEST',
      message_key: 'request.invalidJson',
    });
    const type = await t.request({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=a',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({
      error: 'Unsupported content type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message_key: 'request.unsupportedType',
    });
    const large = await t.request({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      error: 'The request is too large',
      code: 'TOO_LARGE',
      message_key: 'request.tooLarge',
    });
    // A unique violation that slipped past a service's own check is answered the same way.
    expect(errorBody('This record already exists', 'CONFLICT')).toEqual({
      error: 'This record already exists',
      code: 'CONFLICT',
      message_key: 'request.recordExists',
    });
  });
});
