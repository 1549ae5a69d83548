import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Records when a sweep last ran (an upsert, safe when instances race). */
export async function recordJobRun(db: Db, name: string, status: 'ok' | 'error', error?: string) {
  await db.execute(sql`
    insert into job_runs (name, last_run_at, last_status, last_error)
    values (${name}, now(), ${status}, ${error ?? null})
    on conflict (name) do update
      set last_run_at = excluded.last_run_at,
          last_status = excluded.last_status,
          last_error = excluded.last_error`);
}
