import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';

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
    await ctx.db.execute(sql`select 1`);
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
    safe(
      async () =>
        (
          await queryRows<{ count: number; latest: string | null }>(
            ctx.db,
            sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
          )
        )[0]!,
      { count: 0, latest: null },
    ),
    safe(
      async () =>
        (
          await queryRows<{ pending: number; failed: number; oldest_seconds: number | null }>(
            ctx.db,
            sql`select count(*) filter (where status = 'pending')::int as pending,
                       count(*) filter (where status = 'failed')::int as failed,
                       extract(epoch from now() - min(created_at) filter (where status = 'pending'))::int as oldest_seconds
                from email_outbox`,
          )
        )[0]!,
      { pending: -1, failed: -1, oldest_seconds: null },
    ),
    safe(
      () =>
        queryRows<{
          name: string;
          last_run_at: Date;
          last_status: string;
          last_error: string | null;
        }>(
          ctx.db,
          sql`select name, last_run_at, last_status, last_error from job_runs order by name`,
        ),
      [],
    ),
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
