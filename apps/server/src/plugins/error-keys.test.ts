import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MSG, MSG, WAITLIST_MSG, groupTemplate, messageKeyOf } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
