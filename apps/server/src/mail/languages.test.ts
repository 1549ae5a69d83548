import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, formatDateForPeople, formatDayForPeople } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { queryRows } from '../db/client.ts';

// English and Spanish end to end on the server (decision 0053): a person's language on the
// profile and at sign-up, the mail and notices written in it, the catalogue's language filter, the
// Spanish version of a template and the certificate printed in the holder's language.

let t: TestApp;
let adminToken: string;
let instructorId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
  instructorId = (await t.createUser({ role: 'instructor', firstName: 'Ivy', lastName: 'Moss' }))
    .id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, token: string | undefined, payload?: object) {
  const res = await t.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

async function student(firstName: string, lang: 'en' | 'es') {
  const user = await t.createUser({ firstName, lastName: 'Dent', preferredLanguage: lang });
  return { ...user, token: await t.tokenFor(user.id) };
}

/** The mails queued for an address, oldest first. */
const mailsTo = (address: string) =>
  queryRows<{ subject: string; text_body: string; html_body: string | null }>(
    t.database.db,
    sql`select subject, text_body, html_body from email_outbox
        where lower(to_address) = lower(${address}) order by id`,
  );
const noticesOf = (userId: number) =>
  queryRows<{ title: string; message: string }>(
    t.database.db,
    sql`select title, message from notifications where user_id = ${userId} order by id`,
  );
const enrol = async (s: { token: string }, classId: number, sessionId: number) =>
  (await call('POST', `/api/enrollments/${classId}`, s.token, { sessionId })).enrollment
    .id as number;

describe('a person`s language', () => {
  it('is on the profile, English by default, and changed by the profile update', async () => {
    const s = await student('Rosa', 'en');
    const before = await call('GET', '/api/users/profile', s.token);
    expect(before.user.preferred_language).toBe('en');
    const saved = await call('PUT', '/api/profile/profile', s.token, {
      first_name: 'Rosa',
      last_name: 'Dent',
      preferred_language: 'es',
    });
    expect(saved.user.preferred_language).toBe('es');
    expect((await call('GET', '/api/users/profile', s.token)).user.preferred_language).toBe('es');
    // Another field alone leaves the language as it is.
    await call('PUT', '/api/users/profile', s.token, { first_name: 'Rosa', last_name: 'Diaz' });
    expect((await call('GET', '/api/users/profile', s.token)).user.preferred_language).toBe('es');
  });

  it('refuses a language other than en and es with a clear message', async () => {
    const s = await student('Ines', 'en');
    // (null is "not given", as in every optional field: decision 0040.)
    for (const value of ['fr', 'ES', '', 5]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { first_name: 'Ines', last_name: 'Dent', preferred_language: value },
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().fields).toEqual({ preferred_language: MSG.invalidLanguage });
    }
    expect((await call('GET', '/api/users/profile', s.token)).user.preferred_language).toBe('en');
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { preferred_language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is taken at sign-up, so a Spanish visitor`s welcome e-mail is in Spanish', async () => {
    const register = (email: string, extra: object) =>
      t.request({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          first_name: 'Lucia',
          last_name: 'Ortega',
          email,
          password: 'Sunflower-Garden-42',
          ...extra,
        },
      });
    const es = await register('lucia.es@example.test', { preferred_language: 'es' });
    expect(es.statusCode).toBe(201);
    expect(es.json().user.preferred_language).toBe('es');
    const [welcome] = await mailsTo('lucia.es@example.test');
    expect(welcome!.subject).toBe('Bienvenido a CareClass');
    expect(welcome!.text_body).toContain('Hola, Lucia:');
    expect(welcome!.text_body).toContain('Gracias por crear su cuenta de CareClass.');
    expect(welcome!.text_body).toContain('Confirmar mi correo electrónico: ');

    const en = await register('lucia.en@example.test', {});
    expect(en.json().user.preferred_language).toBe('en');
    const [english] = await mailsTo('lucia.en@example.test');
    expect(english!.subject).toBe('Welcome to CareClass');
    expect(english!.text_body).toContain('Hello Lucia,');

    const bad = await register('lucia.fr@example.test', { preferredLanguage: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { preferredLanguage: MSG.invalidLanguage },
      field_keys: { preferredLanguage: 'invalidLanguage' },
    });
  });
});

describe('mail and notices in the student`s language', () => {
  it('writes the enrolment, approval, reminder and receipt in Spanish for a Spanish speaker and in English for the others', async () => {
    const made = await createClass(t, {
      title: 'Primeros Auxilios',
      priceCents: 25000,
      sessions: [{ startInDays: 12, startTime: '09:30', endTime: '16:00', location: 'Sala 2' }],
    });
    const sessionId = made.sessionIds[0]!;
    const day = made.sessions[0]!.startDate;
    const maria = await student('María', 'es');
    const john = await student('John', 'en');

    const mariaE = await enrol(maria, made.classId, sessionId);
    const johnE = await enrol(john, made.classId, sessionId);
    await call('POST', `/api/enrollments/${mariaE}/approve`, adminToken, {});
    await call('POST', `/api/enrollments/${johnE}/approve`, adminToken, {});
    const payments = await queryRows<{ id: number; user_id: number; due_date: string }>(
      t.database.db,
      sql`select id, user_id, due_date::text as due_date from payments
          where enrollment_id in (${mariaE}, ${johnE})`,
    );
    const mariaPay = payments.find((p) => p.user_id === maria.id)!;
    const johnPay = payments.find((p) => p.user_id === john.id)!;
    for (const p of [mariaPay, johnPay]) {
      await call('POST', '/api/admin/financial/payments/reminder', adminToken, {
        payment_id: p.id,
      });
    }
    await call('POST', `/api/payments/${mariaPay.id}/pay`, maria.token, {});
    await call('POST', `/api/payments/${johnPay.id}/pay`, john.token, {});

    const es = await mailsTo(maria.email);
    expect(es.map((m) => m.subject)).toEqual([
      'Recibimos su solicitud de inscripción: Primeros Auxilios',
      'Inscripción aprobada: Primeros Auxilios',
      expect.stringMatching(
        /^(Recordatorio de pago|Su pago vence pronto): \$250\.00 de Primeros Auxilios$/,
      ),
      'Recibimos su pago: $250.00',
    ]);
    const [received, approved, reminder, receipt] = es.map((m) => m.text_body);
    expect(received).toContain('Hola, María:');
    expect(received).toContain(
      'Recibimos su solicitud para inscribirse en Primeros Auxilios. Un administrador la revisará pronto',
    );
    expect(received).toContain(
      `Cuándo: ${formatDayForPeople(day, 'es')}, 9:30 a. m. - 4:00 p. m. Dónde: Sala 2.`,
    );
    expect(received).toContain('Abrir CareClass: ');
    expect(received).toContain('El equipo de CareClass');
    expect(approved).toContain(
      `Debe pagar $250.00 a más tardar el ${formatDateForPeople(mariaPay.due_date, 'es')}`,
    );
    expect(reminder).toContain('vence el ' + formatDateForPeople(mariaPay.due_date, 'es'));
    expect(receipt).toContain('Recibimos su pago de $250.00 de Primeros Auxilios.');
    // A Spanish date reads as Spanish: the weekday and month names are Spanish words.
    expect(formatDayForPeople(day, 'es')).toMatch(/^[a-záéíóúñ]+, \d{1,2} de [a-z]+ de \d{4}$/);
    for (const m of es) expect(m.text_body).not.toMatch(/\b(Hello|When:|Where:|Open CareClass)\b/);
    expect((await noticesOf(maria.id)).map((n) => n.title)).toContain(
      'Inscripción aprobada: Primeros Auxilios',
    );

    const en = await mailsTo(john.email);
    expect(en.map((m) => m.subject)).toEqual([
      'Enrollment request received: Primeros Auxilios',
      'Enrollment approved: Primeros Auxilios',
      expect.stringMatching(/^Payment (reminder|due soon): \$250\.00 for Primeros Auxilios$/),
      'Payment received: $250.00',
    ]);
    expect(en[0]!.text_body).toContain('Hello John,');
    expect(en[0]!.text_body).toContain(
      `When: ${formatDayForPeople(day)}, 9:30 AM - 4:00 PM. Where: Sala 2.`,
    );
    expect(en[1]!.text_body).toContain(
      `$250.00 is due by ${formatDateForPeople(johnPay.due_date)}; you can pay from your profile.`,
    );
    for (const m of en) expect(m.text_body).not.toMatch(/\b(Hola|Cuándo|Recibimos)\b/);

    // The office's ledger keeps its own lines in English.
    const lines = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from transactions where payment_id = ${mariaPay.id} and type = 'reminder'`,
    );
    expect(lines[0]!.description).toMatch(/^Payment (reminder|due soon): /);
  });

  it('offers a waitlist seat in Spanish to a Spanish speaker', async () => {
    const made = await createClass(t, { title: 'Nutrición Infantil', sessions: [{ capacity: 1 }] });
    const sessionId = made.sessionIds[0]!;
    const holder = await student('Hal', 'en');
    const carmen = await student('Carmen', 'es');
    const held = await enrol(holder, made.classId, sessionId);
    await call('POST', `/api/enrollments/waitlist/${made.classId}`, carmen.token, { sessionId });
    await call('DELETE', `/api/enrollments/${held}`, holder.token);
    const subjects = (await mailsTo(carmen.email)).map((m) => m.subject);
    expect(subjects).toContain('Hay un lugar disponible en Nutrición Infantil');
    const offer = (await mailsTo(carmen.email)).find((m) => m.subject.startsWith('Hay un lugar'))!;
    expect(offer.text_body).toContain(
      'Se abrió un lugar en Nutrición Infantil y está reservado para usted hasta el ',
    );
    // "a la 1:13 p. m." in the one o'clock hour, "a las 4:13 p. m." in the others.
    expect(offer.text_body).toMatch(/ a las? \d{1,2}:\d{2} (a|p)\. m\. [A-Z]{3,4}\./);
    expect((await mailsTo(holder.email)).map((m) => m.subject)).toContain(
      'Enrollment withdrawn: Nutrición Infantil',
    );
  });

  it('uses the notice language chosen when the mail is composed', async () => {
    const s = await student('Pablo', 'en');
    const made = await createClass(t, { title: 'Juego y Aprendizaje' });
    await enrol(s, made.classId, made.sessionIds[0]!);
    await call('PUT', '/api/users/profile', s.token, {
      first_name: 'Pablo',
      last_name: 'Dent',
      preferred_language: 'es',
    });
    const other = await createClass(t, { title: 'Seguridad en el Aula' });
    await enrol(s, other.classId, other.sessionIds[0]!);
    expect((await mailsTo(s.email)).map((m) => m.subject)).toEqual([
      'Enrollment request received: Juego y Aprendizaje',
      'Recibimos su solicitud de inscripción: Seguridad en el Aula',
    ]);
  });
});

describe('the Spanish version of a notification template', () => {
  it('is saved with the template and sent to Spanish speakers; the others get the English one', async () => {
    const created = await call('POST', '/api/notifications/admin/templates', adminToken, {
      name: 'closure notice',
      type: 'user_notification',
      title_template: 'Closed on Friday, {student_name}',
      message_template: 'The center is closed on Friday.',
      title_template_es: 'Cerrado el viernes, {student_name}',
      message_template_es: 'El centro está cerrado el viernes.',
    });
    const template = created.template;
    expect(template).toMatchObject({
      title_template_es: 'Cerrado el viernes, {student_name}',
      message_template_es: 'El centro está cerrado el viernes.',
    });
    const ana = await student('Ana', 'es');
    const tom = await student('Tom', 'en');
    await call('POST', '/api/notifications/admin/bulk', adminToken, {
      template_name: 'closure notice',
      user_ids: [ana.id, tom.id],
    });
    expect(await noticesOf(ana.id)).toEqual([
      { title: 'Cerrado el viernes, Ana Dent', message: 'El centro está cerrado el viernes.' },
    ]);
    expect(await noticesOf(tom.id)).toEqual([
      { title: 'Closed on Friday, Tom Dent', message: 'The center is closed on Friday.' },
    ]);
    const [mail] = await mailsTo(ana.email);
    expect(mail!.subject).toBe('Cerrado el viernes, Ana Dent');

    const half = await t.request({
      method: 'POST',
      url: '/api/notifications/admin/templates',
      token: adminToken,
      payload: {
        name: 'half spanish',
        type: 'user_notification',
        title_template: 'T',
        message_template: 'M',
        title_template_es: 'Título',
      },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      message_template_es:
        'Give both the Spanish title and the Spanish message, or leave both empty',
    });
  });
});

describe('the catalogue`s language', () => {
  it('shows each class`s and session`s language and filters by it, with the cache kept right', async () => {
    const english = await createClass(t, { title: 'Lang English only' });
    const spanish = await createClass(t, { title: 'Lang Spanish class', language: 'es' });
    const mixed = await createClass(t, {
      title: 'Lang English with a bilingual session',
      sessions: [{ startInDays: 5 }, { startInDays: 9, language: 'bilingual' }],
    });
    const list = async (query: string) =>
      (
        (await call('GET', `/api/classes${query}`, undefined)).classes as {
          id: number;
          title: string;
          language: string;
          sessions: { language: string }[];
        }[]
      ).filter((c) => c.title.startsWith('Lang '));

    const all = await list('');
    expect(all.find((c) => c.id === spanish.classId)).toMatchObject({
      language: 'es',
      sessions: [{ language: 'es' }],
    });
    expect(all.find((c) => c.id === mixed.classId)!.sessions.map((s) => s.language)).toEqual([
      'en',
      'bilingual',
    ]);
    const ids = async (query: string) => (await list(query)).map((c) => c.id).sort();
    expect(await ids('?language=es')).toEqual([spanish.classId, mixed.classId].sort());
    expect(await ids('?language=en')).toEqual([english.classId, mixed.classId].sort());
    expect(await ids('?language=bilingual')).toEqual([mixed.classId]);

    // A change of language shows in the next (cached) answer of the same filter.
    await call('PUT', `/api/admin/classes/${english.classId}`, adminToken, { language: 'es' });
    expect(await ids('?language=es')).toEqual(
      [spanish.classId, mixed.classId, english.classId].sort(),
    );
    const detail = await call('GET', `/api/classes/${english.classId}`, undefined);
    expect(detail.class.language).toBe('es');

    const bad = await t.request({ method: 'GET', url: '/api/classes?language=fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.invalidTeachingLanguage);
  });

  it('takes the language in the class dialog and a session`s own, with clear messages', async () => {
    const dates = [
      {
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        end_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        start_time: '09:00',
        end_time: '12:00',
        location: 'Room 9',
        capacity: 5,
        language: 'bilingual',
      },
    ];
    const base = { title: 'Lang dialog', instructor_id: instructorId, description: 'D', price: 10 };
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/classes',
      token: adminToken,
      payload: { ...base, language: 'fr', dates: [{ ...dates[0], language: 'de' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'dates.0.language': MSG.invalidTeachingLanguage,
      language: MSG.invalidTeachingLanguage,
    });
    const made = (
      await call('POST', '/api/admin/classes', adminToken, {
        ...base,
        language: 'es',
        dates,
      })
    ).class;
    expect(made.language).toBe('es');
    expect(made.sessions[0].language).toBe('bilingual');
    const schedule = await call('GET', `/api/classes/${made.id}/schedule`, adminToken);
    expect(schedule.sessions[0].language).toBe('bilingual');
    // An item without a language keeps the session's; an empty one makes it the class's.
    const { language: _drop, ...item } = dates[0]!;
    await call('PUT', `/api/sessions/${made.sessions[0].id}`, adminToken, item);
    expect(
      (await call('GET', `/api/classes/${made.id}/schedule`, adminToken)).sessions[0].language,
    ).toBe('bilingual');
    await call('PUT', `/api/sessions/${made.sessions[0].id}`, adminToken, {
      ...item,
      language: '',
    });
    expect(
      (await call('GET', `/api/classes/${made.id}/schedule`, adminToken)).sessions[0].language,
    ).toBeNull();
  });
});

describe('documents in the holder`s language', () => {
  it('prints a Spanish speaker`s certificate in Spanish and an English speaker`s in English', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const cls = (
      await call('POST', '/api/admin/classes', adminToken, {
        title: 'CPR Pediátrico',
        instructor_id: instructorId,
        description: 'RCP',
        price: 0,
        training_hours: 6,
        dates: [
          {
            date: day(2),
            end_date: day(2),
            start_time: '09:00',
            end_time: '15:00',
            location: 'Sala 1',
            capacity: 5,
          },
        ],
      })
    ).class;
    const sessionId = cls.sessions[0].id;
    const elena = await student('Elena', 'es');
    const ed = await student('Ed', 'en');
    for (const s of [elena, ed]) {
      const id = await enrol(s, cls.id, sessionId);
      await call('POST', `/api/enrollments/${id}/approve`, adminToken, {});
    }
    await call('PATCH', `/api/sessions/sessions/${sessionId}/status`, adminToken, {
      status: 'completed',
    });
    const pdfOf = async (s: { token: string }) => {
      const certs = (await call('GET', '/api/users/certificates', s.token)).certificates as {
        id: number;
      }[];
      const file = await t.request({
        method: 'GET',
        url: `/api/certificates/${certs[0]!.id}/download`,
        token: s.token,
      });
      expect(file.statusCode).toBe(200);
      return pdfText(file.rawPayload);
    };
    const es = await pdfOf(elena);
    expect(es).toContain('Certificado de Finalización');
    expect(es).toContain('Se certifica que');
    expect(es).toContain('Elena Dent');
    expect(es).toContain('CPR Pediátrico');
    expect(es).toContain('6.0 horas de capacitación');
    expect(es).toContain(formatDayForPeople(day(2), 'es'));
    expect(es).not.toContain('Certificate of Completion');
    const en = await pdfOf(ed);
    expect(en).toContain('Certificate of Completion');
    expect(en).toContain('6.0 training hours');
    expect(en).toContain(formatDayForPeople(day(2)));

    const certMails = (await mailsTo(elena.email)).map((m) => m.subject);
    expect(certMails).toContain('Sesión terminada: CPR Pediátrico');
  });

  it('prints a Spanish speaker`s training transcript in Spanish', async () => {
    const s = await student('Sofia', 'es');
    const res = await t.request({
      method: 'GET',
      url: '/api/profile/transcript.pdf',
      token: s.token,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Historial de Horas de Capacitación');
    expect(text).toContain('Todavía no tiene capacitación completada.');
    expect(text).not.toContain('Training Hours Transcript');
    // The office's download of the same transcript is in the holder's language too.
    const office = await t.request({
      method: 'GET',
      url: `/api/admin/users/${s.id}/transcript.pdf`,
      token: adminToken,
    });
    expect(office.statusCode).toBe(200);
    expect(await pdfText(office.rawPayload)).toContain('Historial de Horas de Capacitación');
  });
});
