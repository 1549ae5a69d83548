/**
 * The servers the `catalogue` section loads, in a process of their own so that the load generator
 * does not share their event loop: CareClass on a seeded database (BENCH_DATABASE_URL, or an
 * in-memory embedded database when unset) and a bare Fastify app, both on 127.0.0.1. Tells the
 * parent its ports over IPC and stops when the parent says so.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { catalogueSize, seedCatalogue } from './seed.ts';
import { benchConfig } from './bench-config.ts';

export interface ServerReady {
  kind: 'pglite' | 'postgres';
  seeded: 'seeded' | 'reused';
  seedMs: number;
  app: number;
  bare: number;
  /** Public class ids that have upcoming sessions, for the one-class requests. */
  classIds: number[];
  listBytes: number;
  /** The list's bytes as sent to `Accept-Encoding: gzip` and to `br`. */
  listGzipBytes: number;
  listBrBytes: number;
  /** The first answer of GET /api/classes: the cache's first build, compression included. */
  firstListMs: number;
  classCount: number;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  // The embedded database is for small providers: a smaller catalogue by default.
  const dataDir = path.join(os.tmpdir(), `careclass-bench-catalogue-${process.pid}`);
  const classes = Number(
    (url ? process.env.BENCH_CATALOGUE_CLASSES : process.env.BENCH_CATALOGUE_CLASSES_EMBEDDED) ??
      (url ? 500 : 100),
  );
  const database = url ? openPostgres(url) : await openPglite(undefined);
  await runMigrations(database);
  const t0 = performance.now();
  const seeded = await seedCatalogue(database.db, catalogueSize(classes));
  const seedMs = performance.now() - t0;
  // Planner statistics for the fresh rows, as autovacuum would gather in time: without them the
  // catalogue's statement is planned for empty tables (seconds instead of a fraction of one).
  await database.db.execute(sql`analyze`);
  const config = benchConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const t1 = performance.now();
  const list = await app.inject({ method: 'GET', url: '/api/classes' });
  const firstListMs = performance.now() - t1;
  if (list.statusCode !== 200) throw new Error(`GET /api/classes answered ${list.statusCode}`);
  const body = list.json() as { classes: { id: number; sessions: unknown[] }[] };
  const encoded = async (coding: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/classes',
        headers: { 'accept-encoding': coding },
      })
    ).rawPayload.length;

  // The platform's limit: a route that answers at once, with a small body and with a body the
  // size of the catalogue list (so the cost of moving the bytes is measured on its own).
  const bare = Fastify({ logger: false });
  const sized = list.rawPayload;
  // The same list compressed once here (brotli, middle quality): moving compressed bytes.
  const sizedBr = brotliCompressSync(sized, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  });
  bare.get('/bare', async () => ({ hello: 'world' }));
  bare.get('/bare-sized', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(sized),
  );
  bare.get('/bare-sized-br', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'br')
      .header('vary', 'Accept-Encoding')
      .send(sizedBr),
  );
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: { server: import('node:http').Server }) => {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  };
  const ready: ServerReady = {
    kind: database.kind,
    seeded,
    seedMs,
    app: port(app),
    bare: port(bare),
    classIds: body.classes.filter((c) => c.sessions.length > 0).map((c) => c.id),
    listBytes: list.rawPayload.length,
    listGzipBytes: await encoded('gzip'),
    listBrBytes: await encoded('br'),
    firstListMs,
    classCount: body.classes.length,
  };
  process.send!(ready);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await bare.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
