#!/usr/bin/env node
// `npm test`: the three test tiers, in order, each with a header:
//   1. unit     vitest project "unit"
//   2. api      vitest project "api" (PGlite per test file; PostgreSQL when TEST_DATABASE_URL is set)
//   3. browser  find Chromium (its headless shell where there is one), build the web app, Playwright journeys with axe scans
//               (the server on a fresh PostgreSQL database when TEST_DATABASE_URL is set, else on PGlite)
// Every tier runs even when an earlier one failed; the exit code is 1 when any tier failed.
// `node scripts/test.mjs api browser` runs only the tiers named.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestBrowser } from './find-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, '.tmp', 'test-report');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const TIERS = ['unit', 'api', 'browser'];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !TIERS.includes(name));
if (unknown.length) {
  console.error(`Unknown tier(s): ${unknown.join(', ')}. Tiers: ${TIERS.join(', ')}`);
  process.exit(2);
}
const tiers = wanted.length ? TIERS.filter((name) => wanted.includes(name)) : TIERS;

function header(title) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n  ${title}\n${line}\n`);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs one vitest project; returns its counts from the JSON report. */
function vitestTier(project) {
  const report = join(reportDir, `${project}.json`);
  const ok = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  return {
    ok,
    problems: vitestProblems(json),
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? (ok ? 0 : 1),
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
  };
}

async function browserTier() {
  let chrome;
  try {
    chrome = findTestBrowser();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return { ok: false, passed: 0, failed: 1, skipped: 0 };
  }
  console.log(`Chromium: ${chrome}\n`);
  const env = { CHROME_PATH: chrome, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

  console.log('Building the web app (npm run build)...\n');
  if (!run(npm, ['run', 'build'], env)) {
    console.error('\nThe web app did not build; browser tests not run.');
    return { ok: false, passed: 0, failed: 1, skipped: 0 };
  }

  const database = process.env.TEST_DATABASE_URL
    ? await freshE2eDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  if (database) env.E2E_DATABASE_URL = database.url;
  const described = database
    ? `PostgreSQL, a fresh database ${database.name} on the server of TEST_DATABASE_URL`
    : 'PGlite, embedded in the server';
  console.log(`\nDatabase: ${described}`);

  const report = join(reportDir, 'browser.json');
  console.log('\nPlaywright (playwright test)...\n');
  const ok = run(bin('playwright'), ['test'], { ...env, E2E_REPORT_JSON: report });
  await database?.drop();
  const json = readJson(report);
  const stats = json?.stats;
  return {
    ok,
    problems: playwrightProblems(json),
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? (ok ? 0 : 1),
    skipped: stats?.skipped ?? 0,
  };
}

// The summary repeats what went wrong, so the last lines of a long log say it: a failed test's
// name and the start of its error, and for a test that passed only on its retry, the first error.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (text, n = 12) =>
  String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/node_modules|<anonymous>/.test(line))
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join('\n');

function vitestProblems(json) {
  const problems = [];
  for (const file of json?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      problems.push({
        kind: 'failed',
        name: t.fullName,
        error: firstLines(t.failureMessages?.[0]),
      });
    }
    if (!failed.length && file.status === 'failed' && file.message) {
      problems.push({ kind: 'failed', name: file.name, error: firstLines(file.message) });
    }
  }
  return problems;
}

function playwrightProblems(json) {
  const problems = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failure = (t.results ?? []).find(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        const error = failure?.error?.message ?? failure?.errors?.[0]?.message;
        const at = failure?.error?.location;
        problems.push({
          kind: t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed',
          name: `[${t.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}`,
          error: firstLines(
            `${at ? `at ${relative(root, at.file)}:${at.line}\n` : ''}${error ?? failure?.status}`,
          ),
        });
      }
    }
  };
  for (const suite of json?.suites ?? []) walk(suite, [suite.title]);
  for (const error of json?.errors ?? []) {
    problems.push({ kind: 'error', name: 'playwright', error: firstLines(error.message) });
  }
  return problems;
}

/**
 * The browser tests' server on PostgreSQL when TEST_DATABASE_URL names a server: a fresh database
 * there, `<its database>_e2e`, dropped first if an earlier run left it. On the embedded PGlite
 * every query the journeys cause runs as WebAssembly on the server's own thread, which competes
 * with the browser for the same two cores; on the server the queries cost a fraction of that
 * (docs/decisions/0058). The app migrates it and loads the demo data itself (DEMO_DATA=true).
 * When the database cannot be made, the journeys run on PGlite as without TEST_DATABASE_URL.
 */
async function freshE2eDatabase(serverUrl) {
  let url;
  let admin;
  try {
    url = new URL(serverUrl);
    const name = `${decodeURIComponent(url.pathname.slice(1)) || 'careclass'}_e2e`;
    const { default: pg } = await import('pg');
    const connect = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      return client;
    };
    admin = await connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    return {
      name,
      url: url.toString(),
      drop: async () => {
        const client = await connect().catch(() => undefined);
        await client?.query(`drop database if exists "${name}" with (force)`).catch(() => {});
        await client?.end();
      },
    };
  } catch (error) {
    await admin?.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not make a fresh PostgreSQL database for the browser tests: ${reason}`);
    return undefined;
  }
}

function describeDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'PGlite (in memory), one fresh database per test file';
  let shown;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    shown = parsed.toString();
  } catch {
    shown = '(unparsable URL)';
  }
  return `PostgreSQL from TEST_DATABASE_URL (${shown}), one fresh database per test file`;
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const results = [];
const started = Date.now();
for (const tier of tiers) {
  const tierStart = Date.now();
  if (tier === 'unit') {
    header('1/3  Unit tests: packages/shared, apps/web (vitest project "unit")');
    results.push({ tier, ...vitestTier('unit') });
  } else if (tier === 'api') {
    header('2/3  API tests: apps/server through app.inject() (vitest project "api")');
    console.log(`Database: ${describeDatabase()}\n`);
    results.push({ tier, ...vitestTier('api') });
  } else {
    header('3/3  Browser tests: built app, Chromium, axe (playwright)');
    results.push({ tier, ...(await browserTier()) });
  }
  results.at(-1).seconds = Math.round((Date.now() - tierStart) / 1000);
}

header('Summary');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  const verdict = r.ok ? 'ok    ' : 'FAILED';
  console.log(
    `  ${verdict} ${r.tier.padEnd(8)} ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds}s)`,
  );
}
const problems = results.flatMap((r) => (r.problems ?? []).map((p) => ({ tier: r.tier, ...p })));
if (problems.length) {
  console.log('\n  What went wrong:');
  for (const p of problems) console.log(`\n  ${p.tier} ${p.kind}: ${p.name}\n${p.error}`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const failedTiers = results.filter((r) => !r.ok).map((r) => r.tier);
console.log(`\n  ${Math.round((Date.now() - started) / 1000)}s in all\n`);
const skippedTotal = total('skipped') ? `, ${total('skipped')} skipped` : '';
console.log(`${total('passed')} passed, ${total('failed')} failed${skippedTotal}`);
if (failedTiers.length) {
  console.error(`\nFailed tier(s): ${failedTiers.join(', ')}`);
  process.exit(1);
}
