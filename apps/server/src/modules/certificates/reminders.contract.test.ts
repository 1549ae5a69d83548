import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { queryRows } from '../../db/client.ts';
import { sweepExpiryReminders } from '../../jobs/reminder-sweep.ts';

/** The contract test of expiry reminders: the student's reminder and its seat hold. */
let t: TestApp;
let contract: Contract;

beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

it('answers the reminder and the held seat as documented', async () => {
  const student = await signedInStudent(t, 'Rae');
  const cls = await createClass(t, { title: 'CPR', sessions: [{ startInDays: 12 }] });
  await queryRows(
    t.database.db,
    sql`insert into certificates (user_id, class_id, certificate_name, file_path, file_type,
          file_size, expiration_date)
        values (${student.id}, ${cls.classId}, 'CPR', 'x/cpr.pdf', 'application/pdf', 10,
          current_date + 20) returning id`,
  );
  await sweepExpiryReminders(t.ctx);
  const [reminder] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from certificate_reminders where user_id = ${student.id} and status = 'sent'`,
  );
  const read = await t.request({
    method: 'GET',
    url: `/api/reminders/${reminder!.id}`,
    token: student.token,
  });
  expect(read.statusCode).toBe(200);
  contract.check('GET /api/reminders/:id', read);
  const held = await t.request({
    method: 'POST',
    url: `/api/reminders/${reminder!.id}/hold`,
    token: student.token,
    payload: { session_id: cls.sessionIds[0] },
  });
  expect(held.statusCode).toBe(201);
  contract.check('POST /api/reminders/:id/hold', held);
});
