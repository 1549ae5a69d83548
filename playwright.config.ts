import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findTestBrowser } from './scripts/find-chromium.mjs';

// Browser journeys against the built app (apps/web/dist), served by the real server on a fresh
// data directory with demo data, in the system's Chromium (its headless shell where installed,
// docs/decisions/0057). Playwright never downloads a browser: scripts/test.mjs sets CHROME_PATH;
// without it we look for one ourselves. The server's database is PGlite, or the fresh PostgreSQL
// database of E2E_DATABASE_URL that scripts/test.mjs makes when TEST_DATABASE_URL is set
// (docs/decisions/0058).

const root = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// This file is evaluated by the runner and again by every worker. The runner picks the data
// directory and passes it on through the environment, so all of them agree on one path.
if (!process.env.E2E_DATA_DIR) {
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  for (const entry of readdirSync(tmp)) {
    if (entry.startsWith('e2e-data-')) rmSync(join(tmp, entry), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = join(tmp, `e2e-data-${Date.now()}`);
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}
const dataDir = process.env.E2E_DATA_DIR;

process.env.CHROME_PATH ||= findTestBrowser();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // CI has a time budget: stop a stuck run rather than eat it. The 138 journeys take 8 to 8.5
  // minutes on two cores with the server on PostgreSQL, 10 on PGlite (docs/decisions/0058); 25
  // minutes leaves room for a slow machine. One worker: the journeys share one server and its demo
  // data, and some read global state (the admin's unread count, the settings, the audit log).
  globalTimeout: process.env.CI ? 25 * 60_000 : 0,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test.mjs reads the counts from here for its summary.
    ...(process.env.E2E_REPORT_JSON
      ? [['json', { outputFile: process.env.E2E_REPORT_JSON }] as const]
      : []),
  ],
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Without the trace's screencast: encoding and shipping a picture
    // of every frame added about two thirds to the CPU a run uses (docs/decisions/0057); the DOM
    // snapshots show the page, and a failure still keeps its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: '**/*.mobile.spec.ts',
      use: {
        viewport: { width: 390, height: 844 },
        // Layout at 390 px is what these journeys check; a 3x screen would only paint nine times
        // the pixels on a machine that is short of CPU.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's request log is noisy; E2E_SERVER_LOG=1 shows it. Errors always show.
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      APP_URL: baseURL,
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
      // The embedded database unless E2E_DATABASE_URL names a fresh, empty PostgreSQL database
      // (scripts/test.mjs makes one when TEST_DATABASE_URL is set, docs/decisions/0058); never the
      // shell's DATABASE_URL. Mail is always .eml files under the data directory.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
      // The journeys sign up dozens of students, all from this machine's one address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      // Nobody reads the request log unless E2E_SERVER_LOG is set: do not write a line per call.
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      // The outbox is swept every 2 s by default; the mail journeys wait for each message.
      MAIL_SWEEP_MS: '300',
    },
  },
});
