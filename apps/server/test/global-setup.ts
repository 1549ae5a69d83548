import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { databaseUrlWithName, templateDatabaseName } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzip tarball of a migrated PGlite data directory, cloned by every test file. */
    pgliteSnapshot: string;
    /** The migrated template database on the PostgreSQL server, when TEST_DATABASE_URL is set. */
    pgTemplate: string | null;
  }
}

/**
 * Migrates once for the whole run: a PGlite snapshot (loading it takes a fraction of creating and
 * migrating a new database) and, with TEST_DATABASE_URL, a template database on the server from
 * which each test file creates its own fresh database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careclass-test-'));
  const snapshotPath = path.join(dir, 'migrated.tar.gz');
  const client = await createPglite();
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', snapshotPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (serverUrl) {
    template = templateDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${template}"`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateDb = openPostgres(databaseUrlWithName(serverUrl, template), 2);
    await runMigrations(templateDb);
    await templateDb.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && template) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`).catch(() => {});
      await admin.end();
    }
  };
}
