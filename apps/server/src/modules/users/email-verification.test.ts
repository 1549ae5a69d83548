import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@careclass/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

const LINK = /verify-email\?token=([A-Za-z0-9_-]+)/;

/** Signs a student up through the API and returns their session and the welcome e-mail. */
async function signUp(firstName = 'Vera') {
  const email = uniqueEmail('verify');
  const res = await t.request({
    method: 'POST',
    url: '/api/users/register',
    payload: {
      firstName,
      lastName: 'Checks',
      email,
      password: 'Sunshine42',
      confirmPassword: 'Sunshine42',
    },
  });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json() as { token: string; user: { id: number } };
  const mail = (await t.deliverMail()).find((m) => m.to.includes(email));
  return { email, token, id: user.id, mail, link: mail?.raw.match(LINK)?.[1] };
}

const verify = (token: unknown) =>
  t.request({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
const resend = (token?: string) =>
  t.request({ method: 'POST', url: '/api/users/verify-email/resend', token });
const profile = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/users/profile', token })).json().user;

describe('e-mail verification', () => {
  it('sign-up sends a welcome e-mail whose link verifies the address, once', async () => {
    const s = await signUp();
    expect(s.mail?.subject).toBe('Welcome to CareClass');
    expect(s.mail?.raw).toContain(`${t.config.appUrl}/verify-email?token=`);
    expect(s.mail?.raw).toContain('expires in 24 hours');
    expect(s.link).toBeDefined();
    expect(await profile(s.token)).toMatchObject({
      email_verified: false,
      email_verified_at: null,
    });

    // Only the hash is stored, with a lifetime of 24 hours.
    const [row] = await queryRows<{ token_hash: string; hours: number | string }>(
      t.database.db,
      sql`select token_hash, extract(epoch from expires_at - created_at) / 3600 as hours
          from email_verification_tokens where user_id = ${s.id}`,
    );
    expect(row!.token_hash).toBe(sha256(s.link!));
    expect(Math.round(Number(row!.hours))).toBe(24);

    const res = await verify(s.link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.emailVerified });
    const after = await profile(s.token);
    expect(after.email_verified).toBe(true);
    expect(Date.parse(after.email_verified_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await verify(s.link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: MSG.verifyLinkInvalid, code: 'VALIDATION_ERROR' });
    // The first verification time is kept.
    expect((await profile(s.token)).email_verified_at).toBe(after.email_verified_at);
  });

  it('a link opened twice at once verifies once', async () => {
    const s = await signUp();
    const answers = await Promise.all([verify(s.link), verify(s.link), verify(s.link)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await profile(s.token)).email_verified).toBe(true);
  });

  it('refuses an expired link, a wrong one and a missing one with a clear 400', async () => {
    const s = await signUp();
    await t.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 minute'
          where user_id = ${s.id}`,
    );
    const expired = await verify(s.link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(MSG.verifyLinkInvalid);

    const wrong = await verify('not-a-real-token');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MSG.verifyLinkInvalid);

    for (const payload of [{}, { token: '' }, { token: 42 }]) {
      const res = await t.request({ method: 'POST', url: '/api/users/verify-email', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.verifyLinkMissing);
    }
    expect((await profile(s.token)).email_verified).toBe(false);
  });

  it('resend: needs a login, mails a new link that retires the old one, and is limited', async () => {
    expect((await resend()).statusCode).toBe(401);

    const s = await signUp();
    const res = await resend(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.verificationSent });
    const mail = (await t.deliverMail()).find((m) => m.to.includes(s.email));
    expect(mail?.subject).toBe('Verify your CareClass e-mail address');
    const fresh = mail?.raw.match(LINK)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(s.link);
    expect((await verify(s.link)).statusCode).toBe(400);

    for (let i = 1; i < LIMITS.verifyEmailResendsPerWindow; i++) {
      expect((await resend(s.token)).statusCode).toBe(200);
    }
    const limited = await resend(s.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: MSG.tooManyVerificationEmails,
      code: 'RATE_LIMITED',
    });
  });

  it('resend for an address already verified answers 409 and sends nothing', async () => {
    const s = await signUp();
    expect((await verify(s.link)).statusCode).toBe(200);
    const res = await resend(s.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: MSG.emailAlreadyVerified, code: 'ALREADY_VERIFIED' });
    expect((await t.deliverMail()).filter((m) => m.to.includes(s.email))).toEqual([]);
  });

  it('admins see whether an address is verified; students cannot look', async () => {
    const verified = await signUp('Valid');
    const pending = await signUp('Pending');
    expect((await verify(verified.link)).statusCode).toBe(200);

    const list = await t.request({
      method: 'GET',
      url: '/api/admin/users/search?limit=50',
      token: adminToken,
    });
    expect(list.statusCode).toBe(200);
    const byId = new Map(
      (list.json().users as { id: number; email_verified: boolean }[]).map((u) => [u.id, u]),
    );
    expect(byId.get(verified.id)?.email_verified).toBe(true);
    expect(byId.get(pending.id)?.email_verified).toBe(false);

    const detail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${pending.id}`,
      token: adminToken,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user).toMatchObject({ email_verified: false, email_verified_at: null });

    for (const url of ['/api/admin/users/search', `/api/admin/users/${verified.id}`]) {
      expect((await t.request({ method: 'GET', url, token: pending.token })).statusCode).toBe(403);
    }
  });
});
