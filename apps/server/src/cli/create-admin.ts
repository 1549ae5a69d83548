import { parseArgs } from 'node:util';
import { LIMITS } from '@careclass/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
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
  const database = await openDatabase(config);
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
      console.log(`Promoted ${email} to administrator (password updated).`);
    } else {
      await insertUser(database.db, {
        email,
        passwordHash,
        firstName: values['first-name'] ?? 'Admin',
        lastName: values['last-name'] ?? 'User',
        role: 'admin',
        status: 'active',
      });
      console.log(`Created administrator ${email}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
