#!/usr/bin/env node
// The README's first admin, end to end: from the project root it runs exactly
//   npm run create-admin -- --email E --password P
// then starts the server with the same environment, logs in as that admin through
// POST /api/users/login, checks that the command is refused while the server holds the embedded
// database, and stops the server. The web build is not needed.
//
// On a fresh checkout (no ./data yet) DATA_DIR stays unset, as in the README, and ./data is removed
// afterwards. Where ./data already exists (a developer's machine) the run uses the relative
// DATA_DIR=.tmp/check-create-admin instead, so nobody's data is touched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const email = 'first-admin@example.test';
const password = 'First-Admin-2026';

const env = { ...process.env };
delete env.DATABASE_URL;
delete env.JWT_SECRET;
let dataDir = join(root, 'data');
if (existsSync(dataDir)) {
  env.DATA_DIR = '.tmp/check-create-admin';
  dataDir = join(root, env.DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`./data exists: using DATA_DIR=${env.DATA_DIR} instead`);
} else {
  delete env.DATA_DIR;
}
const strayDir = join(root, 'apps/server/data');
const strayBefore = existsSync(strayDir);

function fail(message, output = '') {
  console.error(`check-create-admin: ${message}`);
  if (output) console.error(output);
  process.exitCode = 1;
  throw new Error(message);
}

function createAdmin() {
  const args = ['run', 'create-admin', '--', '--email', email, '--password', password];
  console.log(`$ npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`.trim();
  console.log(output.replace(/^/gm, '  '));
  return { status: result.status, output };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server entry (what `npm start` runs after the web build) and waits for its banner. */
async function startServer(port) {
  const requireFromServer = createRequire(join(root, 'apps/server/package.json'));
  const tsx = pathToFileURL(requireFromServer.resolve('tsx')).href;
  const server = spawn(process.execPath, ['--import', tsx, 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!output.includes('CareClass is running at')) {
    if (server.exitCode !== null) fail('the server exited before it was ready', output);
    if (Date.now() - started > 90_000) {
      server.kill('SIGTERM');
      fail('the server was not ready within 90 s', output);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { server, output: () => output };
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function main() {
  const created = createAdmin();
  if (created.status !== 0 || !created.output.includes(`Created administrator ${email}`)) {
    fail('the README command did not create the administrator');
  }
  if (!existsSync(join(dataDir, 'db'))) fail(`no database was written to ${dataDir}/db`);
  if (!strayBefore && existsSync(strayDir)) fail('a second database appeared in apps/server/data');

  const port = await freePort();
  const { server, output } = await startServer(port);
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await response.json();
    if (response.status !== 200 || body.user?.role !== 'admin') {
      fail(`login as ${email} answered ${response.status} ${JSON.stringify(body)}`, output());
    }
    console.log(`Logged in as ${email}: role ${body.user.role}`);

    const refused = createAdmin();
    if (refused.status === 0 || !refused.output.includes('Stop the server')) {
      fail('create-admin was not refused while the server held the embedded database');
    }
    console.log('create-admin is refused while the server runs');
  } finally {
    await stopServer(server);
  }
  if (existsSync(join(dataDir, 'db.lock'))) fail('the server left its db.lock behind');
  console.log('check-create-admin: ok');
}

try {
  await main();
} catch (error) {
  if (!process.exitCode) console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
