import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@careclass/shared';
import {
  PROJECT_ROOT,
  defaultPoolSize,
  fastifyTrustProxy,
  loadConfig,
  parseStripe,
  parseTrustProxy,
} from './config.ts';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['TRUE', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 192.168.1.5,::1 ', ['10.0.0.0/8', '192.168.1.5', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['everything', '10.0.0.1, proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', ','])(
    'refuses %j with a clear message',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(
        /^TRUST_PROXY must be false, a number of proxy hops or a comma list of proxy addresses/,
      );
    },
  );

  it('trusts exactly the given number of hops', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('SIGNUPS_PER_ADDRESS_PER_HOUR', () => {
  const load = (value?: string) =>
    loadConfig({
      JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
      ...(value === undefined ? {} : { SIGNUPS_PER_ADDRESS_PER_HOUR: value }),
    });

  it('defaults to the shared limit and takes a whole number above 0', () => {
    expect(load().signupsPerAddressPerHour).toBe(LIMITS.signupsPerAddressPerHour);
    expect(load('500').signupsPerAddressPerHour).toBe(500);
  });

  it.each(['0', '-3', '2.5', 'many'])('refuses %j', (value) => {
    expect(() => load(value)).toThrow(
      'SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number above 0',
    );
  });
});

describe('DATABASE_POOL_SIZE', () => {
  const load = (value?: string) =>
    loadConfig({
      JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
      ...(value === undefined ? {} : { DATABASE_POOL_SIZE: value }),
    });

  it('defaults to eight connections per core, at least 20 and at most 40', () => {
    expect([1, 2, 3, 4, 8, 64].map(defaultPoolSize)).toEqual([20, 20, 24, 32, 40, 40]);
    expect(load().databasePoolSize).toBeGreaterThanOrEqual(20);
    expect(load('7').databasePoolSize).toBe(7);
  });

  it.each(['0', '-1', 'lots'])('refuses %j', (value) => {
    expect(() => load(value)).toThrow('DATABASE_POOL_SIZE must be a whole number above 0');
  });
});

// Every entry point (npm start in the root, the workspace scripts in apps/server, tests, bench)
// must find the same data directory.
describe('DATA_DIR', () => {
  const secret = { JWT_SECRET: 'x'.repeat(48) };

  it('is the repository root', () => {
    expect(existsSync(path.join(PROJECT_ROOT, 'package-lock.json'))).toBe(true);
    expect(existsSync(path.join(PROJECT_ROOT, 'apps', 'server', 'src', 'config.ts'))).toBe(true);
  });

  it('defaults to data/ in the repository root whatever the working directory', () => {
    expect(loadConfig(secret).dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
    expect(loadConfig({ ...secret, DATA_DIR: '' }).dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
  });

  it('resolves a relative path against the repository root and keeps an absolute one', () => {
    expect(loadConfig({ ...secret, DATA_DIR: './var/cc' }).dataDir).toBe(
      path.join(PROJECT_ROOT, 'var', 'cc'),
    );
    const absolute = path.join(path.parse(PROJECT_ROOT).root, 'srv', 'careclass');
    expect(loadConfig({ ...secret, DATA_DIR: absolute }).dataDir).toBe(absolute);
  });
});

describe('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', () => {
  it('choose Stripe when both are set, the office ledger when neither is', () => {
    expect(parseStripe({})).toBeUndefined();
    expect(
      parseStripe({ STRIPE_SECRET_KEY: ' sk_test_1 ', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it.each([{ STRIPE_SECRET_KEY: 'sk_test_1' }, { STRIPE_WEBHOOK_SECRET: 'whsec_1' }])(
    'refuse %j alone',
    (env) => {
      expect(() => parseStripe(env)).toThrow(
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      );
    },
  );
});
