import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Language, UserRole, UserStatus } from '@careclass/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createPglite, openPostgres, wrapPglite, type Database } from '../src/db/client.ts';
import type { AppContext } from '../src/context.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import { createSession } from '../src/modules/auth/sessions.repository.ts';
import { signToken } from '../src/plugins/auth.ts';
import { sweepMailOutbox } from '../src/jobs/mail-sweep.ts';
import { createMailTransport } from '../src/mail/transport.ts';
import { databaseUrlWithName, freshDatabaseName } from './pg-admin.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  config: AppConfig;
  kind: 'pglite' | 'postgres';
  /** Sends a request; `token` becomes the Bearer header. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user straight in the database (any role) and returns it with its password. */
  createUser(opts?: Partial<TestUserInput>): Promise<TestUser>;
  /** A token for a user without going through login (fast, for tests with many users). */
  tokenFor(userId: number): Promise<string>;
  /** Logs a user in through the API and returns the token. */
  login(email: string, password: string): Promise<string>;
  /** Delivers the outbox like the background sweep, then returns the .eml files written. */
  deliverMail(): Promise<SentMail[]>;
  close(): Promise<void>;
}

export interface TestUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: UserRole;
  status: UserStatus;
  /** The language of the person's mail and documents (default en). */
  preferredLanguage?: Language;
}
export interface TestUser extends TestUserInput {
  id: number;
}
export interface SentMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

/** argon2 is slow on purpose; tests creating many users with one password hash it once. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.test`;

/**
 * A fresh app on a fresh database: a clone of the migrated PGlite snapshot by default, or a new
 * database created from the migrated template on the PostgreSQL server when TEST_DATABASE_URL is
 * set. Mail files go to a temporary data directory.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** Pino options (e.g. a level and a stream to collect); by default the app logs nothing. */
  logger: false | object = false,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careclass-app-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), PORT: '3999' }),
    runJobs: false,
    logLevel: 'silent',
    ...overrides,
  };
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger });
  await app.ready();
  const ctx: AppContext = app.ctx;
  const transport = createMailTransport({ dataDir, log: app.log });
  const seenMail = new Set<string>();

  const testApp: TestApp = {
    app,
    database,
    ctx,
    config,
    kind: database.kind,
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async createUser(input = {}) {
      const values: TestUserInput = {
        firstName: 'Test',
        lastName: 'User',
        email: uniqueEmail(input.role ?? 'student'),
        password: 'Password123!',
        role: 'student',
        status: 'active',
        ...input,
      };
      const row = await insertUser(database.db, {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        passwordHash: await cachedHash(values.password),
        role: values.role,
        status: values.status,
        preferredLanguage: values.preferredLanguage ?? 'en',
      });
      return { ...values, id: row.id };
    },
    async tokenFor(userId) {
      const session = await createSession(database.db, userId, {});
      return signToken(config.jwtSecret, session.id, userId, session.expiresAt);
    },
    async login(email, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async deliverMail() {
      await sweepMailOutbox(database.db, transport, config.mailFrom);
      const dir = path.join(dataDir, 'mail');
      if (!existsSync(dir)) return [];
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
      const fresh = files.filter((f) => !seenMail.has(f));
      fresh.forEach((f) => seenMail.add(f));
      return fresh.map((f) => parseEml(path.join(dir, f)));
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = freshDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const database = openPostgres(databaseUrlWithName(serverUrl, name), 20);
    return {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
  return { database: wrapPglite(client), drop: async () => {} };
}

/** Reads the headers of an .eml file and decodes its quoted-printable text. */
function parseEml(file: string): SentMail {
  const raw = readFileSync(file, 'utf8');
  const header = (name: string) =>
    raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi'))?.[1]?.replace(/\n[ \t]/g, ' ') ??
    '';
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { file, to: header('To'), subject: decodeWords(header('Subject')), raw: decoded };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
