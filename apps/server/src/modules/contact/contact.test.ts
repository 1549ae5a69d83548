import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (payload: unknown, remoteAddress = '10.9.0.1') =>
  t.request({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message and mails the office, never the visitor', async () => {
    const res = await send({
      name: 'Lena Ortiz',
      email: 'lena@example.test',
      message: 'Do you run CPR on Saturdays?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for your message. We will get back to you soon.',
    });
    const rows = await queryRows<{ name: string; email: string }>(
      t.database.db,
      sql`select name, email from contact_messages`,
    );
    expect(rows).toEqual([{ name: 'Lena Ortiz', email: 'lena@example.test' }]);
    const mails = await t.deliverMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('office@careclass.test');
    expect(mails[0]!.to).not.toContain('lena@example.test');
    expect(mails[0]!.raw).toContain('Do you run CPR on Saturdays?');
  });

  it.each([
    [{ name: '', email: 'a@b.c', message: 'hi' }, 'name', 'Name is required'],
    [{ name: 'A', email: '', message: 'hi' }, 'email', MSG.invalidEmail],
    [{ name: 'A', email: 'nope', message: 'hi' }, 'email', MSG.invalidEmail],
    [{ name: 'A', email: 'a@b.c', message: '   ' }, 'message', 'Message is required'],
  ])('refuses %j', async (payload, field, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('limits one address to 10 messages an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await send({ name: 'Bot', email: 'bot@example.test', message: `n${i}` }, '10.9.9.9'))
          .statusCode,
      ).toBe(200);
    }
    const res = await send(
      { name: 'Bot', email: 'bot@example.test', message: 'again' },
      '10.9.9.9',
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('Too many messages. Please try again later.');
  });
});

describe('POST /api/contact under a burst', () => {
  it('stores at most the limit of messages from one address, however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send({ name: 'Bot', email: 'bot@example.test', message: `burst ${i}` }, '10.9.8.8'),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const rows = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from contact_messages where ip_address = '10.9.8.8'`,
    );
    expect(Number(rows[0]!.n)).toBe(10);
  });
});

describe('GET /api/settings/public', () => {
  it('gives the provider contact details and time zone with their defaults', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      contact_email: 'office@careclass.test',
      office_hours: '9AM-3PM Mon to Fri',
      time_zone: 'America/New_York',
    });
  });
});

describe('POST /api/contact through its declared contract', () => {
  // The body and answer schemas moved to packages/shared/src/contracts/contact.ts and onto the
  // route: the answers stay byte for byte what the service gave when it checked the body itself,
  // plus the keys of the texts (docs/decisions/0053): the specification's (MSG) and the form's own
  // (CONTACT_INPUT_MSG, keyed `contactInput.*`).
  const allMissing =
    '{"error":"Name is required","code":"VALIDATION_ERROR","message_key":"contactInput.nameRequired",' +
    '"fields":{"name":"Name is required",' +
    '"email":"Please enter a valid email address","message":"Message is required"},' +
    '"field_keys":{"name":"contactInput.nameRequired","email":"invalidEmail",' +
    '"message":"contactInput.messageRequired"}}';
  const notObject =
    '{"error":"The request body must be a JSON object","code":"VALIDATION_ERROR",' +
    '"fields":{"_":"The request body must be a JSON object"},"field_keys":{}}';
  it.each([
    ['no body', undefined, 400, allMissing],
    ['JSON null', 'null', 400, allMissing],
    ['null fields', '{"name":null,"email":null,"message":null}', 400, allMissing],
    ['wrong types', '{"name":{"a":1},"email":["x"],"message":3}', 400, allMissing],
    ['a list', '[]', 400, notObject],
    ['a number', '5', 400, notObject],
    [
      'a long name',
      JSON.stringify({ name: 'n'.repeat(201), email: 'a@b.c', message: 'hi' }),
      400,
      '{"error":"Name must be at most 200 characters","code":"VALIDATION_ERROR",' +
        '"message_key":"contactInput.nameTooLong",' +
        '"fields":{"name":"Name must be at most 200 characters"},' +
        '"field_keys":{"name":"contactInput.nameTooLong"}}',
    ],
    [
      'an unknown field',
      JSON.stringify({ name: 'A', email: ' A@B.C ', message: ' hi ', extra: 1 }),
      200,
      '{"success":true,"message":"Thank you for your message. We will get back to you soon."}',
    ],
  ])('answers %s exactly as before', async (_name, payload, status, body) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.9.7.1',
      ...(payload === undefined
        ? {}
        : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe(body);
  });

  it('gives the service the trimmed, lower-cased input of the contract', async () => {
    await send({ name: ' Ana ', email: ' Ana@Example.TEST ', message: ' hi ' }, '10.9.7.2');
    const rows = await queryRows<{ name: string; email: string; message: string }>(
      t.database.db,
      sql`select name, email, message from contact_messages where ip_address = '10.9.7.2'`,
    );
    expect(rows).toEqual([{ name: 'Ana', email: 'ana@example.test', message: 'hi' }]);
  });
});
