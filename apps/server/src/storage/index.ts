import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** S3-compatible storage when S3_ENDPOINT is set; otherwise a directory under DATA_DIR. */
export function createStorage(config: AppConfig): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'storage'));
}

export * from './storage.ts';
