import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@careclass/shared';
import { createTestApp, uniqueEmail, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

// The login policy of decision record 0005: a hard cap per account-and-address pair, a cap per
// address across accounts and a growing delay per account across addresses, the last two only
// for addresses the account has not logged in from recently.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PAIR = LIMITS.loginFailuresPerWindow;
const PER_ADDRESS = LIMITS.loginFailuresPerAddress;
const ACCOUNT_FREE = LIMITS.loginAccountFailuresPerDay;

const login = (email: string, password: string, remoteAddress: string) =>
  t.request({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
  });

/** Sends every attempt at once and counts the answers by status. */
async function burst(attempts: Array<{ email: string; password: string; ip: string }>) {
  const answers = await Promise.all(attempts.map((a) => login(a.email, a.password, a.ip)));
  const tally: Record<number, number> = {};
  for (const res of answers) tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
  return { answers, tally };
}

/** Moves every hit under keys starting with `prefix` this many minutes into the past. */
async function age(prefix: string, minutes: number) {
  await t.database.db.execute(
    sql`update rate_limit_hits set created_at = created_at - make_interval(mins => ${minutes}::int)
        where key like ${prefix + '%'}`,
  );
}

async function hitCount(key: string) {
  const rows = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from rate_limit_hits where key = ${key}`,
  );
  return Number(rows[0]?.n);
}

/** A user who has logged in successfully from this address (so it is known for them). */
async function ownerAt(ip: string): Promise<TestUser> {
  const user = await t.createUser();
  expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  return user;
}

describe('login limits under a burst', () => {
  it('evaluates at most the pair limit of 200 simultaneous wrong passwords; the right one after them is refused', async () => {
    const user = await t.createUser();
    const ip = '10.40.0.1';
    const attempts = Array.from({ length: 200 }, (_, i) => ({
      email: user.email,
      password: `wrong-${i}-pass`,
      ip,
    }));
    attempts.push({ email: user.email, password: user.password, ip });
    const { answers, tally } = await burst(attempts);
    expect(tally).toEqual({ 401: PAIR, 429: 201 - PAIR });
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.json()).toEqual({
      error: MSG.tooManyLogins,
      code: 'RATE_LIMITED',
      message_key: 'tooManyLogins',
    });
    expect(await hitCount(`login-fail:pair:${user.email}|${ip}`)).toBe(PAIR);
  });

  it('lets 200 simultaneous attempts from 200 addresses evaluate only the free failures of the account; the owner still logs in from a known address', async () => {
    const owner = await ownerAt('10.41.0.1');
    const attempts = Array.from({ length: 200 }, (_, i) => ({
      email: owner.email,
      password: `wrong-${i}-pass`,
      ip: `10.42.0.${i + 1}`,
    }));
    attempts.push({ email: owner.email, password: owner.password, ip: '10.43.0.1' });
    const { answers, tally } = await burst(attempts);
    expect(tally).toEqual({ 401: ACCOUNT_FREE, 429: 201 - ACCOUNT_FREE });
    expect(answers.at(-1)!.statusCode).toBe(429);

    expect((await login(owner.email, owner.password, '10.41.0.1')).statusCode).toBe(200);
  });

  it('lets a burst of failures from one address across accounts evaluate at most the address limit; owners who logged in there before are not stopped', async () => {
    const ip = '10.44.0.1';
    const owner = await ownerAt(ip);
    const newcomer = await t.createUser();
    const attempts = Array.from({ length: 100 }, (_, i) => ({
      email: uniqueEmail(`spray${i}`),
      password: 'wrong-pass',
      ip,
    }));
    const { tally } = await burst(attempts);
    expect(tally).toEqual({ 401: PER_ADDRESS, 429: 100 - PER_ADDRESS });

    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    const refused = await login(newcomer.email, newcomer.password, ip);
    expect(refused.statusCode).toBe(429);
    expect((await login(newcomer.email, newcomer.password, '10.44.0.2')).statusCode).toBe(200);
  });
});

describe('login limits one attempt at a time', () => {
  it('caps failures per account and address, even from a known address, until the window passes', async () => {
    const ip = '10.50.0.1';
    const owner = await ownerAt(ip);
    expect((await login(owner.email, owner.password, '10.50.0.2')).statusCode).toBe(200);
    for (let i = 0; i < PAIR; i++) {
      expect((await login(owner.email, `wrong-${i}-pass`, ip)).statusCode).toBe(401);
    }
    const locked = await login(owner.email, owner.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: MSG.tooManyLogins,
      code: 'RATE_LIMITED',
      message_key: 'tooManyLogins',
    });
    // Only that pair is stopped: the account logs in from its other known address.
    expect((await login(owner.email, owner.password, '10.50.0.2')).statusCode).toBe(200);

    await age(`login-fail:pair:${owner.email}|${ip}`, LIMITS.loginWindowMinutes + 1);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
  });

  it('does not count a correct password as a failure', async () => {
    const ip = '10.51.0.1';
    const user = await t.createUser();
    for (let i = 0; i < PAIR - 1; i++) {
      expect((await login(user.email, `wrong-${i}-pass`, ip)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-last-pass', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
  });

  it('slows an account attacked from many addresses with a growing delay, which its known address skips', async () => {
    const owner = await ownerAt('10.52.0.1');
    for (let i = 0; i < ACCOUNT_FREE; i++) {
      expect((await login(owner.email, `wrong-${i}-pass`, `10.53.0.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    const acct = `login-fail:acct:${owner.email}`;
    expect((await login(owner.email, owner.password, '10.54.0.1')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.52.0.1')).statusCode).toBe(200);

    // After the first delay (1 minute) one more attempt gets through; then the delay doubles.
    await age(acct, LIMITS.loginDelayFirstMinutes);
    expect((await login(owner.email, 'wrong-again-pass', '10.54.0.2')).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, '10.54.0.3')).statusCode).toBe(429);
    await age(acct, LIMITS.loginDelayFirstMinutes);
    expect((await login(owner.email, owner.password, '10.54.0.4')).statusCode).toBe(429);
    await age(acct, LIMITS.loginDelayFirstMinutes);
    expect((await login(owner.email, owner.password, '10.54.0.5')).statusCode).toBe(200);
    // A successful login makes that address known, and a success costs nothing.
    expect(await hitCount(acct)).toBe(ACCOUNT_FREE + 1);
  });

  it('keeps the delay at most the maximum, however many failures', async () => {
    const user = await t.createUser();
    const acct = `login-fail:acct:${user.email}`;
    await t.database.db.execute(
      sql`insert into rate_limit_hits (key) select ${acct} from generate_series(1, 40)`,
    );
    expect((await login(user.email, user.password, '10.55.0.1')).statusCode).toBe(429);
    await age(acct, LIMITS.loginDelayMaxMinutes - 1);
    expect((await login(user.email, user.password, '10.55.0.2')).statusCode).toBe(429);
    await age(acct, 1);
    expect((await login(user.email, user.password, '10.55.0.3')).statusCode).toBe(200);
  });

  it('refuses an absurdly long address at the edge with the login failure text', async () => {
    const res = await login(`${'a'.repeat(5000)}@example.test`, 'wrong-pass', '10.56.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MSG.loginFailed, code: 'VALIDATION_ERROR' });
  });
});
