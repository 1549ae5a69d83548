import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStudent>>;
let other: Awaited<ReturnType<typeof signedInStudent>>;
let adminToken: string;
let paidId: number;
let unpaidId: number;
let sessionStart: string;
const TITLE = 'Infant CPR Refresher';

async function owedPayment(userId: number, classId: number, sessionId: number, cents: number) {
  const [enrolment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into enrollments (user_id, class_id, session_id, status, approved_at)
        values (${userId}, ${classId}, ${sessionId}, 'approved', now()) returning id`,
  );
  const [payment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into payments (user_id, enrollment_id, class_id, amount_cents, due_date)
        values (${userId}, ${enrolment!.id}, ${classId}, ${cents}, current_date + 20) returning id`,
  );
  return payment!.id;
}

const receipt = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/payments/${id}/receipt`, token });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStudent(t, 'Rita');
  other = await signedInStudent(t, 'Otto');
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
  const cls = await createClass(t, { title: TITLE, sessions: [{ startInDays: 12 }] });
  sessionStart = cls.sessions[0]!.startDate;
  paidId = await owedPayment(owner.id, cls.classId, cls.sessionIds[0]!, 123450);
  unpaidId = await owedPayment(other.id, cls.classId, cls.sessionIds[0]!, 9500);
  const paid = await t.request({
    method: 'POST',
    url: `/api/payments/${paidId}/pay`,
    token: owner.token,
    payload: { last_four: '4242' },
  });
  expect(paid.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/payments/:id/receipt', () => {
  it('is a PDF with the receipt number, amount, class, session date, card and provider', async () => {
    const res = await receipt(paidId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `R-${String(paidId).padStart(6, '0')}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Receipt number ${number}`);
    expect(text).toContain('$1,234.50');
    expect(text).toContain(TITLE);
    const longSession = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${sessionStart}T00:00:00Z`));
    expect(text).toContain(longSession);
    expect(text).toContain('Card ending in 4242');
    expect(text).toContain(`Rita Dent (${owner.email})`);
    // The provider's details come from the settings.
    expect(text).toContain('CareClass Training Center');
    expect(text).toContain('120 Maple Avenue, Suite 4, Springfield, NY 10001');
    expect(text).toContain('office@careclass.test');
  });

  it("is printed in the payer's language, the data as written", async () => {
    await t.database.db.execute(
      sql`update users set preferred_language = 'es' where id = ${owner.id}`,
    );
    try {
      const res = await receipt(paidId, adminToken);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      const number = `R-${String(paidId).padStart(6, '0')}`;
      expect(text).toContain(`Recibo número ${number}`);
      expect(text).toContain('Recibido de');
      expect(text).toContain('Tarjeta terminada en 4242');
      expect(text).toContain('Monto pagado');
      expect(text).toContain('$1,234.50');
      expect(text).toContain(TITLE);
      const [, month] = /^\d{4}-(\d{2})/.exec(sessionStart)!;
      const spanishMonth = new Intl.DateTimeFormat('es-US', {
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`2026-${month}-15T00:00:00Z`));
      expect(text).toContain(` de ${spanishMonth} de `);
      expect(text).not.toContain('Receipt number');
    } finally {
      await t.database.db.execute(
        sql`update users set preferred_language = 'en' where id = ${owner.id}`,
      );
    }
  });

  it('answers the payer and administrators only', async () => {
    expect((await receipt(paidId)).statusCode).toBe(401);
    const stranger = await receipt(paidId, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Payment not found');
    const admin = await receipt(paidId, adminToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    expect((await receipt(999999, adminToken)).statusCode).toBe(404);
  });

  it('refuses an unpaid payment with a clear message', async () => {
    const res = await receipt(unpaidId, other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This payment has not been paid, so it has no receipt yet');
  });

  it('comes attached to the payment e-mail as a PDF', async () => {
    const mail = (await t.deliverMail()).find(
      (m) => m.to.includes(owner.email) && m.subject === 'Payment received: $1,234.50',
    );
    expect(mail).toBeDefined();
    const file = `receipt-R-${String(paidId).padStart(6, '0')}.pdf`;
    expect(mail!.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${file}`));
    expect(mail!.raw).toMatch(new RegExp(`Content-Disposition: attachment; filename=${file}`));
    // The attached file is the receipt itself.
    const part = mail!.raw.split(`filename=${file}`)[1]!.split(/\n--/)[0]!;
    const pdf = Buffer.from(part.replace(/\s+/g, ''), 'base64');
    expect(await pdfText(pdf)).toContain('$1,234.50');
  });
});
