import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { authSessions } from '../db/schema/index.ts';
import { openPglite } from '../db/client.ts';
import { PROJECT_ROOT } from '../config.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';

const run = promisify(execFile);
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-admin.ts');
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env, DATABASE_URL: '' },
    cwd: path.dirname(script),
  });

describe('npm run create-admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'careclass-cli-'));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an administrator in a new embedded database, then promotes an existing account', async () => {
    const created = await cli(
      [
        '--email',
        'Boss@Example.test',
        '--password',
        'LongEnough1',
        '--first-name',
        'Dana',
        '--last-name',
        'Cole',
      ],
      { DATA_DIR: dataDir },
    );
    expect(created.stdout).toContain('Created administrator boss@example.test');

    // A signed-in session of the account is ended by the promotion.
    const before = await openPglite(dataDir);
    const admin = await findUserByEmail(before.db, 'boss@example.test');
    await before.db.insert(authSessions).values({
      id: 'cli-test-session',
      userId: admin!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await before.close();

    const again = await cli(['--email', 'boss@example.test', '--password', 'Another123'], {
      DATA_DIR: dataDir,
    });
    expect(again.stdout).toContain('Promoted boss@example.test');

    const database = await openPglite(dataDir);
    try {
      const user = await findUserByEmail(database.db, 'boss@example.test');
      expect(user).toMatchObject({
        role: 'admin',
        status: 'active',
        firstName: 'Dana',
        lastName: 'Cole',
        // No mail was sent: the admin asks for a link from the profile (decision 29).
        emailVerifiedAt: null,
      });
      const sessions = await database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, user!.id));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.revokedAt).not.toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a short password and missing arguments', async () => {
    await expect(
      cli(['--email', 'x@example.test', '--password', 'short'], { DATA_DIR: dataDir }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
    await expect(cli([], { DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: npm run create-admin'),
    });
  }, 60_000);

  it('is refused while a server holds the embedded database, and runs once it has stopped', async () => {
    const server = await openPglite(dataDir, 'a running CareClass server');
    try {
      await expect(
        cli(['--email', 'late@example.test', '--password', 'LongEnough1'], { DATA_DIR: dataDir }),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          `Not changed: a running CareClass server (process ${process.pid}) has the embedded database in ${path.join(dataDir, 'db')} open`,
        ),
      });
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const after = await cli(['--email', 'late@example.test', '--password', 'LongEnough1'], {
      DATA_DIR: dataDir,
    });
    expect(after.stdout).toContain('Created administrator late@example.test');
  }, 60_000);

  it('takes over the lock of a process that has ended', async () => {
    const ended = await run(process.execPath, ['-p', 'process.pid']);
    writeFileSync(
      path.join(dataDir, 'db.lock'),
      JSON.stringify({ pid: Number(ended.stdout), holder: 'a crashed server' }),
    );
    const result = await cli(['--email', 'crash@example.test', '--password', 'LongEnough1'], {
      DATA_DIR: dataDir,
    });
    expect(result.stdout).toContain('Created administrator crash@example.test');
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 60_000);

  it('resolves a relative DATA_DIR against the project root, not the directory it runs in', async () => {
    const relative = path.join('.tmp', `cli-relative-${process.pid}`);
    const expected = path.join(PROJECT_ROOT, relative);
    try {
      const result = await cli(['--email', 'rel@example.test', '--password', 'LongEnough1'], {
        DATA_DIR: relative,
      });
      expect(result.stdout).toContain(
        `Created administrator rel@example.test in the embedded database in ${path.join(expected, 'db')}.`,
      );
      expect(existsSync(path.join(expected, 'db'))).toBe(true);
      // The command ran in apps/server/src/cli: nothing was written there.
      expect(existsSync(path.join(path.dirname(script), relative))).toBe(false);
    } finally {
      rmSync(expected, { recursive: true, force: true });
    }
  }, 60_000);
});
