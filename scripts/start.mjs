#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (which serves the built app and the API). Configuration comes from the environment;
// see README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((path) => join(root, path));

/** The newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const info = statSync(path);
    if (info.isDirectory()) {
      const children = readdirSync(path).map((name) => join(path, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return 'no build yet';
  return newestMtime(webSources) > statSync(builtIndex).mtimeMs ? 'sources changed' : undefined;
}

/**
 * Builds the web app quietly: one line when it worked; Vite's whole output when it did not, since
 * that is where the reason is.
 */
function buildWebApp(reason) {
  process.stdout.write(`Building the web app (${reason})... `);
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log('failed.');
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    if (build.error) console.error(build.error.message);
    console.error('The web app did not build; not starting the server.');
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const reason = webBuildIsStale();
if (reason) buildWebApp(reason);

// tsx is a dependency of the server workspace: resolve it from there.
const requireFromServer = createRequire(join(root, 'apps/server/package.json'));
const tsxLoader = pathToFileURL(requireFromServer.resolve('tsx')).href;

const server = spawn(
  process.execPath,
  ['--import', tsxLoader, join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit' },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
});
