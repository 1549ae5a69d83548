import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';

/** What services need from the running app; passed explicitly so tests can build their own. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  storage: FileStorage;
}
