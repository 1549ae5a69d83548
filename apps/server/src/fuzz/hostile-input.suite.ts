import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/factories.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { queryRows } from '../db/client.ts';
import { externalTraining, waitlistEntries } from '../db/schema/index.ts';
import {
  FIELDS,
  HOSTILE_ANY,
  HOSTILE_IDS,
  HOSTILE_QUERY,
  KIND_VALUES,
  queryValue,
  type Kind,
} from './hostile-values.ts';

/**
 * Every registered API route, called by every kind of caller with hostile input in its path, its
 * query and its body (security audit, finding 8). Bad input must be answered with a 4xx: never a
 * server error, and never with internal text (stack, SQL, file paths) in the answer.
 */

type Role = 'anonymous' | 'student' | 'otherStudent' | 'instructor' | 'admin';
const ROLES: Role[] = ['anonymous', 'student', 'otherStudent', 'instructor', 'admin'];
interface Route {
  method: string;
  url: string;
}
interface Case {
  what: string;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
/** Valid ids of the seeded world, by the resource they name. */
const ids: Record<string, number> = {};

/** Text that only comes from inside the server: stack frames, SQL, driver and file names. */
const INTERNAL =
  /\bat \S+ \(|\bat (?:async )?[\w./<>-]+:\d+:\d+|node_modules|\.ts:\d+|\/src\/|select .* from |insert into|violates|drizzle|postgres|pglite|syntax error|SQLSTATE|ECONNREFUSED/i;

/** The health page names the database product on purpose; anything else of the kind is a leak. */
const leaks = (body: string) => INTERNAL.test(body.replace(/"kind":"(pglite|postgres)"/g, ''));
/** zod's own wording, which no answer may show: every validation message is written for people. */
const validatorWording = (body: string) =>
  /Invalid input|expected \w+, received \w+|Invalid option|Too (small|big):/.test(body);
/** The error handler's last line of defence answered: the input reached the database unchecked. */
const reachedDatabase = (body: string) => body.includes('"code":"INVALID_INPUT"');

/** Field names each route reads from its body, so each can be made hostile on its own. */
const BODY_FIELDS: Record<string, string[]> = {
  'POST /api/users/register': [
    'firstName',
    'lastName',
    'first_name',
    'last_name',
    'email',
    'phoneNumber',
    'phone_number',
    'password',
    'confirmPassword',
    'email_notifications',
    'emailNotifications',
  ],
  'POST /api/users/login': ['email', 'password'],
  'POST /api/users/forgot-password': ['email'],
  'POST /api/users/reset-password': ['token', 'newPassword', 'confirmPassword'],
  'PUT /api/users/profile': [
    'first_name',
    'last_name',
    'phone_number',
    'address',
    'emergency_contact',
  ],
  'PUT /api/profile/profile': [
    'first_name',
    'last_name',
    'phone_number',
    'address',
    'emergency_contact',
  ],
  'PUT /api/users/preferences': ['preferences', 'email_notifications'],
  'POST /api/users/change-password': ['currentPassword', 'newPassword', 'confirmPassword'],
  'PUT /api/profile/password': ['currentPassword', 'newPassword', 'confirmPassword'],
  'POST /api/enrollments/:id/approve': ['reason', 'admin_notes'],
  'POST /api/enrollments/:id/reject': ['reason', 'admin_notes'],
  'POST /api/enrollments/:id/pending': ['reason', 'admin_notes'],
  'POST /api/enrollments/:id': ['sessionId', 'session_id'],
  'POST /api/enrollments/waitlist/:id': ['sessionId', 'session_id'],
  'POST /api/contact': ['name', 'email', 'message'],
  'POST /api/admin/notifications/detailed': [
    'originalNotificationId',
    'title',
    'message',
    'links',
    'timestamp',
    'recipient',
  ],
  'POST /api/notifications/admin/templates': [
    'name',
    'title_template',
    'message_template',
    'type',
    'metadata',
  ],
  'PUT /api/notifications/admin/templates/:id': [
    'name',
    'title_template',
    'message_template',
    'type',
    'metadata',
  ],
  'POST /api/notifications/admin/send': [
    'templateId',
    'template',
    'recipient',
    'recipient_id',
    'recipient_type',
    'user_id',
    'class_id',
    'title',
    'message',
    'variables',
  ],
  'POST /api/notifications/admin/bulk': [
    'template_name',
    'user_ids',
    'variables',
    'type',
    'metadata',
  ],
  'POST /api/notifications/admin/broadcast': ['title', 'message', 'type', 'is_broadcast'],
  'POST /api/payments/:id/pay': ['last_four'],
  'PUT /api/admin/classes/:id/waitlist/:entryId': ['status', 'reason'],
  'POST /api/admin/classes': [
    'title',
    'instructor_id',
    'description',
    'price',
    'dates',
    'duration',
    'location_type',
    'location_details',
    'image_url',
    'status',
  ],
  'PUT /api/admin/classes/:id': [
    'title',
    'instructor_id',
    'description',
    'price',
    'dates',
    'duration',
    'location_type',
    'location_details',
    'image_url',
    'status',
    'deletedSessionIds',
  ],
  'PUT /api/classes/:id/status': ['status'],
  'PUT /api/classes/:id/schedule': ['dates', 'deletedSessionIds'],
  'POST /api/sessions': [
    'class_id',
    'date',
    'end_date',
    'start_time',
    'end_time',
    'location',
    'capacity',
  ],
  'PUT /api/sessions/:id': ['date', 'end_date', 'start_time', 'end_time', 'location', 'capacity'],
  'PATCH /api/sessions/sessions/:id/status': ['status'],
  'POST /api/certificates/upload-metadata': [
    'user_id',
    'class_id',
    'session_id',
    'certificate_name',
    'expiration_date',
    'file_path',
    'supabase_path',
    'certificate_url',
    'file_type',
    'file_size',
  ],
  'POST /api/certificates/bulk-delete': ['ids'],
  'PATCH /api/certificates/:id': ['status'],
  'PATCH /api/admin/financial/transactions/:id': ['status'],
  'POST /api/admin/financial/payments/reminder': ['payment_id'],
  'POST /api/admin/financial/payments/notify': [
    'payment_id',
    'user_id',
    'userId',
    'type',
    'title',
    'message',
  ],
  'PUT /api/admin/settings': ['settings', 'offer_hold_hours', 'payment_terms_days', 'time_zone'],
  'PATCH /api/admin/users/:id/role': ['role'],
  'PATCH /api/admin/users/:id/status': ['status'],
  'PUT /api/admin/users/:id/password': [
    'newPassword',
    'confirmPassword',
    'new_password',
    'confirm_password',
  ],
  'POST /api/admin/users/:id/notifications': ['title', 'message'],
  'POST /api/admin/users/:id/external-training': ['title', 'date', 'hours', 'cda_subject_areas'],
  // The action calls: the action and the target ids; the other fields are the own routes' above.
  'POST /api/admin/class-schedules': ['action', 'class_id', 'session_id', 'status'],
  'POST /api/admin/notifications': ['action', 'title', 'message', 'recipient'],
  'POST /api/admin/certificates': ['action', 'certificate_id', 'ids', 'status'],
  // A JSON body adds a link; the same route reads a multipart form for a file (JSON_AND_MULTIPART).
  'POST /api/classes/:id/materials': ['title', 'url', 'kind'],
};

/** Query names the routes read; every one is sent hostile in turn. */
const QUERY_FIELDS = [
  'page',
  'limit',
  'search',
  'searchTerm',
  'status',
  'role',
  'type',
  'class_id',
  'classId',
  'user_id',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'startDate',
  'endDate',
  'start_date',
  'end_date',
  'include_closed',
  'location_type',
  'duration',
  'price_range',
  'path',
  'prefix',
];

/** Routes that read a query string: each query field is made hostile on its own there. */
const READS_QUERY =
  /^(GET|DELETE) \/api\/(classes|enrollments|certificates(\/completed-sessions\/:id)?|notifications(\/admin\/sent)?|storage\/.*|users\/(activity-history|dashboard)|profile\/profile|admin\/(analytics\/.*|audit-logs|classes(\/:id\/waitlist)?|dashboard\/stats|financial\/.*|settings|users\/(search|:id\/activity)|waitlist))$/;

/** Bodies that are not JSON, or JSON no parser should be trusted with. */
const RAW_JSON = [
  '{"a":',
  '[',
  'nul',
  '{"a":"\\u0000"',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

/** Uploads read multipart forms with these fields. */
const MULTIPART_ROUTES = new Set(['POST /api/certificates', 'POST /api/storage/:bucket']);
/** Routes that take a JSON body or a multipart form: both kinds of hostile body are sent. */
const JSON_AND_MULTIPART = new Set([
  'POST /api/classes/:id/materials',
  'POST /api/admin/users/:id/external-training',
]);
const MULTIPART_FIELDS = [
  'user_id',
  'userId',
  'class_id',
  'session_id',
  'certificate_name',
  'expiration_date',
  'category',
  'title',
  'date',
  'hours',
  'cda_subject_areas',
];

const SESSION_ROW = {
  date: '2031-06-15',
  end_date: '2031-06-15',
  start_time: '09:00',
  end_time: '15:00',
  location: 'Room 2',
  capacity: 5,
};

/** An enrolment with its payment and transaction, a certificate, a notification, a template, a waitlist entry. */
async function seedWorld() {
  const as = (role: Role, opts: InjectOptions) =>
    t.request({ ...opts, token: tokens[role] }).then((res) => {
      expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body}`).toBeLessThan(300);
      return res;
    });
  const enrolled = await as('student', {
    method: 'POST',
    url: `/api/enrollments/${ids.class}`,
    payload: { sessionId: ids.session },
  });
  ids.enrollment = enrolled.json().enrollment?.id ?? enrolled.json().id;
  await as('admin', { method: 'POST', url: `/api/enrollments/${ids.enrollment}/approve` });
  const payment = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from payments where user_id = ${ids.student} limit 1`,
  );
  ids.payment = payment[0]!.id;
  const tx = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into transactions (user_id, payment_id, type, status, amount_cents)
        values (${ids.student}, ${ids.payment}, 'payment', 'completed', 100) returning id`,
  );
  ids.transaction = tx[0]!.id;
  const cert = await as('admin', {
    method: 'POST',
    url: '/api/certificates',
    ...multipart(
      { user_id: ids.student!, class_id: ids.class!, certificate_name: 'CPR card' },
      { name: 'card.pdf', type: 'application/pdf', data: PDF },
    ),
  });
  ids.certificate = cert.json().certificate?.id ?? cert.json().id;
  await as('admin', {
    method: 'POST',
    url: `/api/admin/users/${ids.student}/notifications`,
    payload: { title: 'Hello', message: 'A note from the office' },
  });
  const note = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from notifications where user_id = ${ids.student} order by id desc limit 1`,
  );
  ids.notification = note[0]!.id;
  const template = await as('admin', {
    method: 'POST',
    url: '/api/notifications/admin/templates',
    payload: {
      name: 'fuzz template',
      title_template: 'Hi {student_name}',
      message_template: 'About {class_name}',
      type: 'user_notification',
    },
  });
  ids.template = template.json().template.id;
  const material = await as('admin', {
    method: 'POST',
    url: `/api/classes/${ids.class}/materials`,
    ...multipart({ title: 'Handout' }, { name: 'handout.pdf', type: 'application/pdf', data: PDF }),
  });
  ids.material = material.json().material.id;
  const [entry] = await t.database.db
    .insert(waitlistEntries)
    .values({ userId: ids.otherStudent!, classId: ids.class!, preferredSessionId: ids.session! })
    .returning();
  ids.waitlistEntry = entry!.id;
  const [outside] = await t.database.db
    .insert(externalTraining)
    .values({
      userId: ids.otherStudent!,
      title: 'Outside',
      completedOn: '2025-01-02',
      hours: '1.0',
    })
    .returning();
  ids.externalTraining = outside!.id;
  expect(
    Object.values(ids).every((n) => Number.isInteger(n) && n > 0),
    JSON.stringify(ids),
  ).toBe(true);
}

/** The valid value of a path parameter of a route: the seeded row the route is about. */
function validParam(url: string, name: string): string {
  if (name === 'bucket') return 'certificates';
  if (name === 'token') return 'a'.repeat(64);
  // A certificate's verification code (26 base32 characters; none is issued: the answer is a 404).
  if (name === 'code') return 'a'.repeat(26);
  if (name === 'entryId') return String(ids.waitlistEntry);
  if (name === 'materialId') return String(ids.material);
  if (name === 'type' && url.includes('/analytics/export/')) return 'revenue';
  // A class picture's file name as the server gives them (none is stored: the answer is a 404).
  if (name === 'name' && url.includes('/class-images/')) return 'class_1700000000000.png';
  const rules: [RegExp, string][] = [
    [/\/admin\/users\/:id/, 'victim'],
    [/\/enrollments\/waitlist\/:id\/(offer)/, 'waitlistEntry'],
    [/\/enrollments\/waitlist\/:id\/(accept|decline)/, 'waitlistEntry'],
    [/\/enrollments\/(waitlist|check-eligibility|classes)\/:id/, 'class'],
    [/^POST \/api\/enrollments\/:id$/, 'class'],
    [/\/enrollments\/:id/, 'enrollment'],
    [/\/sessions\/class\/:id/, 'class'],
    [/\/sessions\/(sessions\/)?:id/, 'session'],
    [/\/completed-sessions\/:id/, 'class'],
    [/\/classes\/:id/, 'class'],
    [/\/certificates\/:id/, 'certificate'],
    [/\/templates\/:id/, 'template'],
    [/notifications\/(admin\/sent\/)?:id/, 'notification'],
    [/\/payments\/:id/, 'payment'],
    [/\/transactions\/:id/, 'transaction'],
    [/\/external-training\/:id/, 'externalTraining'],
    // An expiry reminder: the fuzz makes none, so any id is another's or missing (a 404).
    [/\/reminders\/:id/, 'certificate'],
  ];
  const key = rules.find(([re]) => re.test(url))?.[1];
  if (!key) throw new Error(`no valid id for ${url}`);
  return String(ids[key]);
}

/** The valid value of a body or query field, from the seeded world where it names a row. */
function validField(name: string): unknown {
  const byName: Record<string, unknown> = {
    user_id: ids.student,
    userId: ids.student,
    recipient: ids.student,
    recipient_id: ids.student,
    user_ids: [ids.student],
    class_id: ids.class,
    classId: ids.class,
    session_id: ids.pastSession,
    sessionId: ids.session,
    payment_id: ids.payment,
    instructor_id: ids.instructor,
    originalNotificationId: ids.notification,
    templateId: ids.template,
    template_id: ids.template,
    template_name: 'fuzz_template',
    ids: [999_999],
    deletedSessionIds: [],
    dates: [SESSION_ROW],
    // A session call's own date item (PUT /sessions/:id, POST /sessions): its end after its start.
    end_time: SESSION_ROW.end_time,
    email: 'fuzz.valid@example.test',
    role: 'student',
    type: 'user_notification',
    recipient_type: 'user',
    location_type: 'online',
    time_zone: 'America/New_York',
    last_four: '4242',
    image_url: 'https://example.test/a.png',
    links: [{ label: 'More', url: '/profile' }],
    kind: 'link',
    url: 'https://example.test/reading',
  };
  if (name in byName) return byName[name];
  const kind = FIELDS[name];
  return kind ? KIND_VALUES[kind].valid : 'value';
}

function fieldsOf(route: Route): string[] {
  return BODY_FIELDS[`${route.method} ${route.url}`] ?? Object.keys(FIELDS);
}

function baseBody(route: Route): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fieldsOf(route)) body[name] = validField(name);
  return body;
}

