import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const base = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The built app on the real server with demo data, as a visitor's phone would reach it. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      APP_URL: base,
      JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** The median of the finite values (a run without a metric gives NaN); NaN when there are none. */
const median = (values: number[]) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)]! : NaN;
};

/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and CPU) of the
 * public pages: performance and accessibility scores and the metrics behind them, the median of
 * LIGHTHOUSE_RUNS runs. Scores swing with the machine's load; compare runs made side by side.
 */
export async function run() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('\n(no apps/web/dist: run `npm run build` first)');
    return;
  }
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, '.tmp', 'bench-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const list = (await (await fetch(`${base}/api/classes`)).json()) as {
      classes: { id: number }[];
    };
    const pages = ['/', '/classes', `/classes/${list.classes[0]?.id ?? 1}`];
    // The server's first drawing of a page loads its modules: not what a visitor meets later.
    for (const page of pages) await (await fetch(`${base}${page}`)).arrayBuffer();
    console.log(
      `\nmedian of ${runs} run(s), mobile (runs Lighthouse could not finish are left out)`,
    );
    console.log('page              perf  a11y   FCP ms   LCP ms   TBT ms   CLS  runs');
    for (const page of pages) {
      const failures: string[] = [];
      const rows: {
        perf: number;
        a11y: number;
        fcp: number;
        lcp: number;
        tbt: number;
        cls: number;
      }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result!.lhr;
        // A run Lighthouse could not finish (its trace, say) has no scores: told, not counted.
        if (lhr.runtimeError) {
          failures.push(lhr.runtimeError.code);
          continue;
        }
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
      }
      const m = (key: keyof (typeof rows)[number]) => median(rows.map((r) => r[key]));
      console.log(
        `${page.padEnd(16)} ${String(m('perf')).padStart(5)} ${String(m('a11y')).padStart(5)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${`${rows.length}/${runs}`.padStart(5)}${failures.length ? `  (not finished: ${failures.join(', ')})` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
