import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signToken } from '../../plugins/auth.ts';
import { createSession } from './sessions.repository.ts';

// A token's signature is verified once and the token kept (plugins/auth.ts, decision 45): what is
// kept must never let through a token that a fresh verification would refuse.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

const profile = (token: string) => t.request({ method: 'GET', url: '/api/users/profile', token });

describe('verified tokens kept between calls', () => {
  it('a kept token is refused once its own expiry passes, though its session lives on', async () => {
    const user = await t.createUser();
    const session = await createSession(t.database.db, user.id, {});
    const inAnHour = new Date(Date.now() + 3600_000);
    const token = await signToken(t.config.jwtSecret, session.id, user.id, inAnHour);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inAnHour.getTime() + 1000);
    expect((await profile(token)).statusCode).toBe(401);
    // The session itself is still live: a new token for it is accepted at the same moment.
    const renewed = await signToken(
      t.config.jwtSecret,
      session.id,
      user.id,
      new Date(Date.now() + 3600_000),
    );
    expect((await profile(renewed)).statusCode).toBe(200);
  });

  it('a kept token does not vouch for the same token with another signature', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.id);
    expect((await profile(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    expect((await profile(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('signing out ends a kept token at once', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.id);
    expect((await profile(token)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/users/logout', token });
    expect(out.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });
});
