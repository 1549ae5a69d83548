import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@careclass/shared';
import { fileURLToPath } from 'node:url';
import type { S3Config } from './storage/s3-storage.ts';
import { parseLogFormat, type LogFormat } from './plugins/log-output.ts';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Connections this process keeps to the PostgreSQL server (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** true: always seed an empty database; false: never; undefined: only the embedded default. */
  demoData: boolean | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public address of the site, used in links inside e-mails. */
  appUrl: string;
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir: string | undefined;
  timeZone: string;
  logLevel: string;
  /** auto: readable lines on a terminal outside production, JSON otherwise; or forced. */
  logFormat: LogFormat;
  /** Background sweeps (mail, offers, payments); tests run them by hand. */
  runJobs: boolean;
  mailSweepMs: number;
  /**
   * Which proxies in front of the app to believe about the client address: none (false), a
   * number of hops, or the proxies' addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: TrustProxy;
  /** Default of the back-office setting of sign-ups per client address and hour. */
  signupsPerAddressPerHour: number;
  /** S3-compatible file storage; absent means files under DATA_DIR/storage. */
  s3: S3Config | undefined;
  /** Card payments through Stripe Checkout; absent means Pay Now records in the office ledger. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...), to verify what Stripe sends. */
  webhookSecret: string;
  /** Where the Stripe API is; tests point it at a local server. Unset: Stripe's own API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Both Stripe keys or neither: a secret key without the webhook secret could charge but never confirm. */
export function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  return { secretKey, webhookSecret };
}

export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: `false` (or unset), a number of proxy hops, or a comma list of proxy addresses and
 * CIDR ranges. `true` means one hop: believing every hop would let a client pick its own address
 * (and so its rate-limit key) by sending X-Forwarded-For itself.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxy hops or a comma list of proxy addresses; not understood: ${wrong.join(', ') || value}`,
    );
  }
  return entries;
}

/**
 * Fastify's own number option trusts no hop at all (it fails closed), so a hop count becomes a
 * function: the first `hops` addresses of the chain, starting at the connecting peer, are
 * proxies; the address after them is the client.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Connections per instance when DATABASE_POOL_SIZE is unset: enough for the requests in flight to
 * wait on the database rather than on the pool (a request spends most of its time in round trips,
 * not on a core), few enough that several instances stay well under PostgreSQL's default 100.
 */
export function defaultPoolSize(cores: number): number {
  return Math.min(40, Math.max(20, cores * 8));
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\s*[1-9]\d*\s*$/.test(value)) throw new Error(`${name} must be a whole number above 0`);
  return Number(value);
}
/**
 * The repository root, found from this file's own place (apps/server/src). A relative DATA_DIR is
 * resolved against it, so `npm start` (run in the root) and the workspace scripts (run in
 * apps/server) use the same data directory.
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parseBool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * The signing secret comes from JWT_SECRET, else from a file kept in DATA_DIR so that tokens
 * survive a restart without anyone having to invent a secret.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR || 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: parsePositiveInt(
      'DATABASE_POOL_SIZE',
      env.DATABASE_POOL_SIZE,
      defaultPoolSize(availableParallelism()),
    ),
    demoData: parseBool(env.DEMO_DATA),
    jwtSecret: resolveJwtSecret(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CareClass <no-reply@careclass.test>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR,
    timeZone: env.TZ_PROVIDER ?? 'America/New_York',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    runJobs: parseBool(env.RUN_JOBS) ?? true,
    mailSweepMs: Number(env.MAIL_SWEEP_MS ?? 2000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signupsPerAddressPerHour: parsePositiveInt(
      'SIGNUPS_PER_ADDRESS_PER_HOUR',
      env.SIGNUPS_PER_ADDRESS_PER_HOUR,
      LIMITS.signupsPerAddressPerHour,
    ),
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          bucketPrefix: env.S3_BUCKET_PREFIX ?? 'careclass-',
          pathStyle: parseBool(env.S3_PATH_STYLE) ?? true,
        }
      : undefined,
    stripe: parseStripe(env),
  };
}
