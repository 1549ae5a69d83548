import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CLASS_MSG, FILE_MSG, LIMITS } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EXE, PDF, PNG, multipart } from '../../../test/multipart.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let adminToken: string;
let studentToken: string;
let instructorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  studentToken = await t.tokenFor((await t.createUser()).id);
  instructorId = (await t.createUser({ role: 'instructor' })).id;
});
afterAll(async () => {
  await t?.close();
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(64),
]);

const upload = (file: { name: string; type: string; data: Buffer }, token?: string) =>
  t.request({ method: 'POST', url: '/api/admin/class-images', token, ...multipart({}, file) });
const png = { name: 'room.png', type: 'image/png', data: PNG };

describe('POST /api/admin/class-images', () => {
  it('is for admins only', async () => {
    expect((await upload(png)).statusCode).toBe(401);
    expect((await upload(png, studentToken)).statusCode).toBe(403);
    expect((await upload(png, adminToken)).statusCode).toBe(201);
  });

  it.each([
    ['room.png', 'image/png', PNG],
    ['room.jpg', 'image/jpeg', JPEG],
    ['room.jpeg', 'image/jpeg', JPEG],
    ['room.webp', 'image/webp', WEBP],
  ])('stores %s and serves it publicly with its type, audited', async (name, type, data) => {
    const res = await upload({ name, type, data }, adminToken);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const ext = name.endsWith('.jpeg') ? 'jpg' : name.split('.').pop();
    expect(body).toEqual({
      message: CLASS_MSG.imageUploaded,
      image_url: expect.stringMatching(new RegExp(`^/api/class-images/class_\\d{13}\\.${ext}$`)),
      fileSize: data.length,
      fileType: type,
    });
    // Anyone can see it (the catalogue is public): no token.
    const served = await t.request({ method: 'GET', url: body.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(data)).toBe(true);
    const audit = await queryRows<{ target_id: string }>(
      t.database.db,
      sql`select target_id from audit_log where action = 'file.upload' order by id desc limit 1`,
    );
    expect(audit[0]!.target_id).toBe(
      `user-uploads/class-images/${body.image_url.split('/').pop()}`,
    );
  });

  it.each([
    ['a PDF named .png', { name: 'x.png', type: 'image/png', data: PDF }, 415, CLASS_MSG.imageType],
    [
      'a PNG declared as JPEG',
      { name: 'x.jpg', type: 'image/jpeg', data: PNG },
      415,
      CLASS_MSG.imageType,
    ],
    [
      'an executable named .webp',
      { name: 'x.webp', type: 'image/webp', data: EXE },
      415,
      CLASS_MSG.imageType,
    ],
    ['a PDF', { name: 'x.pdf', type: 'application/pdf', data: PDF }, 415, CLASS_MSG.imageExtension],
    [
      'an SVG',
      { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') },
      415,
      CLASS_MSG.imageExtension,
    ],
    [
      'a picture over 5 MB',
      {
        name: 'big.png',
        type: 'image/png',
        data: Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadMaxBytes)]),
      },
      413,
      FILE_MSG.tooLarge,
    ],
  ])('refuses %s', async (_label, file, status, message) => {
    const res = await upload(file, adminToken);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });

  it('refuses a form without a file', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/class-images',
      token: adminToken,
      ...multipart({ note: 'no file' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FILE_MSG.noFile);
  });
});

describe('GET /api/class-images/:name', () => {
  it.each([
    'class_0000000000000.png',
    '..%2F..%2Fcertificates%2F1%2Fcertificate.pdf',
    'other_1764000000000.png',
    'class_1764000000000.svg',
  ])('answers 404 for %s', async (name) => {
    const res = await t.request({ method: 'GET', url: `/api/class-images/${name}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('a class with an uploaded picture', () => {
  it('saves the picture address and shows it in the public catalogue', async () => {
    const { image_url } = (await upload(png, adminToken)).json();
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/classes',
      token: adminToken,
      payload: {
        title: 'Pictured class',
        instructor_id: instructorId,
        description: 'With a picture',
        price: 10,
        image_url,
        dates: [
          {
            date: day,
            end_date: day,
            start_time: '09:00',
            end_time: '12:00',
            location: 'A',
            capacity: 5,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().class.id;
    const pub = await t.request({ method: 'GET', url: `/api/classes/${id}` });
    expect(pub.json().class.image_url).toBe(image_url);
  });
});

describe('POST /api/admin/classes validation', () => {
  it('answers every field at fault together', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/classes',
      token: adminToken,
      payload: {
        title: '',
        instructor_id: '',
        description: '',
        price: -1,
        image_url: '/somewhere/else.png',
        dates: [
          { date: '', end_date: '', start_time: '9am', end_time: '', location: '', capacity: 0 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: CLASS_MSG.requiredFields,
      code: 'VALIDATION_ERROR',
      message_key: 'class.requiredFields',
      fields: {
        title: CLASS_MSG.requiredFields,
        instructor_id: CLASS_MSG.requiredFields,
        description: CLASS_MSG.requiredFields,
        price: CLASS_MSG.price,
        'dates.0.date': CLASS_MSG.sessionFields,
        'dates.0.end_date': CLASS_MSG.sessionFields,
        'dates.0.end_time': CLASS_MSG.sessionFields,
        'dates.0.location': CLASS_MSG.sessionFields,
        'dates.0.capacity': CLASS_MSG.capacity,
        'dates.0.start_time': CLASS_MSG.timeFormat,
        image_url: CLASS_MSG.imageUrl,
      },
      // The dialog's texts are CLASS_MSG's, keyed `class.*` (docs/decisions/0053).
      field_keys: {
        title: 'class.requiredFields',
        instructor_id: 'class.requiredFields',
        description: 'class.requiredFields',
        price: 'class.price',
        'dates.0.date': 'class.sessionFields',
        'dates.0.end_date': 'class.sessionFields',
        'dates.0.end_time': 'class.sessionFields',
        'dates.0.location': 'class.sessionFields',
        'dates.0.capacity': 'class.capacity',
        'dates.0.start_time': 'class.timeFormat',
        image_url: 'class.imageUrl',
      },
    });
  });
});
