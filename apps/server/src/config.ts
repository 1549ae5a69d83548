import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from './storage/s3-storage.ts';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
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
  /** Background sweeps (mail, offers, payments); tests run them by hand. */
  runJobs: boolean;
  mailSweepMs: number;
  trustProxy: boolean;
  /** S3-compatible file storage; absent means files under DATA_DIR/storage. */
  s3: S3Config | undefined;
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
    demoData: parseBool(env.DEMO_DATA),
    jwtSecret: resolveJwtSecret(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CareClass <no-reply@careclass.test>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR,
    timeZone: env.TZ_PROVIDER ?? 'America/New_York',
    logLevel: env.LOG_LEVEL ?? 'info',
    runJobs: parseBool(env.RUN_JOBS) ?? true,
    mailSweepMs: Number(env.MAIL_SWEEP_MS ?? 2000),
    trustProxy: parseBool(env.TRUST_PROXY) ?? false,
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
  };
}
