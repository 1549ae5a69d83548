import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIMITS } from '@careclass/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { hashPassword } from '../lib/crypto.ts';
import { revokeUserSessions } from '../modules/auth/sessions.repository.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repository.ts';

const usage =
  'Usage: npm run create-admin -- --email E --password P [--first-name F --last-name L]';

/**
 * Creates an administrator, or promotes and re-activates an existing account, in the configured
 * database (migrating it first if it is new). This is how a real deployment gets its first admin.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const password = values.password;
  if (!email || !email.includes('@') || !password) throw new Error(usage);
  if (password.length < LIMITS.passwordMinLength) {
    throw new Error(`The password must be at least ${LIMITS.passwordMinLength} characters long.`);
  }
  const config = loadConfig();
  const database = await openDatabase({ ...config, holder: 'npm run create-admin' });
  const where =
    database.kind === 'pglite'
      ? `the embedded database in ${path.join(config.dataDir, 'db')}`
      : 'the PostgreSQL database of DATABASE_URL';
  try {
    await runMigrations(database);
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(database.db, email);
    if (existing) {
      await database.db.transaction(async (tx) => {
        await updateUser(tx, existing.id, {
          role: 'admin',
          status: 'active',
          passwordHash,
          ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
          ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
        });
        await revokeUserSessions(tx, existing.id);
      });
      console.log(`Promoted ${email} to administrator (password updated) in ${where}.`);
    } else {
      await insertUser(database.db, {
        email,
        passwordHash,
        firstName: values['first-name'] ?? 'Admin',
        lastName: values['last-name'] ?? 'User',
        role: 'admin',
        status: 'active',
      });
      console.log(`Created administrator ${email} in ${where}.`);
    }
  } finally {
    await database.close();
  }
}

/** The embedded database is single-process: say what to do instead of failing obscurely. */
function explain(error: unknown): string {
  if (error instanceof DatabaseInUseError) {
    return [
      `Not changed: ${error.owner.holder} (process ${error.owner.pid}) has the embedded database in ${error.dbDir} open,`,
      'and only one process at a time may use it. Stop the server (Ctrl+C in its terminal),',
      'run this command again, then start the server again.',
      `If no CareClass process is running, delete ${error.lockFile} and try again.`,
    ].join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

main().catch((error) => {
  console.error(explain(error));
  process.exit(1);
});
