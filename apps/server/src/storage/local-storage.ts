import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertSafeKey,
  FileExistsError,
  type Bucket,
  type FileStorage,
  type StoredFile,
} from './storage.ts';

/** Files under DATA_DIR/storage/<bucket>/<key>: the default, for one machine. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(root, bucket, ...key.split('/'));
  };
  /** Every file under a prefix (a folder: keys are split on `/`), in no particular order. */
  async function filesUnder(bucket: Bucket, prefix: string): Promise<StoredFile[]> {
    const clean = prefix.replace(/\/+$/, '');
    if (clean) assertSafeKey(clean);
    const dir = clean ? path.join(root, bucket, ...clean.split('/')) : path.join(root, bucket);
    const found: StoredFile[] = [];
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full);
      const rel = path.relative(path.join(root, bucket), full).split(path.sep).join('/');
      found.push({
        name: entry.name,
        path: rel,
        size: info.size,
        updated_at: info.mtime.toISOString(),
      });
    }
    return found;
  }
  return {
    kind: 'local',
    async put(bucket, key, data) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, data, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
        throw error;
      }
    },
    async get(bucket, key) {
      try {
        return await readFile(fileOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      const file = fileOf(bucket, key);
      try {
        await stat(file);
      } catch {
        return false;
      }
      await rm(file);
      return true;
    },
    async list(bucket, prefix, limit = 100) {
      const found = await filesUnder(bucket, prefix);
      return found.sort((a, b) => a.path.localeCompare(b.path)).slice(0, limit);
    },
    async usedBytes(bucket, prefix) {
      return (await filesUnder(bucket, prefix)).reduce((sum, f) => sum + f.size, 0);
    },
    async checkWritable() {
      const probe = path.join(root, '.write-check');
      try {
        await mkdir(root, { recursive: true });
        await writeFile(probe, String(Date.now()));
        await rm(probe);
        return true;
      } catch {
        return false;
      }
    },
  };
}
