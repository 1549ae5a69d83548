import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { authSessions } from '../db/schema/index.ts';
import { openPglite } from '../db/client.ts';
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
});
