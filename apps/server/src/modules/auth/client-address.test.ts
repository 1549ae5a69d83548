import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';

// The client address is the rate-limit key. Behind a proxy it comes from X-Forwarded-For, of
// which only the entries the trusted proxies appended may be believed.

const PROXY = '10.0.0.1';
const trustFrom = (value: string) =>
  loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'test-secret-'.padEnd(48, 'x') }).trustProxy;

async function sessionAddress(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const user = await t.createUser();
  const res = await t.request({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.statusCode).toBe(200);
  const rows = await queryRows<{ ip_address: string }>(
    t.database.db,
    sql`select ip_address from auth_sessions where user_id = ${user.id}`,
  );
  return rows[0]?.ip_address;
}

describe('TRUST_PROXY=true (one hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: trustFrom('true') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the address the proxy appended, not one the client put in front', async () => {
    expect(await sessionAddress(t, PROXY, '1.1.1.1, 2.2.2.2')).toBe('2.2.2.2');
  });

  it('does not let a client choose its rate-limit key with a forged X-Forwarded-For', async () => {
    const user = await t.createUser();
    const attempt = (i: number, password = `wrong-${i}-pass`) =>
      t.request({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `5.5.5.${i}, 2.2.2.2` },
      });
    for (let i = 1; i <= LIMITS.loginFailuresPerWindow; i++) {
      expect((await attempt(i)).statusCode).toBe(401);
    }
    expect((await attempt(99, user.password)).statusCode).toBe(429);
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select distinct key from rate_limit_hits where key like ${'%' + user.email + '%'} order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual([
      `login-fail:acct:${user.email}`,
      `login-fail:pair:${user.email}|2.2.2.2`,
    ]);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: trustFrom('10.0.0.0/8, 192.168.1.5') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('believes X-Forwarded-For through the listed proxies only', async () => {
    expect(await sessionAddress(t, PROXY, '1.1.1.1, 2.2.2.2')).toBe('2.2.2.2');
    expect(await sessionAddress(t, PROXY, '1.1.1.1, 192.168.1.5')).toBe('1.1.1.1');
    expect(await sessionAddress(t, '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: trustFrom('') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For', async () => {
    expect(await sessionAddress(t, '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
  });
});
