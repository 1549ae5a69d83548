import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file, in DATA_DIR, that says which process has the embedded database open. */
export const LOCK_FILE_NAME = 'db.lock';

interface LockOwner {
  pid: number;
  holder: string;
}

/** Another live process has the embedded database of this data directory open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dbDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dbDir} is in use by ${owner.holder} (process ${owner.pid}). ` +
        'PGlite allows one process at a time: stop that process first, or use a PostgreSQL ' +
        `server (DATABASE_URL). If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

// Lock files this process holds: a second open in the same process is refused as well.
const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return undefined;
    return { pid: owner.pid, holder: String(owner.holder ?? 'another process') };
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a process that has ended is stale. So is one naming this very process without
 * being held here: a container restarted under the same pid after a crash.
 */
function isStale(file: string, owner: LockOwner | undefined): boolean {
  if (!owner) return true;
  if (owner.pid === process.pid) return !heldHere.has(file);
  return !isRunning(owner.pid);
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it. The
 * process that opens it writes its pid into DATA_DIR/db.lock and removes the file when it closes
 * the database (or exits); a second process finds a live pid there and is refused.
 */
export function lockEmbeddedDatabase(dataDir: string, holder: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content = JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() });
  for (;;) {
    try {
      writeFileSync(file, content + '\n', { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (!isStale(file, owner)) {
        throw new DatabaseInUseError(path.join(dataDir, 'db'), file, owner!);
      }
      rmSync(file, { force: true });
    }
  }
  heldHere.add(file);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // An exit without closing the database (process.exit on a fatal error) still frees it.
  process.on('exit', release);
  return { release };
}
