import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of the auth calls: sign-up, sign-in and out, reset and verification links. */
let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

const linkIn = (raw: string | undefined, page: string) =>
  raw?.match(new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`))?.[1];

describe('contract: auth', () => {
  it('answers sign-up, verification, sign-in and sign-out as documented', async () => {
    const email = uniqueEmail('contract-auth');
    const registered = await t.request({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: '10.31.1.1',
      payload: {
        firstName: 'Cora',
        lastName: 'Tract',
        email,
        phoneNumber: '555-010-2030',
        password: 'Sunshine42',
        confirmPassword: 'Sunshine42',
      },
    });
    expect(registered.statusCode).toBe(201);
    const { token } = contract.check('POST /api/users/register', registered) as { token: string };
    const taken = await t.request({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: '10.31.1.1',
      payload: {
        first_name: 'Cora',
        last_name: 'Again',
        email,
        password: 'Sunshine42',
      },
    });
    expect(taken.statusCode).toBe(409);
    contract.check('POST /api/users/register', taken);

    const resent = await t.request({
      method: 'POST',
      url: '/api/users/verify-email/resend',
      token,
    });
    expect(resent.statusCode).toBe(200);
    contract.check('POST /api/users/verify-email/resend', resent);
    const mail = (await t.deliverMail()).filter((m) => m.to.includes(email)).at(-1);
    const link = linkIn(mail?.raw, 'verify-email');
    expect(link).toBeTruthy();
    const verified = await t.request({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: link },
    });
    expect(verified.statusCode).toBe(200);
    contract.check('POST /api/users/verify-email', verified);
    const reused = await t.request({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: link },
    });
    expect(reused.statusCode).toBe(400);
    contract.check('POST /api/users/verify-email', reused);
    const again = await t.request({ method: 'POST', url: '/api/users/verify-email/resend', token });
    expect(again.statusCode).toBe(409);
    contract.check('POST /api/users/verify-email/resend', again);

    const login = await t.request({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.31.1.2',
      payload: { email, password: 'Sunshine42' },
    });
    expect(login.statusCode).toBe(200);
    const session = contract.check('POST /api/users/login', login) as { token: string };
    const wrong = await t.request({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.31.1.2',
      payload: { email, password: 'not it' },
    });
    expect(wrong.statusCode).toBe(401);
    contract.check('POST /api/users/login', wrong);

    const out = await t.request({
      method: 'POST',
      url: '/api/users/logout',
      token: session.token,
    });
    expect(out.statusCode).toBe(200);
    contract.check('POST /api/users/logout', out);
  });

  it('answers the forgotten-password calls as documented', async () => {
    const user = await t.createUser({ firstName: 'Resa' });
    const asked = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: '10.31.2.1',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    contract.check('POST /api/users/forgot-password', asked);
    const blank = await t.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: '10.31.2.1',
      payload: { email: '' },
    });
    expect(blank.statusCode).toBe(400);
    contract.check('POST /api/users/forgot-password', blank);

    const mail = (await t.deliverMail()).filter((m) => m.to.includes(user.email)).at(-1);
    const link = linkIn(mail?.raw, 'reset-password');
    expect(link).toBeTruthy();
    const owner = await t.request({ method: 'GET', url: `/api/users/reset-password/${link}` });
    expect(owner.statusCode).toBe(200);
    contract.check('GET /api/users/reset-password/:token', owner);
    const unknown = await t.request({ method: 'GET', url: '/api/users/reset-password/nope' });
    expect(unknown.statusCode).toBe(400);
    contract.check('GET /api/users/reset-password/:token', unknown);

    const mismatch = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: link, newPassword: 'Moonlight77', confirmPassword: 'Moonlight78' },
    });
    expect(mismatch.statusCode).toBe(400);
    contract.check('POST /api/users/reset-password', mismatch);
    const reset = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: link, newPassword: 'Moonlight77', confirmPassword: 'Moonlight77' },
    });
    expect(reset.statusCode).toBe(200);
    contract.check('POST /api/users/reset-password', reset);
  });
});