function fillPath(route: Route, hostile?: { name: string; value: string }) {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    hostile?.name === name ? hostile.value : validParam(`${route.method} ${route.url}`, name),
  );
}

const json = (body: unknown): Pick<Case, 'payload' | 'headers'> => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const hasBody = (route: Route) => route.method !== 'GET' && route.method !== 'DELETE';

/** At least twenty hostile requests for any caller: path, query and whole-body shapes. */
function genericCases(route: Route): Case[] {
  const cases: Case[] = [];
  const valid = fillPath(route);
  const body = hasBody(route) ? json(baseBody(route)) : {};
  for (const name of route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    for (const value of HOSTILE_IDS) {
      cases.push({
        what: `path ${name}=${value.slice(0, 30)}`,
        url: fillPath(route, { name, value }),
        ...body,
      });
    }
  }
  // Routes with a body get their hostile requests there; the query is for the others.
  for (const value of hasBody(route) ? [] : HOSTILE_QUERY) {
    const query = QUERY_FIELDS.map((name) => `${name}=${value}`).join('&');
    cases.push({
      what: `every query field=${value.slice(0, 30)}`,
      url: `${valid}?${query}`,
      ...body,
    });
  }
  if (JSON_AND_MULTIPART.has(`${route.method} ${route.url}`)) cases.push(...multipartCases(valid));
  if (MULTIPART_ROUTES.has(`${route.method} ${route.url}`)) {
    cases.push(...multipartCases(valid));
  } else if (hasBody(route)) {
    for (const value of HOSTILE_ANY) {
      cases.push({ what: `body=${short(value)}`, url: valid, ...json(value) });
      // Three hundred kilobytes in each of a hundred fields would only test the body limit.
      const each = typeof value === 'string' && value.length > 10_000 ? 'x'.repeat(5001) : value;
      const all = Object.fromEntries(fieldsOf(route).map((name) => [name, each]));
      cases.push({ what: `every field=${short(value)}`, url: valid, ...json(all) });
    }
    for (const raw of RAW_JSON) {
      cases.push({
        what: `raw JSON ${JSON.stringify(raw)}`,
        url: valid,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
    }
    cases.push({
      what: 'multipart body on a JSON route',
      url: valid,
      ...multipart({ a: 'b' }, { name: 'x.pdf', type: 'application/pdf', data: PDF }),
    });
  }
  return cases;
}

/** Cut-off and malformed uploads, and hostile form fields beside a valid file. */
function multipartCases(url: string): Case[] {
  const file = { name: 'card.pdf', type: 'application/pdf', data: PDF };
  const good = multipart(
    { user_id: ids.student!, userId: ids.student!, class_id: ids.class!, certificate_name: 'Card' },
    file,
  );
  const cases: Case[] = [];
  for (const cut of [10, 60, good.payload.length - 10, good.payload.length - 2]) {
    cases.push({
      what: `multipart cut at ${cut}`,
      url,
      payload: good.payload.subarray(0, cut),
      headers: good.headers,
    });
  }
  cases.push(
    {
      what: 'multipart without boundary',
      url,
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      what: 'multipart with a wrong boundary',
      url,
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    },
    { what: 'multipart empty', url, payload: '', headers: good.headers },
  );
  const hostile = [
    '2147483648',
    '9999999999999',
    '-1',
    '1.5',
    'abc',
    'a\u0000b',
    '2027-02-30',
    'x'.repeat(3000),
    '1e300',
  ];
  for (const name of MULTIPART_FIELDS) {
    for (const value of hostile) {
      const fields: Record<string, string | number> = {
        user_id: ids.student!,
        userId: ids.student!,
        class_id: ids.class!,
        certificate_name: 'Card',
        title: 'Handout',
        [name]: value,
      };
      cases.push({
        what: `multipart ${name}=${value.slice(0, 30)}`,
        url,
        ...multipart(fields, file),
      });
    }
  }
  cases.push({
    what: 'multipart file name with NUL',
    url,
    ...multipart({ user_id: ids.student!, class_id: ids.class! }, { ...file, name: 'a\u0000.pdf' }),
  });
  return cases;
}

/** For callers the route lets in: each field hostile in turn, the others valid. */
function deepCases(route: Route): Case[] {
  const cases: Case[] = [];
  const url = fillPath(route);
  const base = baseBody(route);
  const body = hasBody(route) ? json(base) : {};
  for (const name of READS_QUERY.test(`${route.method} ${route.url}`) ? QUERY_FIELDS : []) {
    const kind = FIELDS[name] as Kind;
    // In a query string 2147483648 and '2147483648' are the same text: three distinct ones each.
    const texts = KIND_VALUES[kind].hostile.map(queryValue).filter((v) => v.length < 10_000);
    for (const value of [...new Set(texts)].slice(0, 3)) {
      cases.push({
        what: `query ${name}=${short(value)}`,
        url: `${url}?${name}=${value}`,
        ...body,
      });
    }
  }
  if (!hasBody(route) || MULTIPART_ROUTES.has(`${route.method} ${route.url}`)) return cases;
  // Routes missing from the field table read no body field; they had the whole-body cases.
  for (const name of BODY_FIELDS[`${route.method} ${route.url}`] ?? []) {
    const kind = FIELDS[name] as Kind;
    for (const value of [...KIND_VALUES[kind].hostile, null, [], {}, 2147483648]) {
      cases.push({
        what: `field ${name}=${short(value)}`,
        url,
        ...json({ ...base, [name]: value }),
      });
    }
  }
  if (fieldsOf(route).includes('dates')) {
    for (const [name, kind] of Object.entries({
      date: 'date',
      end_date: 'date',
      start_time: 'time',
      end_time: 'time',
      location: 'text',
      capacity: 'count',
      id: 'id',
    } as const)) {
      for (const value of KIND_VALUES[kind].hostile) {
        cases.push({
          what: `dates.0.${name}=${short(value)}`,
          url,
          ...json({ ...base, dates: [{ ...SESSION_ROW, [name]: value }] }),
        });
      }
    }
  }
  return cases;
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 30 ? `${text.slice(0, 30)}...(${text.length})` : text;
};

/** `count` cases taken evenly from all of them (path, query and body kinds alike). */
function spread(cases: Case[], count: number): Case[] {
  if (cases.length <= count) return cases;
  return Array.from({ length: count }, (_, i) => cases[Math.floor((i * cases.length) / count)]!);
}

/** Routes that end something for the caller run last: deletes, then logging out. */
function order(routes: Route[]): Route[] {
  const rank = (r: Route) =>
    r.url === '/api/users/logout'
      ? 3
      : r.url === '/api/admin/classes/:id' && r.method === 'DELETE'
        ? 2
        : r.method === 'DELETE'
          ? 1
          : 0;
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

function send(role: Role, route: Route, c: Case): Promise<LightMyRequestResponse> {
  const token = tokens[role];
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: c.url,
    payload: c.payload,
    headers: { ...(c.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * The suite, in parts: each part is its own test file with its own database and seeded world, so
 * the API tier's workers share the routes instead of one file holding the tier up for minutes.
 * Part `shard` (from 0) of `of` calls every `of`-th route; part 0 also runs the specific cases.
 */
export function hostileInputSuite(shard: number, of: number) {
  beforeAll(async () => {
    t = await createTestApp();
    const [student, otherStudent, instructor, admin, victim] = await Promise.all([
      t.createUser({ role: 'student', firstName: 'Sam' }),
      t.createUser({ role: 'student', firstName: 'Other' }),
      t.createUser({ role: 'instructor' }),
      t.createUser({ role: 'admin' }),
      t.createUser({ role: 'student', firstName: 'Victim' }),
    ]);
    for (const [role, user] of [
      ['student', student],
      ['otherStudent', otherStudent],
      ['instructor', instructor],
      ['admin', admin],
    ] as const) {
      tokens[role] = await t.tokenFor(user!.id);
    }
    const cls = await createClass(t, {
      instructorId: instructor!.id,
      sessions: [{ startInDays: 10 }, { startInDays: -30, lengthDays: 1, status: 'completed' }],
    });
    Object.assign(ids, {
      student: student!.id,
      otherStudent: otherStudent!.id,
      instructor: instructor!.id,
      victim: victim!.id,
      class: cls.classId,
      session: cls.sessionIds[0]!,
      pastSession: cls.sessionIds[1]!,
    });
    await seedWorld();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  // First, while the seeded world is whole: the fuzzing below deletes rows and logs out.
  if (shard === 0)
    describe('the answers to the kinds of input the audit found', () => {
      const admin = (opts: InjectOptions) => t.request({ ...opts, token: tokens.admin });

      it('an id past a PostgreSQL integer is an invalid id', async () => {
        for (const url of ['/api/classes/2147483648', '/api/admin/users/9999999999999']) {
          const res = await admin({ method: 'GET', url });
          expect(res.statusCode, url).toBe(400);
          expect(res.json()).toMatchObject({ error: 'Invalid id', code: 'VALIDATION_ERROR' });
        }
        const res = await admin({ method: 'GET', url: '/api/certificates?user_id=2147483648' });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ user_id: 'Invalid id' });
      });

      it('a NUL in the contact form or the sign-up is refused by name', async () => {
        const contact = await t.request({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'A\u0000n', email: 'ann@example.test', message: 'Hello' },
        });
        expect(contact.statusCode).toBe(400);
        expect(contact.json()).toEqual({
          error: 'Text must not contain control characters',
          code: 'VALIDATION_ERROR',
          message_key: 'input.controlCharacters',
          fields: { name: 'Text must not contain control characters' },
          // The input checks' texts are INPUT_MSG's, keyed `input.*` (decision 0053).
          field_keys: { name: 'input.controlCharacters' },
        });
        const signUp = await t.request({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            firstName: 'Ann',
            lastName: 'Lee',
            email: `${'e'.repeat(900 * 1024)}@example.test`,
            password: 'Password123!',
            confirmPassword: 'Password123!',
          },
        });
        expect(signUp.statusCode).toBe(400);
        expect(signUp.json().error).toBe('Please enter a valid email address');
      });

      it('an impossible calendar day is not rolled over into the next month', async () => {
        const res = await admin({
          method: 'GET',
          url: '/api/admin/analytics/summary?startDate=2027-02-01&endDate=2027-02-30',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'Dates must be yyyy-MM-dd' });
      });

      it('a price or a capacity no class has is refused with its limit', async () => {
        const cls = {
          title: 'Huge',
          instructor_id: ids.instructor,
          description: 'A class',
          price: 1e300,
          dates: [SESSION_ROW],
        };
        const price = await admin({ method: 'POST', url: '/api/admin/classes', payload: cls });
        expect(price.statusCode).toBe(400);
        expect(price.json()).toMatchObject({ error: 'Price must be at most $100,000' });
        const capacity = await admin({
          method: 'POST',
          url: '/api/admin/classes',
          payload: { ...cls, price: 10, dates: [{ ...SESSION_ROW, capacity: 2147483648 }] },
        });
        expect(capacity.statusCode).toBe(400);
        expect(capacity.json()).toMatchObject({
          error: 'Capacity must be at most 1000 for each session',
        });
      });

      it('a cut-off upload is a bad request', async () => {
        const body = multipart(
          { user_id: ids.student!, class_id: ids.class! },
          { name: 'card.pdf', type: 'application/pdf', data: PDF },
        );
        const res = await admin({
          method: 'POST',
          url: '/api/certificates',
          payload: body.payload.subarray(0, body.payload.length - 20),
          headers: body.headers,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'Invalid request',
          code: 'BAD_REQUEST',
          message_key: 'invalidRequest',
        });
      });
    });

  describe(`hostile input on every route (part ${shard + 1} of ${of})`, () => {
    it('answers every hostile request with a 4xx or a success, never a server error or internal text', async () => {
      const everyRoute = order(
        t.app.routeTable.filter(
          (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
        ),
      );
      expect(everyRoute.length).toBeGreaterThan(100);
      // Every n-th route of the one order: the parts together cover each route exactly once, and
      // within a part the routes that end something for the caller still run last.
      const routes = everyRoute.filter((_, i) => i % of === shard);
      const failures: string[] = [];
      const perRoute = new Map<string, number>();
      let sent = 0;
      for (const route of routes) {
        const started = Date.now();
        const key = `${route.method} ${route.url}`;
        for (const role of ROLES) {
          const baseline = await send(role, route, {
            what: 'valid',
            url: fillPath(route),
            ...(hasBody(route) ? json(baseBody(route)) : {}),
          });
          if (
            baseline.statusCode >= 500 ||
            leaks(baseline.body) ||
            validatorWording(baseline.body)
          ) {
            failures.push(
              `${role} ${key} [valid] -> ${baseline.statusCode} ${baseline.body.slice(0, 160)}`,
            );
          }
          const refused = [401, 403].includes(baseline.statusCode);
          // A caller the route turns away meets the same guard every time, and the second student
          // only probes the first one's rows: a spread of the generic cases shows the answers hold
          // for every kind of input. The field-by-field cases are for the other callers.
          const sample = refused || role === 'otherStudent';
          const cases = sample ? spread(genericCases(route), 24) : genericCases(route);
          if (!sample) cases.push(...deepCases(route));
          for (let i = 0; i < cases.length; i += 8) {
            const batch = cases.slice(i, i + 8);
            const answers = await Promise.all(
              batch.map((c) => send(role, route, c).then((res) => [c, res] as const)),
            );
            for (const [c, res] of answers) {
              if (
                res.statusCode >= 500 ||
                leaks(res.body) ||
                reachedDatabase(res.body) ||
                validatorWording(res.body)
              ) {
                failures.push(
                  `${role} ${key} [${c.what}] -> ${res.statusCode} ${res.body.slice(0, 160)}`,
                );
              }
            }
          }
          sent += cases.length + 1;
          perRoute.set(`${key} ${role}`, cases.length);
        }
        if (process.env.FUZZ_TIMING) console.info(`${Date.now() - started} ms ${key}`);
      }
      const fewest = Math.min(...perRoute.values());
      console.info(`hostile requests sent: ${sent}, fewest per route and caller: ${fewest}`);
      // One line per route and answer is enough to find a cause; the count says how many in all.
      const firstOfEach = new Map<string, string>();
      for (const f of failures)
        firstOfEach.set(f.replace(/^\w+ /, '').replace(/ \[.*\] -> (\d+).*/, ' $1'), f);
      expect([...firstOfEach.values()], `${failures.length} failing requests`).toEqual([]);
      expect(fewest).toBeGreaterThanOrEqual(20);
    }, 600_000);
  });
}
