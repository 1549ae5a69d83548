import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.ts';
import { lastSweepRuns, migrationLevel, outboxBacklog, pingDatabase } from './system.repository.ts';

const startedAt = Date.now();
const version = (() => {
  try {
    return (
      JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
})();

/**
 * GET /admin/system-health: whether the database answers and how fast, the migration level, the
 * mail outbox backlog and its oldest age, when each sweep last ran, whether files can be written,
 * the version and uptime. Each part reports its own failure instead of failing the whole call.
 */
export async function systemHealth(ctx: AppContext) {
  const t0 = performance.now();
  let database: { reachable: boolean; latency_ms: number | null; kind: string } = {
    reachable: false,
    latency_ms: null,
    kind: ctx.database.kind,
  };
  try {
    await pingDatabase(ctx.db);
    database = {
      reachable: true,
      latency_ms: Math.round((performance.now() - t0) * 10) / 10,
      kind: ctx.database.kind,
    };
  } catch {
    /* reported as unreachable */
  }
  const safe = async <T>(run: () => Promise<T>, fallback: T) => {
    try {
      return await run();
    } catch {
      return fallback;
    }
  };
  const [migrations, outbox, sweeps, writable] = await Promise.all([
    safe(() => migrationLevel(ctx.db), { count: 0, latest: null }),
    safe(() => outboxBacklog(ctx.db), { pending: -1, failed: -1, oldest_seconds: null }),
    safe(() => lastSweepRuns(ctx.db), []),
    safe(() => ctx.storage.checkWritable(), false),
  ]);
  const ok = database.reachable && writable;
  return {
    status: ok ? ('ok' as const) : ('degraded' as const),
    database,
    migrations: { applied: migrations.count, latest: migrations.latest },
    outbox: {
      pending: outbox.pending,
      failed: outbox.failed,
      oldest_pending_age_seconds: outbox.oldest_seconds,
    },
    sweeps: sweeps.map((s) => ({
      name: s.name,
      last_run_at: new Date(s.last_run_at).toISOString(),
      last_status: s.last_status,
      last_error: s.last_error,
    })),
    storage: { kind: ctx.storage.kind, writable },
    version,
    uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
