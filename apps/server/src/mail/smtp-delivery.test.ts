import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { queryRows } from '../db/client.ts';
import { startJobs } from '../jobs/scheduler.ts';
import { MAX_ATTEMPTS, retryDelaySeconds, sweepMailOutbox } from '../jobs/mail-sweep.ts';
import { enqueueMail } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/**
 * The outbox delivered to a real SMTP server (smtp-server, from npm) that this file starts on a
 * loopback port, with the app's own SMTP transport built from an SMTP_URL. The sweep is driven by
 * hand. Its clock is the database's now(): instead of waiting minutes, `elapse` moves a message's
 * schedule back by the time that would have passed.
 */
let smtp: TestSmtpServer;
let t: TestApp;
let transport: MailTransport;
const FROM = 'CareClass <office@careclass.test>';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: FROM, mailSweepMs: 100 });
  transport = createMailTransport({
    smtpUrl: t.config.smtpUrl,
    dataDir: t.config.dataDir,
    log: t.app.log,
  });
});
afterAll(async () => {
  transport?.close();
  await t?.close();
  await smtp?.stop();
});

const sweep = () => sweepMailOutbox(t.database.db, transport, t.config.mailFrom);

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from now until the row is due again. */
  due_in: number;
}
const outboxRow = async (to: string) =>
  (
    await queryRows<OutboxRow>(
      t.database.db,
      sql`select status::text, attempts, last_error,
                 extract(epoch from next_attempt_at - now())::float8 as due_in
          from email_outbox where to_address = ${to}`,
    )
  )[0]!;

/** As if `seconds` had passed for the messages to `to`: their next attempt comes that much sooner. */
const elapse = (to: string, seconds: number) =>
  t.database.db.execute(sql`
    update email_outbox set next_attempt_at = next_attempt_at - make_interval(secs => ${seconds})
    where to_address = ${to}`);

const receivedBy = (to: string) => smtp.received.filter((_, i) => smtp.recipients[i]!.includes(to));

describe('mail through a real SMTP server', () => {
  it('delivers a queued password-reset mail with its sender, recipient, subject, text and HTML', async () => {
    const user = await t.createUser({ firstName: 'Rita' });
    const res = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await sweep()).toMatchObject({ sent: 1 });

    const [mail, ...more] = receivedBy(user.email);
    expect(more).toEqual([]);
    expect(mail!.from?.value).toEqual([{ name: 'CareClass', address: 'office@careclass.test' }]);
    expect(mail!.to).toMatchObject({ value: [{ address: user.email }] });
    expect(mail!.subject).toBe('Reset your CareClass password');
    expect(mail!.text).toContain('Hello Rita,');
    expect(mail!.text).toMatch(
      /Reset your password: http:\/\/localhost:\d+\/reset-password\?token=/,
    );
    expect(mail!.html).toContain('<p>Hello Rita,</p>');
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:\d+\/reset-password\?token=[^"]+">/);
    expect(await outboxRow(user.email)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the mail queued while the server is down, retries with backoff, and delivers it once when it is back', async () => {
    const to = `outage.${Date.now()}@example.test`;
    await enqueueMail(t.database.db, {
      to,
      subject: 'Your class starts Monday',
      text: 'See you at 9:30.',
      html: '<p>See you at <b>9:30</b>.</p>',
    });
    await smtp.stop();
    try {
      // First attempt fails: still pending, due again in 30 s.
      expect(await sweep()).toMatchObject({ claimed: 1, sent: 0 });
      let row = await outboxRow(to);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.due_in).toBeGreaterThan(25);
      expect(row.due_in).toBeLessThanOrEqual(30);

      // Not retried before it is due.
      expect(await sweep()).toMatchObject({ claimed: 0 });
      await elapse(to, 20);
      expect(await sweep()).toMatchObject({ claimed: 0 });

      // Due: retried, fails again, and now waits twice as long.
      await elapse(to, 10);
      expect(await sweep()).toMatchObject({ claimed: 1, sent: 0 });
      row = await outboxRow(to);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.due_in).toBeGreaterThan(55);
      expect(row.due_in).toBeLessThanOrEqual(60);
      expect(receivedBy(to)).toEqual([]);
    } finally {
      await smtp.start();
    }

    // The server is back, but the message waits for its time.
    expect(await sweep()).toMatchObject({ claimed: 0 });
    expect(receivedBy(to)).toEqual([]);
    await elapse(to, 60);
    expect(await sweep()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    // Later sweeps, however late, send nothing more.
    await elapse(to, 3600);
    expect(await sweep()).toMatchObject({ claimed: 0 });
    const got = receivedBy(to);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ subject: 'Your class starts Monday' });
    expect(got[0]!.text?.trim()).toBe('See you at 9:30.');
    expect(got[0]!.html).toBe('<p>See you at <b>9:30</b>.</p>');
  });

  it('gives a message up as failed after the last attempt', async () => {
    const to = `never.${Date.now()}@example.test`;
    await enqueueMail(t.database.db, { to, subject: 'Lost', text: 'x' });
    await smtp.stop();
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await sweep()).toMatchObject({ claimed: 1, sent: 0 });
        await elapse(to, retryDelaySeconds(attempt));
      }
      expect(await outboxRow(to)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(await sweep()).toMatchObject({ claimed: 0 });
    } finally {
      await smtp.start();
    }
    expect(receivedBy(to)).toEqual([]);
  });

  it('is delivered by the background jobs, which build their transport from SMTP_URL', async () => {
    const to = `jobs.${Date.now()}@example.test`;
    await enqueueMail(t.database.db, { to, subject: 'From the scheduler', text: 'x' });
    const jobs = startJobs(t.ctx);
    try {
      await expect.poll(() => receivedBy(to).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await jobs.stop();
    }
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('refuses to deliver with wrong SMTP credentials and keeps the mail queued', async () => {
    const wrong = createMailTransport({
      smtpUrl: smtp.url.replace('smtp-test-password', 'wrong'),
      dataDir: t.config.dataDir,
      log: t.app.log,
    });
    const to = `auth.${Date.now()}@example.test`;
    await enqueueMail(t.database.db, { to, subject: 'Hello', text: 'x' });
    try {
      expect(await sweepMailOutbox(t.database.db, wrong, FROM)).toMatchObject({ sent: 0 });
    } finally {
      wrong.close();
    }
    expect(await outboxRow(to)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outboxRow(to)).last_error).toMatch(/Invalid login|auth/i);
    await elapse(to, 30);
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(receivedBy(to)).toHaveLength(1);
  });
});
