/**
 * The public catalogue under load (issue 13): requests/s, latency and bytes of GET /api/classes
 * and GET /api/classes/:id at 50 connections, as sent to a client that takes no compression and
 * to one that sends `Accept-Encoding: br, gzip` (as browsers do), beside a bare Fastify route
 * served by the same process in the same run (the ratio is the figure; absolute numbers depend on
 * the machine's load).
 *
 * Runs on an in-memory embedded database, then on PostgreSQL when DATABASE_URL is set (that
 * database is seeded once and reused by later runs; use one made for the bench).
 *
 *   npm run bench -- catalogue
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/careclass_bench npm run bench -- catalogue
 *
 * BENCH_CATALOGUE_CLASSES (default 500) and BENCH_CATALOGUE_CLASSES_EMBEDDED (default 100) set the
 * size of a new seed on PostgreSQL and on the embedded database, BENCH_SECONDS (default 10) the
 * length of each measurement.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ServerReady } from './catalogue-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  bytesPerRequest: number;
}

async function load(
  name: string,
  port: number,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  await settle(port);
  const ok = result['2xx'] + result['3xx'];
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    failed: result.non2xx - result['3xx'] + result.errors,
    bytesPerRequest: ok > 0 ? result.throughput.total / ok : 0,
  };
}

/**
 * Waits until the server has finished the requests still queued when the load stopped (a slow
 * target would otherwise eat into the next measurement): a small request answered at once.
 */
async function settle(port: number) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startServers(databaseUrl: string | undefined) {
  const child = fork(path.join(here, 'catalogue-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { ready, stop };
}

async function onDatabase(databaseUrl: string | undefined) {
  const servers = startServers(databaseUrl);
  const info = await servers.ready;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\n${info.kind}: ${info.classCount} public classes (${info.seeded}${info.seeded === 'seeded' ? ` in ${(info.seedMs / 1000).toFixed(1)} s` : ''}), list ${kb(info.listBytes)} (gzip ${kb(info.listGzipBytes)}, br ${kb(info.listBrBytes)}), first list answer ${info.firstListMs.toFixed(0)} ms, ${CONNECTIONS} connections, ${seconds} s each`,
  );
  try {
    const classPaths = info.classIds.slice(0, 50).map((id) => `/api/classes/${id}`);
    // Warm both servers (JIT, the database's caches) before measuring.
    await autocannon({ url: `http://127.0.0.1:${info.bare}/bare`, connections: 10, duration: 1 });
    await autocannon({
      url: `http://127.0.0.1:${info.app}/api/classes`,
      connections: 10,
      duration: 2,
    });
    await settle(info.app);
    const rows: Figures[] = [];
    rows.push(await load('bare Fastify route', info.bare, ['/bare']));
    const compressed = { 'accept-encoding': 'br, gzip' };
    rows.push(await load('GET /api/classes', info.app, ['/api/classes']));
    rows.push(await load('GET /api/classes br,gzip', info.app, ['/api/classes'], compressed));
    rows.push(await load('GET /api/classes/:id', info.app, classPaths));
    rows.push(await load('GET /api/classes/:id br,gzip', info.app, classPaths, compressed));
    const etag = (await fetch(`http://127.0.0.1:${info.app}/api/classes`)).headers.get('etag');
    if (etag) {
      rows.push(
        await load('GET /api/classes revalidated', info.app, ['/api/classes'], {
          ...compressed,
          'if-none-match': etag,
        }),
      );
    }
    rows.push(await load('bare route, list-sized body', info.bare, ['/bare-sized']));
    rows.push(await load('bare route, list br body', info.bare, ['/bare-sized-br']));
    rows.push(await load('bare Fastify route (again)', info.bare, ['/bare']));
    const bare = (rows[0]!.rps + rows.at(-1)!.rps) / 2;
    console.log(
      `${'target'.padEnd(32)}${'req/s'.padStart(9)}${'of bare'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'KB/req'.padStart(9)}  failed`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(32)}${r.rps.toFixed(0).padStart(9)}${`${((r.rps / bare) * 100).toFixed(1)}%`.padStart(9)}${r.p50.toFixed(1).padStart(8)}${r.p99.toFixed(1).padStart(8)}${(r.bytesPerRequest / 1024).toFixed(1).padStart(9)}  ${r.failed}`,
      );
    }
    if (!etag) console.log('(no ETag on GET /api/classes: no revalidation row)');
  } finally {
    await servers.stop();
  }
}

export async function run() {
  await onDatabase(undefined);
  if (process.env.DATABASE_URL) await onDatabase(process.env.DATABASE_URL);
  else console.log('\n(PostgreSQL: set DATABASE_URL to a database made for the bench)');
}
