#!/usr/bin/env node
// Finds the Chromium that the browser tests drive. Playwright never downloads a browser here:
// we use CHROME_PATH, else the system package, else a Playwright browser that happens to be
// installed already. As root on Debian, a missing Chromium is installed from Debian's packages.
//
//   node scripts/find-chromium.mjs        prints the executable's path on stdout
//   import { findChromium } from './find-chromium.mjs'
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

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install it (apt-get install chromium fonts-liberation) or set CHROME_PATH';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium fonts-liberation';

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.stdout.write(`${findChromium()}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
