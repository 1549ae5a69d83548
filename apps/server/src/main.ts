import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_LOGINS, hasClasses, seedDemoData, wantsDemoData } from './db/seed/demo-data.ts';
import { buildApp } from './app.ts';
import { createStorage } from './storage/index.ts';
import { startJobs } from './jobs/scheduler.ts';
import type { AppContext } from './context.ts';
import { logOutputOptions, wantsPrettyLogs } from './plugins/log-output.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const base = loadConfig();
  const config = { ...base, webDistDir: base.webDistDir ?? path.resolve(here, '../../web/dist') };
  const database = await openDatabase({ ...config, holder: 'a running CareClass server' });
  await runMigrations(database);

  // One storage for the demo's certificate files and the app that serves them.
  const storage = createStorage(config);
  const wantDemo = wantsDemoData(config.demoData, database.kind);
  // How long the demo took to load is said in the banner: the year of history must stay quick.
  let seededIn: number | undefined;
  if (wantDemo && !(await hasClasses(database.db))) {
    const started = performance.now();
    await seedDemoData(database.db, storage);
    seededIn = (performance.now() - started) / 1000;
  }

  const pretty = wantsPrettyLogs({
    format: config.logFormat,
    stdoutIsTTY: process.stdout.isTTY,
    nodeEnv: process.env.NODE_ENV,
  });
  const app = await buildApp({ config, database, storage, logger: logOutputOptions(pretty) });
  const ctx: AppContext = app.ctx;
  const jobs = config.runJobs ? startJobs(ctx) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Fastify logs a JSON line per address it listens on; the banner below says it for people.
  const level = app.log.level;
  if (!['warn', 'error', 'fatal', 'silent'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  const lines = [`CareClass is running at http://localhost:${config.port}`];
  if (database.kind === 'pglite') {
    lines.push(
      `Embedded database in ${path.join(config.dataDir, 'db')} (set DATABASE_URL for PostgreSQL)`,
    );
  }
  if (wantDemo) {
    lines.push(
      seededIn === undefined
        ? 'Demo logins:'
        : `Demo data loaded in ${seededIn.toFixed(1)} s. Demo logins:`,
    );
    for (const login of DEMO_LOGINS)
      lines.push(`  ${login.role.padEnd(10)} ${login.email} / ${login.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('CareClass failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
