#!/usr/bin/env node
// Finds the Chromium that the browser tests drive. Playwright never downloads a browser here:
// we use CHROME_PATH, else the system package, else a Playwright browser that happens to be
// installed already. As root on Debian, a missing Chromium is installed from Debian's packages.
//
// The journeys run headless, and for them we prefer Chromium's headless shell (Debian's
// chromium-headless-shell, the same engine and version as its chromium, without the browser's
// own interface): on two cores it needs well under half the CPU of the full browser for the
// same pages (docs/decisions/0057). findTestBrowser() chooses it; findChromium() is the full
// browser, which Lighthouse needs.
//
//   node scripts/find-chromium.mjs           prints the full browser's path on stdout
//   node scripts/find-chromium.mjs --tests   prints the browser the journeys drive
//   import { findChromium, findTestBrowser } from './find-chromium.mjs'
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * The flags every Chromium of this project starts with (browser tests and the Lighthouse bench):
 * no sandbox (containers run as root), no GPU, and nothing that reaches out to the network on its
 * own, so that a run is offline and quiet.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium-headless-shell: Chromium's old headless mode, as its own program. */
export const SYSTEM_HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install it (apt-get install chromium fonts-liberation) or set CHROME_PATH';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium fonts-liberation';
const HEADLESS_SHELL_INSTALL_COMMAND =
  'apt-get update && apt-get install -y chromium-headless-shell fonts-liberation';

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const path = require('playwright-core').chromium.executablePath();
    return path && isExecutableFile(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Looks for a Chromium without installing anything; undefined when there is none. */
export function locateChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file`);
  }
  return SYSTEM_CHROMIUM_PATHS.find(isExecutableFile) ?? playwrightChromium();
}

/** True where we may install Chromium ourselves: as root on Debian. */
export function canInstallChromium() {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0;
}

/**
 * Returns the path of a Chromium executable, installing Debian's package when allowed.
 * Installer output goes to stderr so that stdout carries only the path.
 * Throws an Error whose message is one line telling how to get a Chromium.
 */
export function findChromium({ install = true, env = process.env } = {}) {
  const found = locateChromium(env);
  if (found) return found;
  if (install && canInstallChromium()) {
    process.stderr.write(`No Chromium found; installing Debian's package: ${INSTALL_COMMAND}\n`);
    const result = spawnSync('sh', ['-c', INSTALL_COMMAND], {
      stdio: ['ignore', 2, 2],
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      throw new Error(`Installing Chromium failed (${INSTALL_COMMAND}); ${NO_CHROMIUM_MESSAGE}`);
    }
    const installed = locateChromium(env);
    if (installed) return installed;
  }
  throw new Error(NO_CHROMIUM_MESSAGE);
}

/**
 * The browser the journeys drive: CHROME_PATH when set, else the system's headless shell, else
 * (as root on Debian, after installing the headless shell failed or was not allowed) the full
 * Chromium that findChromium() finds. The journeys pass with either; the shell is only faster.
 */
export function findTestBrowser({ install = true, env = process.env } = {}) {
  if (env.CHROME_PATH?.trim()) return findChromium({ install, env });
  const shell = SYSTEM_HEADLESS_SHELL_PATHS.find(isExecutableFile);
  if (shell) return shell;
  if (install && canInstallChromium()) {
    process.stderr.write(
      `No Chromium headless shell found; installing Debian's package: ${HEADLESS_SHELL_INSTALL_COMMAND}\n`,
    );
    const result = spawnSync('sh', ['-c', HEADLESS_SHELL_INSTALL_COMMAND], {
      stdio: ['ignore', 2, 2],
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = SYSTEM_HEADLESS_SHELL_PATHS.find(isExecutableFile);
    if (result.status === 0 && installed) return installed;
    process.stderr.write('Installing the headless shell failed; the full Chromium will do.\n');
  }
  return findChromium({ install, env });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const forTests = process.argv.includes('--tests');
    process.stdout.write(`${forTests ? findTestBrowser() : findChromium()}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
