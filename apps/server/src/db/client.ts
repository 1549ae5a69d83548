import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service function that writes takes one or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The underlying PGlite instance, for snapshots in tests. */
  pglite?: PGlite;
  /** The PostgreSQL pool, when the server is used. */
  pool?: pg.Pool;
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/**
 * Every PGlite of the project is made here: the extensions the migrations create (pg_trgm, for
 * the trigram index of user search) ship inside the PGlite package and must be loaded each time.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * PGlite in memory (no dataDir) or stored under dataDir/db. A stored database is locked for this
 * process while open (see embedded-lock.ts); `holder` names the process in the refusal others see.
 */
export async function openPglite(
  dataDir: string | undefined,
  holder = 'another CareClass process',
): Promise<Database> {
  if (!dataDir) return wrapPglite(await createPglite());
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const lock = lockEmbeddedDatabase(dataDir, holder);
  let client: PGlite;
  try {
    client = await createPglite({ dataDir: dir });
  } catch (error) {
    lock.release();
    throw error;
  }
  const database = wrapPglite(client);
  return {
    ...database,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  /** Connections to the PostgreSQL server (config DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  dataDir?: string;
  /** Who opens the embedded database, for the refusal another process sees meanwhile. */
  holder?: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.databasePoolSize)
    : openPglite(opts.dataDir, opts.holder);
}

const dialect = new PgDialect();

/**
 * `queryRows` as a named prepared statement, for a large statement on a hot path (Enroll Now's):
 * PostgreSQL then parses it once per connection and, after a few runs, plans it once, where an
 * unnamed statement is parsed and planned on every run (half of its time on the server). The name
 * is `label` with a digest of the text, so one name always has one text; only call sites whose
 * texts come in a few shapes may use it, since each shape stays prepared on every connection.
 */
export async function queryRowsPrepared<T>(db: DbOrTx, label: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const digest = createHash('sha1').update(built.sql).digest('base64url').slice(0, 16);
  const prepared = db._.session.prepareQuery(built, undefined, `${label}:${digest}`, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL and returns its rows; both drivers answer with an object that has `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
